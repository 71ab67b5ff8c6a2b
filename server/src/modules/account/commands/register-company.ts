import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { users } from '../../../db/schema/index.js';
import { ErrorBag } from '../../../platform/errors.js';
import { queueMail } from '../../../platform/mailer.js';
import { passwordProblem } from '../../../platform/password-rule.js';
import { hashPassword } from '../../../platform/tokens.js';
import { createCompany } from '../../company/commands/create-company.js';
import { appNameProblem, freeAppName } from '../../company/queries.js';

/** Serialises company creation, so that two registrations cannot take one username or app_name. */
export const COMPANY_CREATION_LOCK = 424243;

export interface RegisterCompanyInput {
  company_name: string;
  app_name?: string;
  name: string;
  username: string;
  email: string;
  phone?: string;
  password: string;
}

/** The one answer of /registration/submit, whether the account was made or its username or e-mail was taken. */
export const REGISTRATION_SENT =
  'Pendaftaran diterima. Jika data valid, kami mengirim email ke alamat yang Anda isi; silakan cek email Anda untuk langkah berikutnya.';

/**
 * Registers a new company with its first user as superuser. Runs on the owner connection: neither the user nor the company exists yet.
 *
 * A taken username or e-mail is not named in the answer (that would tell anyone which people have
 * accounts): nothing is created and a mail goes to the address typed, saying what happened (to the
 * account's owner: someone tried to register with the address; to a new address: choose another
 * username). The caller answers REGISTRATION_SENT either way, with an app_name in both cases. The
 * password is hashed on every path, so the cases take about the same time. The company code
 * (app_name) and the password are refused with field errors: neither names a person.
 */
export async function registerCompany(
  tx: Tx,
  input: RegisterCompanyInput,
  opts: { public_url: string } = { public_url: '' },
): Promise<{ user_id: number | null; app_name: string }> {
  await tx.execute(sql`select pg_advisory_xact_lock(${COMPANY_CREATION_LOCK})`);
  const bag = new ErrorBag();
  const appNameRefusal = input.app_name === undefined ? undefined : await appNameProblem(tx, input.app_name);
  if (appNameRefusal) bag.add('app_name', appNameRefusal);
  const weak = passwordProblem(input.password, [input.username, input.name, input.company_name]);
  if (weak) bag.add('password', weak);
  bag.throwIfAny();
  const passwordHash = await hashPassword(input.password);
  const appName = input.app_name ?? (await freeAppName(tx, input.company_name));
  const emailTaken = (await tx.execute(sql`select 1 from users where lower(email) = lower(${input.email})`)).rows.length > 0;
  const usernameTaken = (await tx.execute(sql`select 1 from users where lower(username) = lower(${input.username})`)).rows.length > 0;
  if (emailTaken || usernameTaken) {
    await queueMail(tx, {
      to: input.email,
      subject: 'Pendaftaran akun',
      body: emailTaken
        ? `Ada permintaan pendaftaran perusahaan dengan alamat email ini, yang sudah terdaftar pada sebuah akun. Tidak ada akun baru yang dibuat.\nJika itu Anda, masuk dengan akun yang ada, atau atur ulang password di ${opts.public_url}/forgot-password.\nJika bukan Anda, abaikan email ini.`
        : `Username "${input.username}" sudah dipakai, sehingga pendaftaran perusahaan "${input.company_name}" belum dibuat.\nSilakan daftar lagi dengan username lain di ${opts.public_url}/register.`,
    });
    return { user_id: null, app_name: appName };
  }
  const [user] = await tx
    .insert(users)
    .values({ username: input.username, passwordHash, name: input.name, email: input.email, phone: input.phone })
    .returning({ id: users.id });
  await createCompany(tx, { companyName: input.company_name, appName, ownerUserId: user.id });
  return { user_id: user.id, app_name: appName };
}
