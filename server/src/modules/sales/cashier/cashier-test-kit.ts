import type { Client } from '../../../test/harness.js';

let made = 0;

/**
 * For tests: the open cashier session of `client` (a cashier sale is recorded in its user's open
 * session), opened in warehouse `gudangId` with no opening cash when there is none; `admin` adds an
 * active master shift when the company has none. Answers the session's shift_id.
 */
export async function openCashierShift(admin: Client, client: Client = admin, gudangId = 1): Promise<number> {
  let current = (await client.get('/kasir/shift/current')).data as { shift: { shift_id: number } | null; master_shifts: { shift_id: number }[] };
  if (current.shift) return current.shift.shift_id;
  if (!current.master_shifts.length) {
    made += 1;
    const r = await admin.post('/shift_config/create_stored', { shift_name: `Shift Uji ${made}`, shift_start: '00:00', shift_end: '23:59' });
    if (r.http !== 200) throw new Error(`master shift: ${JSON.stringify(r.errors)}`);
    current = (await client.get('/kasir/shift/current')).data;
  }
  const open = await client.post('/kasir/shift/open', { master_shift_id: current.master_shifts[0].shift_id, gudang_id: gudangId, opening_cash: 0 });
  if (open.http !== 200) throw new Error(`open shift: ${JSON.stringify(open.errors)}`);
  return open.data.shift_id as number;
}
