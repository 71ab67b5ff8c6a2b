import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { fieldError } from './errors.js';

/**
 * The 10,000 most common passwords of 8 characters or more (lower-cased, ranked as in the
 * xato/zxcvbn list of @zxcvbn-ts/language-common 4.1.3, MIT; shorter ones are refused by length
 * anyway), plus a few common Indonesian ones. A file in the repository: nothing is fetched at run time.
 */
const LIST_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt');
let common: Set<string> | undefined;
const commonPasswords = () => {
  common ??= new Set(
    fs
      .readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
  );
  return common;
};

export const COMMON_PASSWORD_MESSAGE = 'Password terlalu umum dan mudah ditebak; pilih password lain';
export const PERSONAL_PASSWORD_MESSAGE = 'Password tidak boleh sama dengan username, nama atau nama perusahaan';

/** Letters and digits only, lower-cased: "PT. Maju-Jaya" and "ptmajujaya" compare equal. */
const bare = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Why a new password is refused beyond its length (which the contract's field checks), or
 * undefined: one of the most common passwords, or the account's own username, name or company name
 * (compared without case, spaces and punctuation, also with digits appended: "rina2024" for rina).
 */
export function passwordProblem(password: string, personal: readonly (string | null | undefined)[] = []): string | undefined {
  const lower = password.trim().toLowerCase();
  if (commonPasswords().has(lower)) return COMMON_PASSWORD_MESSAGE;
  const p = bare(password);
  const withoutDigits = p.replace(/\d+$/, '');
  for (const word of personal) {
    const w = word ? bare(word) : '';
    if (w.length >= 3 && (p === w || withoutDigits === w)) return PERSONAL_PASSWORD_MESSAGE;
  }
  return undefined;
}

/**
 * The one rule every new password passes (registration, reset, user create, change password,
 * a contact's login): refused at `field` with an Indonesian message.
 */
export function assertNewPassword(password: string, personal: readonly (string | null | undefined)[] = [], field = 'password') {
  const problem = passwordProblem(password, personal);
  if (problem) throw fieldError(field, problem);
}

/** The username and name of a user and the names of their companies: what their password may not be (owner connection or the user's own company). */
export async function personalWordsOf(db: Executor, userId: number): Promise<string[]> {
  const r = await db.execute(sql`select u.username, u.name, c.company_name from users u
    left join company_users m on m.user_id = u.id left join companies c on c.id = m.company_id where u.id = ${userId}`);
  const rows = r.rows as { username: string; name: string; company_name: string | null }[];
  return [...new Set(rows.flatMap((x) => [x.username, x.name, x.company_name ?? '']))];
}
