import type { Db } from '../../../db/client.js';
import { openSession } from '../../session/commands/open-session.js';
import { chooseCompany } from '../queries.js';
import { verifyCredentials } from './verify-credentials.js';

export interface LogInInput {
  username: string;
  password: string;
  /** The company asked for (header or body); the user's first company when absent. */
  appName: string | undefined;
  ip: string;
  userAgent: string;
}

/**
 * Checks the credentials, picks the company and opens a session. Runs on the owner connection
 * without a transaction: no company is chosen yet, and a refused try must still be counted.
 */
export async function logIn(db: Db, input: LogInInput) {
  const user = await verifyCredentials(db, input.username, input.password, input.ip);
  const company = await chooseCompany(db, user.id, input.appName);
  const token = await openSession(db, { userId: user.id, companyId: company.company_id, ip: input.ip, userAgent: input.userAgent });
  return { token, app_name: company.app_name, company_name: company.company_name };
}
