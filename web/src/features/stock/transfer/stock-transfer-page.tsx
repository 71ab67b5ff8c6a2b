import { EyeOutlined, FileExcelOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { formatUnits, STOCK_TRANSFER_STATES, stockTransfer } from '@bo/contract';
import { Button, Card, DatePicker, Descriptions, Drawer, Empty, Form, Input, Modal, message, Select, Space, Table, Tag, Typography } from 'antd';
import { DocumentLines, qtyColumn } from '../../../components/document/document-lines';
import { qtyEntered } from '../../../components/unit-qty';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DocumentActions } from '../../../components/document/document-actions';
import { ProductSearch } from '../../../components/product-search/product-search';
import { WarehouseSelect } from '../../../components/warehouse-select';
import { useGeneralConfig } from '../../../lib/config';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { printDocument } from '../../../lib/print/document-print';
import { useFormSubmit } from '../../../lib/use-form-submit';
import {
  exportStockTransfers,
  getStockTransfer,
  type ProductInGudang,
  type StockTransferRow,
  searchProductsInGudang,
  type TransferBatch,
  useMoveStockTransfer,
  useSaveStockTransfer,
  useStockTransfer,
  useStockTransfers,
} from './api/stock-transfer-api';
import { stockTransferPrint } from './print-stock-transfer';
import { batchOption, expiryText } from '../../../lib/batch-label';
import { PeriodFilter } from '../../../components/document/period-filter';
import { FormErrorAlert } from '../../../components/form-error-alert';

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

const stateOf = (s: string) => STOCK_TRANSFER_STATES.find((x) => x.value === s);
const StatusTag = ({ status }: { status: string }) => (
  <Tag color={stateOf(status)?.color} className={`transfer-status-${status}`}>
    {stateOf(status)?.label ?? status}
  </Tag>
);

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

const printTransfer = (id: number, company: Parameters<typeof printDocument>[1]) =>
  printDocument(async () => stockTransferPrint(await getStockTransfer(id)), company);

/** Transfer Stok (Inventori > stocktransfer): transfers between warehouses with approval, in transit and receipt. */
export function StockTransferPage() {
  const list = useStockTransfers();
  const company = useGeneralConfig();
  const [filters, setFilters] = useState<{ gudang_id?: number | null; status?: string; transfer_number?: string; period?: [Dayjs, Dayjs] | null }>({});
  const [detailId, setDetailId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [exporting, setExporting] = useState(false);
  const toQuery = (next: typeof filters) => {
    const f: Record<string, unknown> = {};
    if (next.gudang_id) f.gudang_id = next.gudang_id;
    if (next.status) f.status = next.status;
    if (next.transfer_number) f.transfer_number = next.transfer_number;
    if (next.period) {
      f.date_start = next.period[0].format('YYYY-MM-DD');
      f.date_end = next.period[1].format('YYYY-MM-DD');
    }
    return f;
  };
  const apply = (next: typeof filters) => {
    setFilters(next);
    list.setFilters(toQuery(next));
  };
  const exportExcel = async () => {
    setExporting(true);
    try {
      await exportStockTransfers(toQuery(filters));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Card
      className="stock-transfer-page"
      title="Transfer Stok"
      extra={
        <Space>
          <Button icon={<FileExcelOutlined />} className="transfer-excel" loading={exporting} onClick={exportExcel}>
            Ekspor Excel
          </Button>
          <Button type="primary" icon={<PlusOutlined />} className="transfer-add" onClick={() => setAdding(true)}>
            Tambah Transfer
          </Button>
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <WarehouseSelect
          className="transfer-filter-gudang"
          allowClear
          placeholder="Semua gudang"
          value={filters.gudang_id}
          onChange={(v) => apply({ ...filters, gudang_id: v })}
          style={{ minWidth: 200 }}
        />
        <Select
          className="transfer-filter-status"
          allowClear
          placeholder="Semua status"
          style={{ minWidth: 200 }}
          value={filters.status}
          options={STOCK_TRANSFER_STATES.map((s) => ({ value: s.value, label: s.label }))}
          onChange={(v) => apply({ ...filters, status: v })}
        />
        <PeriodFilter className="transfer-period" value={filters.period} onChange={(period) => apply({ ...filters, period })} />
        <Input.Search
          allowClear
          className="transfer-search"
          placeholder="Cari nomor transfer"
          onSearch={(v) => apply({ ...filters, transfer_number: v })}
          style={{ width: 220 }}
        />
      </Space>
      <Table<StockTransferRow>
        className="transfer-table"
        rowKey="transfer_id"
        size="small"
        loading={list.loading}
        dataSource={list.rows}
        scroll={{ x: 1000 }}
        pagination={list.pagination}
        locale={{ emptyText: <Empty description="Belum ada transfer stok" /> }}
        columns={[
          { title: 'Nomor', dataIndex: 'transfer_number', render: (v, r) => <a onClick={() => setDetailId(r.transfer_id)}>{v}</a> },
          { title: 'Tanggal', dataIndex: 'transfer_date', width: 110, render: (v) => formatDate(v, 'DD-MM-YYYY') },
          { title: 'Dari Gudang', dataIndex: 'gudang_from_name' },
          { title: 'Ke Gudang', dataIndex: 'gudang_to_name' },
          { title: 'Baris', dataIndex: 'line_count', align: 'right', width: 70 },
          { title: 'Status', dataIndex: 'status', width: 190, render: (v: string) => <StatusTag status={v} /> },
          { title: 'Dibuat', dataIndex: 'created_by_name' },
          {
            title: 'Aksi',
            key: 'actions',
            fixed: 'right',
            render: (_, r) => (
              <Space size={4} wrap>
                <Button
                  size="small"
                  className="transfer-detail"
                  icon={<EyeOutlined />}
                  aria-label={`Detail ${r.transfer_number}`}
                  onClick={() => setDetailId(r.transfer_id)}
                />
                <Button
                  size="small"
                  className="transfer-print"
                  icon={<PrinterOutlined />}
                  aria-label={`Cetak ${r.transfer_number}`}
                  onClick={() => printTransfer(r.transfer_id, company.data)}
                />
                <TransferActions row={r} />
              </Space>
            ),
          },
        ]}
      />
      <TransferDetail id={detailId} onClose={() => setDetailId(null)} onPrint={(id) => printTransfer(id, company.data)} />
      {adding && <TransferFormModal onClose={() => setAdding(false)} onSaved={(id) => setDetailId(id)} />}
    </Card>
  );
}

/** The machine's buttons for a transfer (approve, reject with reason, receive), as the user's rights allow. */
function TransferActions({ row }: { row: StockTransferRow }) {
  const move = useMoveStockTransfer();
  return (
    <DocumentActions
      doc={stockTransfer}
      state={row.status}
      subject={`${row.transfer_number}: ${row.gudang_from_name ?? ''} → ${row.gudang_to_name ?? ''}`}
      run={async (t, reason) => {
        const env = await move.mutateAsync({ transfer_id: row.transfer_id, action: t.action, transfer_reject_reason: reason });
        message.success(env.msg);
      }}
    />
  );
}

function TransferDetail({ id, onClose, onPrint }: { id: number | null; onClose: () => void; onPrint: (id: number) => void }) {
  const d = useStockTransfer(id);
  const t = d.data;
  return (
    <Drawer
      className="transfer-detail-drawer"
      open={id !== null}
      onClose={onClose}
      title={t ? `Transfer Stok ${t.transfer_number}` : 'Transfer Stok'}
      size="large"
      extra={
        id !== null && (
          <Space>
            {t && <TransferActions row={t} />}
            <Button icon={<PrinterOutlined />} className="transfer-detail-print" onClick={() => onPrint(id)}>
              Cetak
            </Button>
          </Space>
        )
      }
    >
      {t && (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
            <Descriptions.Item label="Status">
              <StatusTag status={t.status} />
            </Descriptions.Item>
            <Descriptions.Item label="Dari Gudang">{t.gudang_from_name}</Descriptions.Item>
            <Descriptions.Item label="Ke Gudang">{t.gudang_to_name}</Descriptions.Item>
            <Descriptions.Item label="Tanggal">{formatDate(t.transfer_date)}</Descriptions.Item>
            <Descriptions.Item label="Dibuat">{`${formatDateTime(t.created_at)} oleh ${t.created_by_name ?? '-'}`}</Descriptions.Item>
            {t.approved_at && (
              <Descriptions.Item label={t.status === 'rejected' ? 'Ditolak' : 'Disetujui'}>
                {`${formatDateTime(t.approved_at)} oleh ${t.approved_by_name ?? '-'}`}
              </Descriptions.Item>
            )}
            {t.received_at && <Descriptions.Item label="Diterima">{`${formatDateTime(t.received_at)} oleh ${t.received_by_name ?? '-'}`}</Descriptions.Item>}
            {t.transfer_reject_reason && <Descriptions.Item label="Alasan penolakan">{t.transfer_reject_reason}</Descriptions.Item>}
            {t.note && <Descriptions.Item label="Catatan">{t.note}</Descriptions.Item>}
            <Descriptions.Item label="Dicetak">{t.print_count ? `${t.print_count} kali` : 'Belum pernah'}</Descriptions.Item>
          </Descriptions>
          {t.status === 'in_transit' && (
            <Typography.Paragraph type="secondary" className="transfer-transit-note">
              Stok sudah keluar dari {t.gudang_from_name} dan belum masuk ke {t.gudang_to_name}: dalam perjalanan sampai diterima.
            </Typography.Paragraph>
          )}
          <Table
            className="transfer-lines"
            rowKey="line_id"
            size="small"
            pagination={false}
            dataSource={t.lines}
            columns={[
              { title: 'Produk', dataIndex: 'product_name' },
              { title: 'Batch', dataIndex: 'batch_no', render: (v) => v ?? '-' },
              { title: 'Kedaluwarsa', dataIndex: 'expired_date', render: (v) => (v ? formatDate(v) : '-') },
              { title: 'Jumlah', dataIndex: 'qty_text' },
            ]}
          />
        </>
      )}
    </Drawer>
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

  const { busy, submit } = useFormSubmit(form, async (v: TransferForm) => {
    const body = {
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
    };
    const r = await save.mutateAsync(body);
    message.success(`Transfer stok ${r.data.transfer_number} disimpan dan menunggu persetujuan`);
    onClose();
    onSaved(r.data.transfer_id);
  });

  const confirmSave = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const all: TransferLineForm[] = form.getFieldValue('lines') ?? [];
    if (!all.length) {
      message.error('Tambahkan minimal satu produk yang dikirim');
      return;
    }
    Modal.confirm({
      title: 'Simpan transfer stok?',
      content: (
        <div className="transfer-confirm-content">
          <p>Transfer menunggu persetujuan; stok keluar dari gudang asal saat disetujui dan masuk ke gudang tujuan saat diterima.</p>
          <ul style={{ paddingLeft: 18 }}>
            {all.map((l) => (
              <li key={l.product_id}>{`${l.product_name}: ${formatUnits(l.qty ?? 0, unitsOf(l))}`}</li>
            ))}
          </ul>
        </div>
      ),
      okText: 'Simpan',
      cancelText: 'Batal',
      okButtonProps: { className: 'transfer-confirm' },
      onOk: () => submit({ ...v, ...(form.getFieldsValue(true) as TransferForm) }),
    });
  };

  return (
    <Modal
      open
      className="transfer-form"
      width={1100}
      title="Tambah Transfer Stok"
      onCancel={onClose}
      okText="Simpan"
      cancelText="Batal"
      confirmLoading={busy}
      okButtonProps={{ className: 'transfer-save' }}
      onOk={confirmSave}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ lines: [] }}>
        <FormErrorAlert form={form} />
        <Space wrap style={{ width: '100%' }} align="start">
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
          <Form.Item label="Tambah produk" style={{ minWidth: 360 }}>
            <ProductSearch<ProductInGudang>
              id="transfer_product"
              disabled={!fromId}
              value={null}
              fetcher={(s) => searchProductsInGudang(fromId as number, s)}
              onChange={(_id, row) => addProduct(row)}
              placeholder={fromId ? 'Ketik 3 huruf atau pindai barcode' : 'Pilih gudang asal terlebih dahulu'}
            />
          </Form.Item>
        </Space>
        <DocumentLines<TransferLineForm>
          className="transfer-form-lines"
          lines={lines}
          scrollX={1000}
          emptyText={fromId ? 'Cari produk yang ada di gudang asal' : 'Pilih gudang asal terlebih dahulu'}
          columns={[
            {
              title: 'Tersedia',
              key: 'available',
              width: 150,
              render: (l, f) => {
                if (!l) return null;
                // A batch gives at most what it holds and what orders leave of the variant.
                const chosen = l.batch_id === FEFO ? l.available : Math.min(l.available, l.batches.find((b) => b.batch_id === l.batch_id)?.qty ?? 0);
                return (
                  <>
                    {formatUnits(chosen, unitsOf(l))}
                    {l.reserved > 0 && (
                      <Typography.Text type="secondary" className={`line-reserved-${f.name}`} style={{ display: 'block', fontSize: 12 }}>
                        {`dipesan tagihan ${formatUnits(l.reserved, unitsOf(l))}`}
                      </Typography.Text>
                    )}
                  </>
                );
              },
            },
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
        <Form.Item name="note" label="Catatan" style={{ marginTop: 12 }}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
