import { type FieldDef, type ListResult, RESOURCE_BY_KEY, type ResourceDef } from '@bo/contract';
import { get, post } from '../../api/client';
import type { RemoteOption } from '../remote-select';

type Row = Record<string, unknown>;

/** The list's label of a reference: the referenced resource's name field (the server joins it in). */
export const refLabelKey = (f: FieldDef) => RESOURCE_BY_KEY[f.ref?.resource ?? '']?.nameField ?? `${f.name}_name`;

const toOptions = (def: ResourceDef, rows: Row[]): RemoteOption[] =>
  rows.map((r) => ({ value: Number(r[def.idField]), label: String(r[def.nameField] ?? r[def.idField]) }));

/**
 * Options of a reference field. Member types come from GET /member/type (open to every logged-in
 * user, so a contact editor need not hold the member-type page); other areas from their find call,
 * or their list with the free-text search.
 */
export async function fetchRefOptions(f: FieldDef, search: string): Promise<RemoteOption[]> {
  const def = RESOURCE_BY_KEY[f.ref?.resource ?? ''];
  if (!def) return [];
  if (def.key === 'member_type') {
    const rows = await get<Row[]>('/member/type', undefined, { silent: true });
    const s = search.toLowerCase();
    return toOptions(def, rows).filter((o) => o.label.toLowerCase().includes(s));
  }
  if (def.calls.find && search) return toOptions(def, await post<Row[]>(def.calls.find, { search }, { silent: true }));
  const res = await post<ListResult<Row>>(def.calls.list, { columnFilters: search ? { search } : {}, page: 1, perPage: 50 }, { silent: true });
  return toOptions(def, res.data);
}
