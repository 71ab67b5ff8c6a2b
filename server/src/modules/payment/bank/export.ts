import { type BankTransFilter, salesPaymentMethodLabel } from '@bo/contract';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import type { ExportSheet } from '../../../platform/excel/export-job.js';
import type { SheetColumn } from '../../../platform/excel/xlsx-stream.js';
import { bankMovementBatches, bankPeriodOf, bankTransSummary } from './queries.js';

const MOVEMENT_COLUMNS: SheetColumn[] = [
  { header: 'Tanggal', key: 'payment_date', kind: 'date' },
  { header: 'No. Pembayaran', key: 'payment_number', kind: 'text', width: 22 },
  { header: 'Arah', key: 'direction', width: 10 },
  { header: 'Akun Kas & Bank', key: 'kasbank_name', width: 24 },
  { header: 'Pelanggan / Supplier', key: 'party_name', width: 28 },
  { header: 'Dokumen', key: 'document_numbers', width: 30 },
  { header: 'Metode', key: 'payment_method_label', width: 16 },
  { header: 'Catatan', key: 'note', width: 30 },
  { header: 'Masuk', key: 'money_in', kind: 'money' },
  { header: 'Keluar', key: 'money_out', kind: 'money' },
  { header: 'Saldo Akun', key: 'balance', kind: 'money' },
];

const SUMMARY_COLUMNS: SheetColumn[] = [
  { header: 'Kode Akun', key: 'kasbank_code', kind: 'text' },
  { header: 'Nama Akun', key: 'kasbank_name', width: 28 },
  { header: 'Jenis', key: 'kasbank_type', width: 10 },
  { header: 'Bank', key: 'kasbank_bank_name', width: 18 },
  { header: 'No. Rekening', key: 'kasbank_account_number', kind: 'text', width: 20 },
  { header: 'Saldo Awal Periode', key: 'opening', kind: 'money' },
  { header: 'Masuk', key: 'money_in', kind: 'money' },
  { header: 'Keluar', key: 'money_out', kind: 'money' },
  { header: 'Saldo Akhir', key: 'closing', kind: 'money' },
  { header: 'Jumlah Transaksi', key: 'movement_count', kind: 'number' },
];

const fileDays = (f: BankTransFilter) => {
  const p = bankPeriodOf(f);
  return `${p.start.replace(/-/g, '')}-${p.end.replace(/-/g, '')}`;
};

async function* labelled(batches: AsyncGenerator<Record<string, unknown>[]>) {
  for await (const rows of batches)
    yield rows.map((r) => ({
      ...r,
      direction: Number(r.money_in) > 0 ? 'Masuk' : 'Keluar',
      payment_method_label: salesPaymentMethodLabel(r.payment_method as string | null) ?? r.payment_method ?? '',
    }));
}

/** /bank_trans/excel: the period's movements with the account's balance after each (a job step reads on after `after` rows). */
export async function bankMovementSheet(tx: Tx, actor: Actor, f: BankTransFilter, after?: unknown): Promise<ExportSheet> {
  bankPeriodOf(f);
  return {
    fileName: `kas-bank-mutasi-${fileDays(f)}.xlsx`,
    sheetName: 'Mutasi Kas & Bank',
    columns: MOVEMENT_COLUMNS,
    batches: labelled(bankMovementBatches(tx, actor, f, 1000, Number(after ?? 0))),
    resumeByOffset: true,
  };
}

/** /bank_trans/excel_summary: every account's opening, in, out and closing of the period, and the total of all accounts. */
export async function bankSummarySheet(tx: Tx, actor: Actor, f: BankTransFilter): Promise<ExportSheet> {
  const s = await bankTransSummary(tx, actor, f);
  const rows: Record<string, unknown>[] = [...s.accounts, { kasbank_name: 'Total semua akun', ...s.totals }];
  return {
    fileName: `kas-bank-saldo-${fileDays(f)}.xlsx`,
    sheetName: 'Saldo Kas & Bank',
    columns: SUMMARY_COLUMNS,
    batches: (async function* () {
      yield rows;
    })(),
  };
}
