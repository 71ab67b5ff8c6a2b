import { canAccess } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import type { AuthContext } from './auth.js';
import { notFound } from './errors.js';

/**
 * Who acts in a command: the logged-in caller of a route (its AuthContext is an Actor as it is), or
 * the user a job or an import runs for (`loadActor`). Commands check rights on it, never on the request.
 */
export type Actor = Pick<AuthContext, 'userId' | 'companyId' | 'groupId' | 'groupName' | 'groupType' | 'roles' | 'privileges' | 'mitraData'> & {
  /** The session of a route's caller; absent in jobs and imports. */
  sessionId?: number;
};

/**
 * One write of a business area: `modules/<area>/commands/<verb>-<noun>.ts` exports one function of
 * this shape. It holds the rules and the SQL, runs inside the caller's transaction (opened by
 * defineCall, a job or another command) and answers plain data; the route wraps it in `ok()`.
 */
export type Command<Input, Output> = (tx: Tx, actor: Actor, input: Input) => Promise<Output>;

/** Whether the actor holds a permission of the route-role table. */
export const actorCan = (actor: Actor, permission: string) =>
  canAccess({ roles: actor.roles, groupType: actor.groupType, privileges: actor.privileges }, permission);

/**
 * The Actor of a member of the transaction's company (row-level security scopes the read), for
 * commands run by a job or an import on behalf of the user who asked for them.
 */
export async function loadActor(tx: Tx, userId: number): Promise<Actor> {
  const r = await tx.execute(sql`
    select m.company_id, m.user_id, m.group_id, m.mitra_data, g.group_name, g.group_type, g.privileges
      from company_users m join groups g on g.company_id = m.company_id and g.group_id = m.group_id
     where m.user_id = ${userId}`);
  const row = r.rows[0] as Record<string, unknown> | undefined;
  if (!row) throw notFound('Pengguna tidak ditemukan');
  const groupName = String(row.group_name);
  return {
    userId: Number(row.user_id),
    companyId: Number(row.company_id),
    groupId: Number(row.group_id),
    groupName,
    groupType: String(row.group_type),
    privileges: (typeof row.privileges === 'string' ? JSON.parse(row.privileges) : (row.privileges ?? [])) as string[],
    roles: [groupName],
    mitraData: row.mitra_data ?? null,
  };
}
