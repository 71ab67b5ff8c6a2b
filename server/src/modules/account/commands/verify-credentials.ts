import { createHash } from 'node:crypto';
import { ADDRESS_FAILURE_LIMIT, ADDRESS_WINDOW_MINUTES, CAPTCHA_AFTER_FAILURES, LOCK_AFTER_FAILURES, MSG } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client.js';
import { AppError, validationError } from '../../../platform/errors.js';
import { dummyPasswordHash, verifyPassword } from '../../../platform/tokens.js';

export interface VerifiedUser {
  id: number;
  username: string;
}

/** Failures of one account from one address are counted over this window. */
export const PAIR_WINDOW_MINUTES = 15;
/** From this many failures of one (account, address), each further try waits, doubling each time. */
export const DELAY_AFTER_FAILURES = LOCK_AFTER_FAILURES;
/** The longest wait between tries of one (account, address). */
export const MAX_DELAY_SECONDS = 15 * 60;
/** OWASP ASVS 2.2.1: at most this many failed attempts per account per hour, from all addresses. */
export const ACCOUNT_FAILURE_CEILING = 100;
export const ACCOUNT_WINDOW_MINUTES = 60;
/** An address the account logged in from within this many days is its owner's: the account ceiling does not close it. */
export const KNOWN_ADDRESS_DAYS = 30;

/** Seconds one (account, address) waits after `failures` failures: 2 s after the fifth, then doubling, at most 15 minutes. */
export const delaySeconds = (failures: number) =>
  failures < DELAY_AFTER_FAILURES ? 0 : Math.min(MAX_DELAY_SECONDS, 2 ** (failures - DELAY_AFTER_FAILURES + 1));

const waitText = (seconds: number) => (seconds >= 120 ? `${Math.ceil(seconds / 60)} menit` : `${Math.max(1, Math.ceil(seconds))} detik`);
export const tryLaterMessage = (seconds: number) => `Terlalu banyak percobaan login gagal. Coba lagi dalam ${waitText(seconds)}.`;

/**
 * Every failed login answers with this one shape, whether the username exists or not: the count
 * is that of the (username, address) pair, which unknown usernames have too.
 */
function loginFailed(message: string, failedCount: number, retryAfter = 0) {
  return validationError({ username: [message] }, MSG.loginFailed, {
    failed_login_count: failedCount,
    captcha: failedCount >= CAPTCHA_AFTER_FAILURES,
    retry_after: Math.ceil(retryAfter),
  });
}

async function addressBlocked(db: Db, address: string) {
  const r = await db.execute(
    sql`select count from login_failures where address = ${address} and window_start > now() - make_interval(mins => ${ADDRESS_WINDOW_MINUTES})`,
  );
  return r.rows.length > 0 && Number((r.rows[0] as { count: number }).count) >= ADDRESS_FAILURE_LIMIT;
}

async function countAddressFailure(db: Db, address: string) {
  await db.execute(sql`
    insert into login_failures (address, count, window_start) values (${address}, 1, now())
    on conflict (address) do update set
      count = case when login_failures.window_start > now() - make_interval(mins => ${ADDRESS_WINDOW_MINUTES}) then login_failures.count + 1 else 1 end,
      window_start = case when login_failures.window_start > now() - make_interval(mins => ${ADDRESS_WINDOW_MINUTES}) then login_failures.window_start else now() end`);
}

/** Throttle keys of a login attempt: the account is the hash of the lower-cased username, known or not. */
function throttleKeys(username: string, address: string) {
  const account = createHash('sha256').update(username.trim().toLowerCase()).digest('hex').slice(0, 32);
  return { pair: `p:${account}:${address}`.slice(0, 120), account: `a:${account}` };
}

/**
 * Seconds until the pair may try again and until the account's ceiling lifts (0 = now), and the
 * pair's failure count.
 */
async function throttleState(db: Db, keys: { pair: string; account: string }) {
  const r = await db.execute(sql`
    select key, failures, extract(epoch from (now() - last_failure_at))::float8 as since_last,
           extract(epoch from (window_start + make_interval(mins => ${ACCOUNT_WINDOW_MINUTES}) - now()))::float8 as window_left
      from login_throttle
     where (key = ${keys.pair} and window_start > now() - make_interval(mins => ${PAIR_WINDOW_MINUTES}))
        or (key = ${keys.account} and window_start > now() - make_interval(mins => ${ACCOUNT_WINDOW_MINUTES}))`);
  let pairFailures = 0;
  let wait = 0;
  let ceilingWait = 0;
  for (const row of r.rows as { key: string; failures: number; since_last: number; window_left: number }[]) {
    const failures = Number(row.failures);
    if (row.key === keys.pair) {
      pairFailures = failures;
      wait = Math.max(wait, delaySeconds(failures) - Number(row.since_last));
    } else if (failures >= ACCOUNT_FAILURE_CEILING) ceilingWait = Math.max(ceilingWait, Number(row.window_left));
  }
  return { pairFailures, wait: Math.max(0, wait), ceilingWait: Math.max(0, ceilingWait) };
}

/** Whether the account logged in from this address within KNOWN_ADDRESS_DAYS (a session opened from it). */
async function knownAddress(db: Db, username: string, address: string) {
  const r = await db.execute(sql`select 1 from sessions s join users u on u.id = s.user_id
    where lower(u.username) = lower(${username}) and s.ip = ${address} and s.created_at > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS}) limit 1`);
  return r.rows.length > 0;
}

/** Lifts the account ceiling of a username (a password reset proves the owner; their next login is from anywhere). */
export async function clearAccountThrottle(db: Executor, username: string) {
  await db.execute(sql`delete from login_throttle where key = ${throttleKeys(username, '').account}`);
}

/** Counts one failure for the pair and for the account; answers the pair's new count. */
async function countFailure(db: Db, keys: { pair: string; account: string }) {
  const r = await db.execute(sql`
    insert into login_throttle (key, failures, window_start, last_failure_at)
    values (${keys.pair}, 1, now(), now()), (${keys.account}, 1, now(), now())
    on conflict (key) do update set
      failures = case when login_throttle.window_start > now() - make_interval(mins => case when login_throttle.key like 'a:%' then ${ACCOUNT_WINDOW_MINUTES}::int else ${PAIR_WINDOW_MINUTES}::int end)
                      then login_throttle.failures + 1 else 1 end,
      window_start = case when login_throttle.window_start > now() - make_interval(mins => case when login_throttle.key like 'a:%' then ${ACCOUNT_WINDOW_MINUTES}::int else ${PAIR_WINDOW_MINUTES}::int end)
                      then login_throttle.window_start else now() end,
      last_failure_at = now()
    returning key, failures`);
  const row = (r.rows as { key: string; failures: number }[]).find((x) => x.key === keys.pair);
  // Now and then, rows no limit looks at any more are dropped, so sprayed usernames do not pile up.
  if (Math.random() < 0.02) await db.execute(sql`delete from login_throttle where last_failure_at < now() - interval '2 hours'`);
  return Number(row?.failures ?? 1);
}

/**
 * Checks a username and password. There is no hard lock-out that anyone could trigger: failures
 * are limited per (account, address) with a doubling delay from the fifth, per account by a
 * ceiling of ACCOUNT_FAILURE_CEILING an hour (OWASP ASVS 2.2.1) that closes only addresses the
 * account has not logged in from in KNOWN_ADDRESS_DAYS, and per client address
 * (ADDRESS_FAILURE_LIMIT in the window → 429). The right password from an address that is not
 * being throttled keeps working below the ceiling, and from the owner's known addresses above it. Unknown usernames go through the same steps
 * (argon2 against a dummy hash, the same counters) and get the same answer as a wrong password.
 * Runs on the owner connection outside any transaction: a refused try must still count.
 */
export async function verifyCredentials(db: Db, username: string, password: string, address: string): Promise<VerifiedUser> {
  if (await addressBlocked(db, address)) throw new AppError(429, 429, MSG.tooManyRequests);
  const keys = throttleKeys(username, address);
  const state = await throttleState(db, keys);
  // The ceiling closes the account to every address except those its owner logged in from: others'
  // failures elsewhere never lock the owner out of their usual device.
  if (state.ceilingWait > 0 && !(await knownAddress(db, username, address))) state.wait = Math.max(state.wait, state.ceilingWait);
  if (state.wait > 0) {
    await countAddressFailure(db, address);
    throw loginFailed(tryLaterMessage(state.wait), state.pairFailures, state.wait);
  }
  const r = await db.execute(sql`select id, username, password_hash, failed_login_count from users where lower(username) = lower(${username})`);
  const user = r.rows[0] as { id: number; username: string; password_hash: string; failed_login_count: number } | undefined;
  const passed = await verifyPassword(user ? user.password_hash : await dummyPasswordHash(), password);
  if (!user || !passed) {
    const failures = await countFailure(db, keys);
    await countAddressFailure(db, address);
    throw loginFailed(MSG.wrongCredentials, failures, delaySeconds(failures));
  }
  if (state.pairFailures > 0) await db.execute(sql`delete from login_throttle where key = ${keys.pair}`);
  if (Number(user.failed_login_count) > 0) {
    await db.execute(sql`update users set failed_login_count = 0, locked_until = null where id = ${user.id}`);
  }
  return { id: Number(user.id), username: user.username };
}
