import { RESTRICTED_GROUP_ID } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../platform/command.js';
import { type ListQueryInput, type ListSpec, runList } from '../../platform/list.js';

const columns = sql`w.master_gudang_id, w.master_gudang_name, w.origin_id, w.origin_text, w.origin_phone, w.origin_title, w.origin_address, w.status`;

const listSpec: ListSpec = {
  filters: {
    master_gudang_name: { column: sql`w.master_gudang_name`, op: 'contains' },
    origin_text: { column: sql`w.origin_text`, op: 'contains' },
    status: { column: sql`w.status`, op: 'eq' },
  },
  search: [sql`w.master_gudang_name`, sql`coalesce(w.origin_text, '')`, sql`coalesce(w.origin_address, '')`],
  sort: { master_gudang_id: sql`w.master_gudang_id`, master_gudang_name: sql`lower(w.master_gudang_name)` },
  defaultSort: { field: 'master_gudang_name', type: 'asc' },
};

/** The restricted group sees only the warehouses granted to it (spec-1 §5). */
const visibleTo = (actor: Actor) =>
  actor.groupId === RESTRICTED_GROUP_ID ? sql`w.master_gudang_id in (select gudang_id from user_gudang_access where user_id = ${actor.userId})` : undefined;

/** One page of the warehouses the actor may see (a company has few: the count is exact). */
export const listGudang = (tx: Tx, actor: Actor, query: ListQueryInput) =>
  runList(tx, { spec: listSpec, query, select: columns, from: sql`master_gudang w`, where: visibleTo(actor), tiebreak: sql`w.master_gudang_id` });

/** Up to 300 visible warehouses whose name, location or address holds the text, for a select. */
export async function findGudang(tx: Tx, actor: Actor, name = '') {
  const page = await runList(tx, {
    spec: listSpec,
    query: { columnFilters: { search: name }, perPage: 300 },
    select: columns,
    from: sql`master_gudang w`,
    where: visibleTo(actor),
    count: 'none',
  });
  return page.data;
}

/** Whether the warehouse exists in the caller's company. */
export const gudangExists = async (tx: Tx, id: number) => (await tx.execute(sql`select 1 from master_gudang where master_gudang_id = ${id}`)).rows.length > 0;

/** Whether another warehouse of the company has this name (case-insensitive). */
export const gudangNameTaken = async (tx: Tx, name: string, exceptId = 0) =>
  (await tx.execute(sql`select 1 from master_gudang where lower(master_gudang_name) = lower(${name}) and master_gudang_id <> ${exceptId}`)).rows.length > 0;
