import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../platform/command.js';
import { fieldError, forbidden, notFound } from '../../platform/errors.js';
import { type ListQueryInput, type ListSpec, runList } from '../../platform/list.js';
import { type GroupRights, groupRefusal } from './rights.js';

const listSpec: ListSpec = {
  filters: {
    group_name: { column: sql`g.group_name`, op: 'contains' },
    status: { column: sql`g.status`, op: 'eq' },
    group_type: { column: sql`g.group_type`, op: 'eq' },
  },
  search: [sql`g.group_name`],
  sort: { group_id: sql`g.group_id`, group_name: sql`lower(g.group_name)`, status: sql`g.status` },
  defaultSort: { field: 'group_id', type: 'asc' },
};

const groupColumns = sql`g.group_id, g.group_name, g.group_type, g.privileges, g.status,
  (select count(*)::int from company_users m where m.group_id = g.group_id) as total_user`;

export interface GroupRow extends GroupRights {
  group_id: number;
  status: number;
  total_user: number;
}

/** The company's groups (filters, sort, paging of the list contract); a handful of rows, counted exactly. */
export const listGroups = (tx: Tx, query: ListQueryInput) =>
  runList<GroupRow>(tx, { spec: listSpec, query, select: groupColumns, from: sql`groups g`, tiebreak: sql`g.group_id` });

/** One group of the company, or 404. */
export async function findGroup(tx: Tx, groupId: number): Promise<GroupRow> {
  const r = await tx.execute(sql`select ${groupColumns} from groups g where g.group_id = ${groupId}`);
  const g = r.rows[0] as unknown as GroupRow | undefined;
  if (!g) throw notFound('Peran tidak ditemukan');
  return g;
}

/** Whether another group of the company already has this name (case-insensitive). */
export async function groupNameTaken(tx: Tx, name: string, exceptId = 0) {
  return (await tx.execute(sql`select 1 from groups where lower(group_name) = lower(${name}) and group_id <> ${exceptId}`)).rows.length > 0;
}

/** A group's name, type, privileges and status, or undefined when the company has no such group. */
export async function groupRightsById(tx: Tx, groupId: number): Promise<(GroupRights & { group_id: number; status: number }) | undefined> {
  const r = await tx.execute(sql`select group_id, group_name, group_type, privileges, status from groups where group_id = ${groupId}`);
  return r.rows[0] as unknown as (GroupRights & { group_id: number; status: number }) | undefined;
}

/** Refuses (403) acting on a group, or on an account in it, that holds more than the actor or is a superuser group. */
export function assertMayManage(actor: Actor, g: GroupRights | undefined) {
  if (!g) return;
  const why = groupRefusal(actor, g);
  if (why) throw forbidden(why);
}

/** Refuses (422 on `field`) putting someone into a group that holds more than the actor. */
export function assertMayAssign(actor: Actor, g: GroupRights | undefined, field = 'admin_group_id') {
  if (!g) return;
  const why = groupRefusal(actor, g);
  if (why) throw fieldError(field, why);
}
