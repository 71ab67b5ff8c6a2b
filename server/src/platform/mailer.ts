import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema/index.js';
import { eq } from 'drizzle-orm';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every mail is kept in the outbox table first; with SMTP_URL it is also sent, otherwise it is
 * logged, so that password recovery works on a fresh machine without a mail server.
 */
export function createMailer(config: ServerConfig, database: Database): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  return {
    async send(mail) {
      const [row] = await database.db.insert(outbox).values({ toAddress: mail.to, subject: mail.subject, body: mail.body }).returning({ id: outbox.id });
      if (!transport) {
        if (process.env.NODE_ENV !== 'test') console.info(`[mail] to=${mail.to} subject="${mail.subject}"\n${mail.body}`);
        return;
      }
      try {
        await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.body });
        await database.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
      } catch (err) {
        await database.db
          .update(outbox)
          .set({ error: (err as Error).message })
          .where(eq(outbox.id, row.id));
      }
    },
  };
}
