import { formatUnits, STOCK_TRANSFER_STATES } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import type { ExportSheet } from '../../../platform/excel/export-job.js';
import type { SheetColumn } from '../../../platform/excel/xlsx-stream.js';
import { buildList, keysetPages, type ListQueryInput } from '../../../platform/list.js';
import { transferListSpec, transferScope } from './queries.js';

const COLUMNS: SheetColumn[] = [
  { header: 'Nomor', key: 'transfer_number', width: 18, kind: 'text' },
  { header: 'Tanggal', key: 'transfer_date', width: 12 },
  { header: 'Gudang Asal', key: 'gudang_from_name', width: 20 },
  { header: 'Gudang Tujuan', key: 'gudang_to_name', width: 20 },
  { header: 'Status', key: 'status_label', width: 22 },
  { header: 'SKU', key: 'product_sku', kind: 'text' },
  { header: 'Produk', key: 'product_name', width: 32 },
  { header: 'Batch', key: 'batch_no', kind: 'text' },
  { header: 'Kedaluwarsa', key: 'expired_date', width: 12 },
  { header: 'Jumlah (satuan kecil)', key: 'qty', kind: 'number', width: 18 },
  { header: 'Jumlah', key: 'qty_text', width: 22 },
  { header: 'Harga Pokok', key: 'unit_cost', kind: 'money' },
  { header: 'Nilai', key: 'value', kind: 'money' },
  { header: 'Catatan', key: 'note', width: 24 },
  { header: 'Alasan Penolakan', key: 'transfer_reject_reason', width: 24 },
  { header: 'Dibuat Oleh', key: 'created_by_name' },
  { header: 'Disetujui Oleh', key: 'approved_by_name' },
  { header: 'Diterima Oleh', key: 'received_by_name' },
];

const stamp = () => new Date().toISOString().slice(0, 10).replace(/-/g, '');
const stateLabel = (s: unknown) => STOCK_TRANSFER_STATES.find((x) => x.value === s)?.label ?? String(s);

/**
 * The transfers matching the list's filters as a sheet, one row per line: lines are read in line order
 * by keyset pages (an index range each, however many there are) and written as they come; an export
 * job's step reads on after the last line it wrote (`after`).
 */
export async function stockTransferSheet(tx: Tx, actor: Actor, query: ListQueryInput, gudangId?: number, after?: unknown): Promise<ExportSheet> {
  const { where } = buildList(transferListSpec, { ...query, page: 1 }, transferScope(actor, gudangId));
  const filter: SQL = where ?? sql`true`;
  async function* rows() {
    for await (const batch of keysetPages(tx, {
      select: sql`l.line_id, t.transfer_number, to_char(t.transfer_date, 'YYYY-MM-DD') as transfer_date, gf.master_gudang_name as gudang_from_name,
        gt.master_gudang_name as gudang_to_name, t.status, t.note, t.transfer_reject_reason, uc.name as created_by_name, ua.name as approved_by_name,
        ur.name as received_by_name, p.varian_sku as product_sku, concat_ws(' ', m.main_name, p.varian) as product_name, b.batch_no,
        to_char(b.expired_date, 'YYYY-MM-DD') as expired_date, l.qty::float8 as qty, l.unit_cost::float8 as unit_cost, (l.qty * l.unit_cost)::float8 as value,
        m.product_isi, kb.kemasan_name as besar, kk.kemasan_name as kecil`,
      from: sql`stock_transfer_line l join stock_transfer t on t.transfer_id = l.transfer_id
        left join master_gudang gf on gf.master_gudang_id = t.gudang_from_id
        left join master_gudang gt on gt.master_gudang_id = t.gudang_to_id
        left join users uc on uc.id = t.created_by
        left join users ua on ua.id = t.approved_by
        left join users ur on ur.id = t.received_by
        join product p on p.product_id = l.product_id join product_main m on m.main_id = p.main_id
        left join stock_batch b on b.batch_id = l.batch_id
        left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar
        left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil`,
      where: filter,
      key: { column: sql`l.line_id`, name: 'line_id' },
      after: after === undefined ? undefined : Number(after),
      batch: 1000,
    })) {
      yield batch.map((r) => ({
        ...r,
        status_label: stateLabel(r.status),
        qty_text: formatUnits(Number(r.qty), { isi: Math.max(1, Number(r.product_isi ?? 1)), besar: String(r.besar ?? ''), kecil: String(r.kecil ?? '') }),
      }));
    }
  }
  return { fileName: `transfer-stok-${stamp()}.xlsx`, sheetName: 'Transfer Stok', columns: COLUMNS, batches: rows(), resumeKey: 'line_id' };
}
