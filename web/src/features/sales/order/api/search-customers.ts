import type { ListResult } from '@bo/contract';
import { get, post } from '../../../../api/client';
import type { RemoteOption } from '../../../../components/remote-select';

export interface MemberRow {
  member_id: number;
  member_name: string;
  member_phone: string | null;
  member_address?: string | null;
  /** The member type's name (answered by /member/index; the server prices by it). */
  member_type_name?: string | null;
}
export type CustomerOption = RemoteOption & { member: MemberRow };

const option = (m: MemberRow): CustomerOption => ({
  value: m.member_id,
  label: m.member_phone ? `${m.member_name} (${m.member_phone})` : m.member_name,
  member: m,
});

/**
 * Customers (approved contacts) by name or phone: POST /member/index for holders of Kontak, else the
 * contacts of GET /lead/options (the sales pages' look-up).
 */
export async function searchCustomers(search: string, viaKontak: boolean): Promise<CustomerOption[]> {
  if (viaKontak) {
    const r = await post<ListResult<MemberRow>>('/member/index', { columnFilters: search ? { search } : {}, page: 1, perPage: 30 }, { silent: true });
    return r.data.map(option);
  }
  const r = await get<{ members: MemberRow[] }>('/lead/options', { search }, { silent: true });
  return r.members.map(option);
}
