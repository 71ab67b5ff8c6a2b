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

/**
 * For tests: a Kas & Bank account of the company to receive a cashier sale paid by card, QRIS or
 * transfer (such a sale must name one, bank_id); created by `admin` when the company has none.
 * Answers its kasbank_id.
 */
export async function receivingAccount(admin: Client): Promise<number> {
  const banks = (await admin.get('/purchase_order/komponen/bank')).data as { value: number }[];
  if (banks.length) return banks[0].value;
  made += 1;
  const bank = { kasbank_code: `TRM${made}`, kasbank_name: `Rekening Terminal ${made}`, kasbank_type: 'bank', kasbank_bank_name: 'BCA' };
  const r = await admin.post('/master/kasbank/create', bank);
  if (r.http !== 200) throw new Error(`kasbank: ${JSON.stringify(r.errors)}`);
  return ((await admin.get('/purchase_order/komponen/bank')).data as { value: number }[])[0].value;
}
