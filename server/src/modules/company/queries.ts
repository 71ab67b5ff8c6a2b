import { APP_NAME_MESSAGE, APP_NAME_PATTERN } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/** Why an app_name the caller chose cannot be used, or undefined when it is free and well formed. */
export async function appNameProblem(db: Executor, appName: string): Promise<string | undefined> {
  if (!APP_NAME_PATTERN.test(appName)) return APP_NAME_MESSAGE;
  if ((await db.execute(sql`select 1 from companies where app_name = ${appName}`)).rows.length) return 'Kode aplikasi sudah digunakan';
  return undefined;
}

/** A free app_name derived from the company name (lowercase letters, digits and dashes). */
export async function freeAppName(db: Executor, companyName: string): Promise<string> {
  const base =
    companyName
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'perusahaan';
  for (let i = 0; i < 1000; i++) {
    const candidate = i === 0 ? base : `${base}-${i + 1}`;
    const taken = await db.execute(sql`select 1 from companies where app_name = ${candidate}`);
    if (taken.rows.length === 0) return candidate;
  }
  return `${base}-${Date.now()}`;
}
