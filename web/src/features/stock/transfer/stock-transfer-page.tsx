import { formatUnits, stockTransfer } from '@bo/contract';
import { DatePicker, Form, message, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { batchColumns } from '../../../components/document/document-columns';
import { byLine } from '../../../components/document/document-drawer';
import { DocumentFormShell } from '../../../components/document/document-form-shell';
import { availableColumn, DocumentLines, qtyColumn } from '../../../components/document/document-lines';
import { DocumentPage } from '../../../components/document/document-page';
import { DocumentProductAdder } from '../../../components/document/document-product-adder';
import { qtyEntered } from '../../../components/unit-qty';
import { WarehouseSelect } from '../../../components/warehouse-select';
import { batchOption, expiryText } from '../../../lib/batch-label';
import { formatDate } from '../../../lib/dates';
import {
  exportStockTransfers,
  getStockTransfer,
  type ProductInGudang,
  type StockTransferLine,
  type StockTransferRow,
  searchProductsInGudang,
  type TransferBatch,
  useMoveStockTransfer,
  useSaveStockTransfer,
  useStockTransfer,
  useStockTransfers,
} from './api/stock-transfer-api';
import { stockTransferPrint } from './print-stock-transfer';

/** The batch choice that leaves the batches to the server, first expiry first. */
const FEFO = -1;

interface TransferLineForm {
  product_id: number;
  product_name: string;
  /** FEFO (automatic), or a batch the user chose (0 = stock without batch). */
  batch_id: number;
  qty: number | null;
  batches: TransferBatch[];
  /** What the source may give: its stock less what orders have reserved there. */
  available: number;
  reserved: number;
  isi: number;
  besar: string;
  kecil: string;
}

interface TransferForm {
  gudang_from_id?: number;
  gudang_to_id?: number;
  transfer_date?: Dayjs;
  note?: string;
  lines: TransferLineForm[];
}

const unitsOf = (l: Pick<TransferLineForm, 'isi' | 'besar' | 'kecil'>) => ({ isi: l.isi, besar: l.besar, kecil: l.kecil });

/** The FEFO proposal for a quantity: from each batch, first expiry first, what it can give. */
export function fefoProposal(batches: TransferBatch[], qty: number) {
  const out: { batch: TransferBatch; take: number }[] = [];
  let rest = qty;
  for (const b of batches) {
    if (rest <= 0) break;
    const take = Math.min(rest, b.qty);
    out.push({ batch: b, take });
    rest -= take;
  }
  return { parts: out, short: Math.max(0, rest) };
}

/** Transfer Stok (Inventori > stocktransfer): transfers between warehouses with approval, in transit and receipt. */
export function StockTransferPage() {
  const move = useMoveStockTransfer();
  return (
    <DocumentPage<StockTransferRow, StockTransferRow, StockTransferLine>
      doc={stockTransfer}
      prefix="transfer"
      className="stock-transfer-page"
      title="Transfer Stok"
      idField="transfer_id"
      numberField="transfer_number"
      list={useStockTransfers()}
      filters={[
        { kind: 'warehouse' },
        { kind: 'status', width: 200 },
        { kind: 'period' },
        { kind: 'search', field: 'transfer_number', placeholder: 'Cari nomor transfer', width: 220 },
      ]}
      columns={[
        'number',
        { title: 'Tanggal', dataIndex: 'transfer_date', width: 110, render: (v) => formatDate(v, 'DD-MM-YYYY') },
        { title: 'Dari Gudang', dataIndex: 'gudang_from_name' },
        { title: 'Ke Gudang', dataIndex: 'gudang_to_name' },
        { title: 'Baris', dataIndex: 'line_count', type: 'count', width: 70 },
        'status',
        { title: 'Dibuat', dataIndex: 'created_by_name' },
      ]}
      exportExcel={exportStockTransfers}
      print={async (id) => stockTransferPrint(await getStockTransfer(id))}
      addLabel="Tambah Transfer"
      move={{
        subject: (r) => `${r.transfer_number}: ${r.gudang_from_name ?? ''} → ${r.gudang_to_name ?? ''}`,
        run: async (r, t, reason) =>
          (await move.mutateAsync({ transfer_id: r.transfer_id, action: t.action as 'approve', transfer_reject_reason: reason })).msg,
      }}
      detail={{
        use: useStockTransfer,
        items: (t) => [
          'status',
          ['Dari Gudang', t.gudang_from_name],
          ['Ke Gudang', t.gudang_to_name],
          ['Tanggal', formatDate(t.transfer_date)],
          'created',
          t.approved_at && [t.status === 'rejected' ? 'Ditolak' : 'Disetujui', byLine(t.approved_at, t.approved_by_name)],
          t.received_at && ['Diterima', byLine(t.received_at, t.received_by_name)],
          t.transfer_reject_reason && ['Alasan penolakan', t.transfer_reject_reason],
          'note',
          'printed',
        ],
        before: (t) =>
          t.status === 'in_transit' && (
            <Typography.Paragraph type="secondary" className="transfer-transit-note">
              Stok sudah keluar dari {t.gudang_from_name} dan belum masuk ke {t.gudang_to_name}: dalam perjalanan sampai diterima.
            </Typography.Paragraph>
          ),
        lines: {
          columns: [{ title: 'Produk', dataIndex: 'product_name' }, ...batchColumns<StockTransferLine>(), { title: 'Jumlah', dataIndex: 'qty_text' }],
        },
      }}
      form={(p) => <TransferFormModal onClose={p.onClose} onSaved={p.onSaved} />}
    />
  );
}

function TransferFormModal({ onClose, onSaved }: { onClose: () => void; onSaved: (id: number) => void }) {
  const [form] = Form.useForm<TransferForm>();
  const save = useSaveStockTransfer();
  const fromId = Form.useWatch('gudang_from_id', form);
  const lines: TransferLineForm[] = Form.useWatch('lines', { form, preserve: true }) ?? [];

  const addProduct = (row?: ProductInGudang) => {
    if (!row) return;
    const current: TransferLineForm[] = form.getFieldValue('lines') ?? [];
    if (current.some((l) => l.product_id === row.product_id)) {
      message.warning(`${row.product_name} sudah ada di daftar`);
      return;
    }
    const batched = row.batches.some((b) => b.batch_id > 0);
    form.setFieldValue('lines', [
      ...current,
      {
        product_id: row.product_id,
        product_name: row.product_name,
        batch_id: batched ? FEFO : 0,
        qty: null,
        batches: row.batches,
        available: row.product_qty_available ?? row.product_qty,
        reserved: row.product_qty_reserved ?? 0,
        isi: Math.max(1, Math.trunc(row.product_isi || 1)),
        besar: row.product_satuan_besar_name ?? '',
        kecil: row.product_satuan_kecil_name ?? '',
      },
    ]);
  };

  return (
    <DocumentFormShell<TransferForm>
      form={form}
      prefix="transfer"
      title="Tambah Transfer Stok"
      refuse={(v) => (v.lines?.length ? undefined : 'Tambahkan minimal satu produk yang dikirim')}
      confirm={(v) => ({
        title: 'Simpan transfer stok?',
        content: (
          <>
            <p>Transfer menunggu persetujuan; stok keluar dari gudang asal saat disetujui dan masuk ke gudang tujuan saat diterima.</p>
            <ul style={{ paddingLeft: 18 }}>
              {v.lines.map((l) => (
                <li key={l.product_id}>{`${l.product_name}: ${formatUnits(l.qty ?? 0, unitsOf(l))}`}</li>
              ))}
            </ul>
          </>
        ),
      })}
      save={async (v) => {
        const r = await save.mutateAsync({
          gudang_from_id: v.gudang_from_id as number,
          gudang_to_id: v.gudang_to_id as number,
          transfer_date: v.transfer_date ? v.transfer_date.format('YYYY-MM-DD') : undefined,
          note: v.note || undefined,
          lines: (v.lines ?? []).map((l) => ({
            product_id: l.product_id,
            ...(l.batch_id === FEFO ? {} : { batch_id: l.batch_id }),
            qty: l.qty ?? 0,
            qty_entered: qtyEntered(l.qty, l),
          })),
        });
        message.success(`Transfer stok ${r.data.transfer_number} disimpan dan menunggu persetujuan`);
        return r.data.transfer_id;
      }}
      onClose={onClose}
      onSaved={onSaved}
      header={
        <>
          <Form.Item name="gudang_from_id" label="Dari Gudang" rules={[{ required: true, message: 'Gudang asal wajib diisi' }]} style={{ minWidth: 220 }}>
            <WarehouseSelect id="gudang_from_id" onChange={(v) => form.setFieldsValue({ gudang_from_id: v ?? undefined, lines: [] })} />
          </Form.Item>
          <Form.Item
            name="gudang_to_id"
            label="Ke Gudang"
            dependencies={['gudang_from_id']}
            rules={[
              { required: true, message: 'Gudang tujuan wajib diisi' },
              ({ getFieldValue }) => ({
                validator: async (_r, v) =>
                  v && v === getFieldValue('gudang_from_id') ? Promise.reject(new Error('Gudang tujuan harus berbeda dari gudang asal')) : undefined,
              }),
            ]}
            style={{ minWidth: 220 }}
          >
            <WarehouseSelect id="gudang_to_id" />
          </Form.Item>
          <Form.Item name="transfer_date" label="Tanggal" tooltip="Kosongkan untuk tanggal hari ini">
            <DatePicker id="transfer_date" format="DD-MM-YYYY" placeholder="Hari ini" disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
          </Form.Item>
          <DocumentProductAdder<ProductInGudang>
            id="transfer_product"
            ready={!!fromId}
            notReadyText="Pilih gudang asal terlebih dahulu"
            fetcher={(s) => searchProductsInGudang(fromId as number, s)}
            onPick={(_id, row) => addProduct(row)}
          />
        </>
      }
    >
      <DocumentLines<TransferLineForm>
        className="transfer-form-lines"
        lines={lines}
        scrollX={1000}
        emptyText={fromId ? 'Cari produk yang ada di gudang asal' : 'Pilih gudang asal terlebih dahulu'}
        columns={[
          availableColumn<TransferLineForm>({
            batchQty: (l) => (l.batch_id === FEFO ? undefined : (l.batches.find((b) => b.batch_id === l.batch_id)?.qty ?? 0)),
          }),
          {
            title: 'Batch / ED',
            key: 'batch',
            width: 320,
            render: (l, f) => {
              if (!l) return null;
              if (!l.batches.some((b) => b.batch_id > 0)) return '-';
              const proposal = l.batch_id === FEFO ? fefoProposal(l.batches, l.qty ?? 0) : null;
              return (
                <Space direction="vertical" size={2} style={{ width: '100%' }}>
                  <Form.Item name={[f.name, 'batch_id']} style={{ margin: 0 }}>
                    <Select
                      aria-label="Batch"
                      className={`line-batch-${f.name}`}
                      options={[
                        { value: FEFO, label: 'Otomatis FEFO (kedaluwarsa terdekat dulu)' },
                        ...l.batches.map((b, i) => ({
                          value: b.batch_id,
                          label: batchOption(b, i === 0 ? ' · FEFO' : ''),
                        })),
                      ]}
                    />
                  </Form.Item>
                  {proposal && proposal.parts.length > 0 && (
                    <Typography.Text type="secondary" className={`line-fefo-${f.name}`} style={{ fontSize: 12 }}>
                      {`Usulan FEFO: ${proposal.parts
                        .map((p) => `${p.batch.batch_no ?? 'tanpa batch'} (ED ${expiryText(p.batch.expired_date)}) ${formatUnits(p.take, unitsOf(l))}`)
                        .join('; ')}`}
                    </Typography.Text>
                  )}
                </Space>
              );
            },
          },
          qtyColumn<TransferLineForm>({ field: 'qty' }),
        ]}
      />
    </DocumentFormShell>
  );
}
