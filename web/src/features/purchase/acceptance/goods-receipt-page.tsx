import { FileTextOutlined, PrinterOutlined } from '@ant-design/icons';
import { goodsReceipt, goodsReceiptInternal } from '@bo/contract';
import { Button, Descriptions, message, Space, Tag, Tooltip } from 'antd';
import { batchColumns } from '../../../components/document/document-columns';
import { DocumentPage } from '../../../components/document/document-page';
import type { GeneralConfig } from '../../../lib/config';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { formatRupiah } from '../../../lib/format-number';
import { printDocument } from '../../../lib/print/document-print';
import { useRowChoice } from '../../../lib/use-row-choice';
import { VendorSelect } from '../order/purchase-order-shared';
import {
  exportGoodsReceipts,
  type GoodsReceiptDetail,
  type GoodsReceiptRow,
  getGoodsReceipt,
  useGoodsReceipt,
  useGoodsReceipts,
  useMoveGoodsReceipt,
} from './api/goods-receipt-api';
import { ReceiptFormModal } from './goods-receipt-form';
import { pembelianKwitansiPrint, pembelianMultiplePrint, pembelianSinglePrint } from './print-pembelian';
import { penerimaanPrint } from './print-penerimaan';
import { penerimaanInternalPrint } from './print-penerimaan-internal';

type Line = GoodsReceiptDetail['lines'][number];

/** Receipts whose supplier invoice can be printed: approved receipts from a supplier. */
const isInvoice = (r: Pick<GoodsReceiptRow, 'status' | 'is_internal'>) => r.status === 'approved' && !r.is_internal;
/** May the receipt be edited: the server's answer; before it answers one, while it waits for approval. */
const editable = (r: Pick<GoodsReceiptRow, 'status'> & { editable?: boolean }) => r.editable ?? r.status === 'waiting';

const PAID_OPTIONS = [
  { value: 'paid', label: 'Lunas' },
  { value: 'unpaid', label: 'Belum lunas' },
];

/** Pembelian > Penerimaan: goods received against purchase orders, waiting for approval. */
export const GoodsReceiptPage = () => <ReceiptsPage internal={false} />;
/** Pembelian > Penerimaan Internal: goods of internal orders arriving from the source warehouse. */
export const GoodsReceiptInternalPage = () => <ReceiptsPage internal />;

function ReceiptsPage({ internal }: { internal: boolean }) {
  const move = useMoveGoodsReceipt();
  const chosen = useRowChoice<GoodsReceiptRow>((r) => r.penerimaan_id, { selectable: isInvoice, label: (r) => `Pilih ${r.penerimaan_number}` });
  return (
    <DocumentPage<GoodsReceiptRow, GoodsReceiptDetail, Line>
      doc={internal ? goodsReceiptInternal : goodsReceipt}
      prefix="gr"
      className={internal ? 'gr-page gr-internal-page' : 'gr-page'}
      title={internal ? 'Penerimaan Internal' : 'Penerimaan'}
      addLabel="Tambah Penerimaan"
      idField="penerimaan_id"
      numberField="penerimaan_number"
      list={useGoodsReceipts(internal)}
      baseFilters={{ is_internal: internal ? 1 : 0 }}
      filters={[
        ...(internal
          ? []
          : [
              {
                kind: 'custom' as const,
                field: 'vendor_id',
                width: 220,
                render: (v: unknown, set: (v: unknown) => void) => (
                  <VendorSelect className="gr-filter-vendor" allowClear placeholder="Semua supplier" value={v as number} onChange={set} />
                ),
              },
            ]),
        { kind: 'warehouse' },
        { kind: 'status', width: 200 },
        ...(internal
          ? []
          : [
              {
                kind: 'select' as const,
                field: 'payment_status',
                className: 'gr-filter-paid',
                placeholder: 'Semua pembayaran',
                width: 170,
                options: PAID_OPTIONS,
              },
            ]),
        { kind: 'period' },
        { kind: 'search', placeholder: 'Cari nomor', width: 200 },
      ]}
      rowSelection={internal ? undefined : chosen.rowSelection}
      beforeTable={(ctx) => !internal && chosen.size > 0 && <ChosenInvoices rows={chosen.rows} clear={chosen.clear} company={ctx.company} />}
      columns={[
        { key: 'number', number: true, width: 160 },
        { title: 'Tanggal', dataIndex: 'penerimaan_date', width: 110, render: (v) => formatDate(v, 'DD-MM-YYYY') },
        { title: 'Pesanan', dataIndex: 'order_number', width: 150 },
        internal ? { title: 'Gudang Asal', dataIndex: 'gudang_source_name' } : { title: 'Supplier', dataIndex: 'vendor_name' },
        { title: 'Gudang', dataIndex: 'master_gudang_name' },
        ...(internal
          ? []
          : [
              { title: 'Total', dataIndex: 'grand_total', type: 'money' as const, width: 130 },
              {
                title: 'Bayar',
                dataIndex: 'is_paid',
                width: 110,
                render: (v: number, r: GoodsReceiptRow) =>
                  r.status !== 'approved' ? '-' : v ? <Tag color="green">Lunas</Tag> : <Tag color="orange">Belum lunas</Tag>,
              },
            ]),
        'status',
      ]}
      scrollX={1150}
      exportExcel={exportGoodsReceipts}
      print={async (id) => {
        const d = await getGoodsReceipt(id);
        return d.is_internal ? penerimaanInternalPrint(d) : penerimaanPrint(d);
      }}
      rowButtons={(r, ctx) =>
        isInvoice(r) && (
          <Tooltip title="Cetak faktur pembelian">
            <Button
              size="small"
              className="gr-print-invoice"
              icon={<FileTextOutlined />}
              aria-label={`Cetak faktur ${r.penerimaan_number}`}
              onClick={() => printDocument(async () => pembelianSinglePrint(await getGoodsReceipt(r.penerimaan_id)), ctx.company)}
            />
          </Tooltip>
        )
      }
      editable={editable}
      loadForEdit={(r) => getGoodsReceipt(r.penerimaan_id)}
      move={{
        subject: (r) => `${r.penerimaan_number} (pesanan ${r.order_number})`,
        run: async (r, t) => (await move.mutateAsync({ penerimaan_id: r.penerimaan_id, action: t.action as 'approve' })).msg,
      }}
      detail={{
        use: useGoodsReceipt,
        size: 900,
        items: (d) => [
          'status',
          ['Pesanan', d.order_number],
          internal ? ['Gudang Asal', d.gudang_source_name] : ['Supplier', d.vendor_name],
          ['Gudang', d.master_gudang_name],
          ['Tanggal', formatDate(d.penerimaan_date)],
          d.invoice_number && ['No. Faktur', d.invoice_number],
          !internal && d.due_date && ['Jatuh Tempo', formatDate(d.due_date)],
          d.approved_at && ['Disetujui', formatDateTime(d.approved_at)],
          ['Dibuat oleh', d.created_by_name ?? '-'],
          'note',
        ],
        lines: {
          columns: [
            { title: 'Produk', dataIndex: 'product_name', render: (v: string, l: Line) => (l.product_sku ? `${v} (${l.product_sku})` : v) },
            ...batchColumns<Line>(),
            { title: 'Jumlah', dataIndex: 'qty_text' },
            ...(internal ? [] : [{ title: 'Subtotal', dataIndex: 'subtotal', type: 'money' as const }]),
          ],
        },
        after: (d) => !internal && <ReceiptTotals d={d} />,
      }}
      form={(p) => <ReceiptFormModal internal={internal} editing={p.editing} onClose={p.onClose} onSaved={p.onSaved} />}
    />
  );
}

/** The server's totals of a supplier receipt and, once approved, what is still owed. */
const ReceiptTotals = ({ d }: { d: GoodsReceiptDetail }) => (
  <Descriptions size="small" column={1} bordered className="gr-totals" style={{ maxWidth: 360, marginLeft: 'auto', marginTop: 12 }}>
    <Descriptions.Item label="Subtotal">{formatRupiah(d.subtotal)}</Descriptions.Item>
    {d.is_ppn ? <Descriptions.Item label={`PPN ${String(d.ppn_percent).replace('.', ',')}%`}>{formatRupiah(d.ppn)}</Descriptions.Item> : null}
    <Descriptions.Item label="Total">
      <b>{formatRupiah(d.grand_total)}</b>
    </Descriptions.Item>
    {d.status === 'approved' && <Descriptions.Item label="Sisa utang">{formatRupiah(d.outstanding)}</Descriptions.Item>}
  </Descriptions>
);

/** The chosen supplier invoices: printed on one recap, or on one kwitansi when they are one supplier's and something is owed. */
function ChosenInvoices({ rows, clear, company }: { rows: GoodsReceiptRow[]; clear: () => void; company: Partial<GeneralConfig> | undefined }) {
  const printKwitansi = () => {
    if (new Set(rows.map((r) => r.vendor_id)).size > 1) return message.error('Kwitansi hanya untuk faktur dari satu supplier');
    if (rows.every((r) => Number(r.outstanding) <= 0)) return message.error('Faktur yang dipilih sudah lunas');
    printDocument(async () => pembelianKwitansiPrint(rows), company);
  };
  return (
    <Space wrap className="gr-selection" style={{ marginBottom: 12 }}>
      <span>{rows.length} faktur dipilih</span>
      <Button icon={<PrinterOutlined />} className="gr-print-multiple" onClick={() => printDocument(async () => pembelianMultiplePrint(rows), company)}>
        Cetak Rekap Pembelian
      </Button>
      <Button icon={<FileTextOutlined />} className="gr-print-kwitansi" onClick={printKwitansi}>
        Cetak Kwitansi
      </Button>
      <Button type="link" className="gr-selection-clear" onClick={clear}>
        Batal pilih
      </Button>
    </Space>
  );
}
