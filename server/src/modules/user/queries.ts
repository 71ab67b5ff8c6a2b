import type { UserRow } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../platform/command.js';
import { notFound } from '../../platform/errors.js';
import { type ListQueryInput, type ListSpec, runList } from '../../platform/list.js';
import { assertMayManage, groupRightsById } from '../group/queries.js';

const listSpec: ListSpec = {
  filters: {
    admin_username: { column: sql`u.username`, op: 'contains' },
    admin_person_full_name: { column: sql`u.name`, op: 'contains' },
    admin_email: { column: sql`u.email`, op: 'contains' },
    group_id: { column: sql`m.group_id`, op: 'eq' },
    admin_group_id: { column: sql`m.group_id`, op: 'eq' },
    status: { column: sql`m.status`, op: 'eq' },
  },
  search: [sql`u.username`, sql`u.name`, sql`coalesce(u.email, '')`, sql`coalesce(u.phone, '')`],
  sort: {
    admin_id: sql`u.id`,
    admin_username: sql`lower(u.username)`,
    admin_person_full_name: sql`lower(u.name)`,
    group_name: sql`g.group_name`,
    status: sql`m.status`,
    created_at: sql`m.created_at`,
  },
  defaultSort: { field: 'admin_person_full_name', type: 'asc' },
};

/** The company's members with their group and granted warehouses; a company has few, so the count is exact. */
export const listUsers = (tx: Tx, query: ListQueryInput) =>
  runList<UserRow>(tx, {
    spec: listSpec,
    query,
    select: sql`u.id as admin_id, u.username as admin_username, u.name as admin_person_full_name, u.email as admin_email,
      u.phone as admin_phone, m.group_id as admin_group_id, g.group_name, m.status, m.gudang_id_active as admin_gudang_id_active,
      m.created_at,
      coalesce((select json_agg(json_build_object('gudang_id', w.master_gudang_id, 'master_gudang_name', w.master_gudang_name) order by w.master_gudang_name)
        from user_gudang_access a join master_gudang w on w.master_gudang_id = a.gudang_id where a.user_id = u.id), '[]'::json) as access_gudang`,
    from: sql`company_users m join users u on u.id = m.user_id left join groups g on g.group_id = m.group_id`,
    tiebreak: sql`u.id`,
  });

export interface MemberRow {
  user_id: number;
  group_id: number;
  status: number;
}

/** A member of the caller's company, or 404: ids of other companies' users are simply not found. */
export async function findMember(tx: Tx, userId: number): Promise<MemberRow> {
  const r = await tx.execute(sql`select user_id, group_id, status from company_users where user_id = ${userId}`);
  const row = r.rows[0] as unknown as MemberRow | undefined;
  if (!row) throw notFound('Pengguna tidak ditemukan');
  return { user_id: Number(row.user_id), group_id: Number(row.group_id), status: Number(row.status) };
}

/**
 * A member the actor may manage: not the actor's superior (a superuser account for a
 * non-superuser, or an account whose group holds rights the actor does not), else 403.
 */
export async function findManagedMember(tx: Tx, actor: Actor, userId: number): Promise<MemberRow> {
  const member = await findMember(tx, userId);
  if (member.user_id !== actor.userId) assertMayManage(actor, await groupRightsById(tx, member.group_id));
  return member;
}

/** Whether any account, in any company, has this username (through a narrow function that reveals no row). */
export async function usernameTaken(tx: Tx, username: string, exceptUserId?: number) {
  const r = await tx.execute(sql`select username_taken(${username}, ${exceptUserId ?? 0}) as taken`);
  return Boolean((r.rows[0] as { taken: boolean }).taken);
}
