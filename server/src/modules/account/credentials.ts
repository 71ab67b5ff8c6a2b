import { ADDRESS_FAILURE_LIMIT, ADDRESS_WINDOW_MINUTES, CAPTCHA_AFTER_FAILURES, LOCK_AFTER_FAILURES, LOCK_MINUTES, MSG } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { AppError, validationError } from '../../platform/errors.js';
import { dummyPasswordHash, newToken, verifyPassword } from '../../platform/tokens.js';

export interface VerifiedUser {
  id: number;
  username: string;
}

function loginFailed(message: string, failedCount: number) {
  return validationError({ username: [message] }, MSG.loginFailed, {
    failed_login_count: failedCount,
    captcha: failedCount >= CAPTCHA_AFTER_FAILURES,
  });
}

async function addressBlocked(database: Database, address: string) {
  const r = await database.db.execute(
    sql`select count from login_failures where address = ${address} and window_start > now() - make_interval(mins => ${ADDRESS_WINDOW_MINUTES})`,
  );
  return r.rows.length > 0 && Number((r.rows[0] as { count: number }).count) >= ADDRESS_FAILURE_LIMIT;
}

async function countAddressFailure(database: Database, address: string) {
  await database.db.execute(sql`
    insert into login_failures (address, count, window_start) values (${address}, 1, now())
    on conflict (address) do update set
      count = case when login_failures.window_start > now() - make_interval(mins => ${ADDRESS_WINDOW_MINUTES}) then login_failures.count + 1 else 1 end,
      window_start = case when login_failures.window_start > now() - make_interval(mins => ${ADDRESS_WINDOW_MINUTES}) then login_failures.window_start else now() end`);
}

/**
 * Checks a username and password. Failures are counted per user (lock-out after
 * LOCK_AFTER_FAILURES) and per client address (refused after ADDRESS_FAILURE_LIMIT in the window).
 */
export async function verifyCredentials(database: Database, username: string, password: string, address: string): Promise<VerifiedUser> {
  if (await addressBlocked(database, address)) throw new AppError(429, 429, MSG.tooManyRequests);
  const r = await database.db.execute(
    sql`select id, username, password_hash, failed_login_count, locked_until from users where lower(username) = lower(${username})`,
  );
  const user = r.rows[0] as { id: number; username: string; password_hash: string; failed_login_count: number; locked_until: string | null } | undefined;
  if (!user) {
    await verifyPassword(await dummyPasswordHash(), password);
    await countAddressFailure(database, address);
    throw loginFailed(MSG.wrongCredentials, 0);
  }
  if (user.locked_until && new Date(user.locked_until).getTime() > Date.now()) {
    await countAddressFailure(database, address);
    throw loginFailed(MSG.accountLocked, Number(user.failed_login_count));
  }
  if (!(await verifyPassword(user.password_hash, password))) {
    const u = await database.db.execute(sql`
      update users set failed_login_count = failed_login_count + 1,
        locked_until = case when failed_login_count + 1 >= ${LOCK_AFTER_FAILURES} then now() + make_interval(mins => ${LOCK_MINUTES}) else locked_until end
      where id = ${user.id} returning failed_login_count`);
    await countAddressFailure(database, address);
    const count = Number((u.rows[0] as { failed_login_count: number }).failed_login_count);
    throw loginFailed(count >= LOCK_AFTER_FAILURES ? MSG.accountLocked : MSG.wrongCredentials, count);
  }
  if (Number(user.failed_login_count) > 0 || user.locked_until) {
    await database.db.execute(sql`update users set failed_login_count = 0, locked_until = null where id = ${user.id}`);
  }
  return { id: Number(user.id), username: user.username };
}

export interface CompanyOfUser {
  company_id: number;
  app_name: string;
  company_name: string;
}

/** Active companies where the user has an active membership, in the order they joined. */
export async function companiesOfUser(database: Database, userId: number): Promise<CompanyOfUser[]> {
  const r = await database.db.execute(sql`
    select c.id as company_id, c.app_name, c.company_name
      from company_users m join companies c on c.id = m.company_id
     where m.user_id = ${userId} and m.status = 1 and c.status = 1
     order by m.created_at, c.id`);
  return r.rows as unknown as CompanyOfUser[];
}

/** Picks the company to log in to: the requested app_name, or the user's first company. */
export async function chooseCompany(database: Database, userId: number, appName?: string): Promise<CompanyOfUser> {
  const list = await companiesOfUser(database, userId);
  const company = appName ? list.find((c) => c.app_name === appName) : list[0];
  if (!company) {
    if (appName) {
      const exists = await database.db.execute(sql`select 1 from companies where app_name = ${appName}`);
      if (exists.rows.length === 0) throw validationError({ app_name: [MSG.unknownCompany] }, MSG.loginFailed);
    }
    throw validationError({ username: [MSG.noCompany] }, MSG.loginFailed);
  }
  return company;
}

export async function createSession(database: Database, userId: number, companyId: number, ip: string, userAgent: string) {
  const { token, hash } = newToken();
  await database.db.execute(
    sql`insert into sessions (token_hash, user_id, company_id, ip, user_agent) values (${hash}, ${userId}, ${companyId}, ${ip}, ${userAgent.slice(0, 300)})`,
  );
  return token;
}
