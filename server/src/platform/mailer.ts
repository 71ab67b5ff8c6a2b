import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { Executor } from '../db/client.js';
import { outbox } from '../db/schema/index.js';
import { enqueueJob } from './jobs/enqueue.js';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

export const MAIL_JOB = 'mail.send';

/**
 * Keeps a mail in the outbox and queues its sending, in the caller's transaction (on the owner
 * connection: the outbox is not readable by requests). The mail leaves only if that transaction commits.
 */
export async function queueMail(db: Executor, mail: Mail) {
  const [row] = await db.insert(outbox).values({ toAddress: mail.to, subject: mail.subject, body: mail.body }).returning({ id: outbox.id });
  await enqueueJob(db, { name: MAIL_JOB, payload: { outbox_id: row.id }, companyId: null, maxAttempts: 8 });
}

/**
 * The job that sends one outbox mail: with SMTP_URL through that server. Without it the mail stays
 * in mail_outbox (where an administrator reads it on a machine without a mail server) and only the
 * fact is logged: outbox id, address and subject, never the body, which carries reset and
 * verification links (a token in a log is a password in a log). A mail already sent is not sent
 * again; a failure is retried with the queue's doubling delay and recorded on the outbox row.
 */
export function defineMailJob(app: FastifyInstance) {
  const { smtpUrl, mailFrom } = app.config;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  app.jobs.define<{ outbox_id: number }>(MAIL_JOB, {
    run: (ctx) =>
      ctx.step(async (tx) => {
        const r = await tx.execute(sql`select to_address, subject, body, sent_at from mail_outbox where id = ${ctx.payload.outbox_id} for update`);
        const mail = r.rows[0] as { to_address: string; subject: string; body: string; sent_at: unknown } | undefined;
        if (!mail || mail.sent_at) return 'skipped';
        if (!transport) {
          app.log.info({ outbox_id: ctx.payload.outbox_id, to: mail.to_address, subject: mail.subject }, 'mail kept in mail_outbox: SMTP_URL is not set');
          return 'kept';
        }
        await transport.sendMail({ from: mailFrom, to: mail.to_address, subject: mail.subject, text: mail.body });
        await tx.update(outbox).set({ sentAt: new Date(), error: null }).where(eq(outbox.id, ctx.payload.outbox_id));
        return 'sent';
      }),
    onFailed: async (ctx, err) => {
      await app.database.db
        .update(outbox)
        .set({ error: err instanceof Error ? err.message : String(err) })
        .where(eq(outbox.id, ctx.payload.outbox_id));
    },
  });
}
