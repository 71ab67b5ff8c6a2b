import { MSG } from '@bo/contract';
import type { Db } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError } from '../../../platform/errors.js';
import { endSession } from '../../session/commands/end-session.js';
import { openSession } from '../../session/commands/open-session.js';
import { companiesOfUser } from '../queries.js';

/**
 * Moves the caller to another of their companies: a new session there, and the current one ends.
 * Crosses companies, so it runs on the owner connection.
 */
export async function switchCompany(db: Db, actor: Actor, input: { app_name: string; ip: string; userAgent: string }) {
  const target = (await companiesOfUser(db, actor.userId)).find((c) => c.app_name === input.app_name);
  if (!target) throw fieldError('app_name', MSG.noCompany);
  const token = await openSession(db, { userId: actor.userId, companyId: target.company_id, ip: input.ip, userAgent: input.userAgent });
  if (actor.sessionId) await endSession(db, { sessionId: actor.sessionId, reason: 'switched' });
  return { token, app_name: target.app_name, company_name: target.company_name };
}
