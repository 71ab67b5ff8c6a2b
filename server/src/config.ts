import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Settings read from the environment at start (README lists them). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminUsername: string;
  adminPassword?: string;
  /** Folder of the built web client; served when present. */
  webDist: string;
  /** Base URL put in e-mailed links. */
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  /** When set, public calls must carry this Basic client credential (user:password). */
  clientCredential?: string;
  logLevel: string;
  /** Origins of a front end served elsewhere that may call the API (CORS); empty = no CORS headers. */
  corsOrigins: string[];
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number.parseInt(env.PORT ?? '3000', 10);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    adminUsername: env.ADMIN_USERNAME || 'superadmin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'web/dist')),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Back Office <no-reply@localhost>',
    clientCredential: env.API_CLIENT_CREDENTIAL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  };
}
