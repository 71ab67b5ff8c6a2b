import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { newToken } from '../../../platform/tokens.js';

export interface OpenSessionInput {
  userId: number;
  companyId: number;
  ip: string;
  userAgent: string;
}

/**
 * Opens a session of a user in a company and answers its token; only the token's SHA-256 is kept.
 * Login runs it on the owner connection, since no company is chosen before it.
 */
export async function openSession(db: Executor, input: OpenSessionInput): Promise<string> {
  const { token, hash } = newToken();
  await db.execute(
    sql`insert into sessions (token_hash, user_id, company_id, ip, user_agent) values (${hash}, ${input.userId}, ${input.companyId}, ${input.ip}, ${input.userAgent.slice(0, 300)})`,
  );
  return token;
}
