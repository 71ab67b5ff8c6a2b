import { DeleteOutlined, EditOutlined, EyeOutlined, FileExcelOutlined, PlusOutlined, PrinterOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { PURCHASE_ORDER_STATES } from '@bo/contract';
import { Button, Card, Descriptions, Drawer, Empty, Image, Input, message, Popconfirm, Select, Space, Table, Tag, Timeline, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { WarehouseSelect } from '../../../components/warehouse-select';
import { useGeneralConfig } from '../../../lib/config';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { formatRupiah } from '../../../lib/format-number';
import {
  exportPurchaseOrders,
  getPurchaseOrder,
  type PurchaseOrderDetail,
  type PurchaseOrderRow,
  useDeletePurchaseOrderImage,
  usePurchaseOrder,
  usePurchaseOrders,
} from './api/purchase-order-api';
import { PoAutomaticModal } from './po-automatic';
import { PurchaseOrderFormModal } from './purchase-order-form';
import { editable, OrderActions, OrderStatusTag, printOrder, VendorSelect } from './purchase-order-shared';
import { PeriodFilter } from '../../../components/document/period-filter';

interface Filters {
  vendor_id?: number | null;
  gudang_source_id?: number | null;
  gudang_id?: number | null;
  status?: string;
  search?: string;
  period?: [Dayjs, Dayjs] | null;
}

const ACTION_LABEL: Record<string, string> = {
  create: 'Dibuat',
  order: 'Dipesan',
  receive_part: 'Diterima sebagian',
  receive_all: 'Diterima semua',
  cancel: 'Dibatalkan',
};
const stateLabel = (s: string) => PURCHASE_ORDER_STATES.find((x) => x.value === s)?.label ?? s;

/** Pembelian > Pemesanan: purchase orders to suppliers. */
export const PurchaseOrderPage = () => <OrdersPage internal={false} />;
/** Pembelian > Pemesanan Internal: orders from another of the company's warehouses (no prices). */
export const PurchaseOrderInternalPage = () => <OrdersPage internal />;

function OrdersPage({ internal }: { internal: boolean }) {
  const list = usePurchaseOrders(internal);
  const company = useGeneralConfig();
  const [filters, setFilters] = useState<Filters>({});
  const [detailId, setDetailId] = useState<number | null>(null);
  const [editing, setEditing] = useState<PurchaseOrderDetail | 'new' | null>(null);
  const [automatic, setAutomatic] = useState(false);
  const [exporting, setExporting] = useState(false);
  const noun = internal ? 'Pesanan Internal' : 'Pesanan Pembelian';

  const toQuery = (next: Filters) => {
    const f: Record<string, unknown> = { is_internal: internal ? 1 : 0 };
    if (next.vendor_id) f.vendor_id = next.vendor_id;
    if (next.gudang_source_id) f.gudang_source_id = next.gudang_source_id;
    if (next.gudang_id) f.gudang_id = next.gudang_id;
    if (next.status) f.status = next.status;
    if (next.search) f.search = next.search;
    if (next.period) {
      f.date_start = next.period[0].format('YYYY-MM-DD');
      f.date_end = next.period[1].format('YYYY-MM-DD');
    }
    return f;
  };
  const apply = (next: Filters) => {
    setFilters(next);
    list.setFilters(toQuery(next));
  };
  const exportExcel = async () => {
    setExporting(true);
    try {
      await exportPurchaseOrders(toQuery(filters));
    } finally {
      setExporting(false);
    }
  };
  const startEdit = async (id: number) => setEditing(await getPurchaseOrder(id));

  return (
    <Card
      className={internal ? 'po-page po-internal-page' : 'po-page'}
      title={internal ? 'Pemesanan Internal' : 'Pemesanan'}
      extra={
        <Space wrap>
          <Button icon={<FileExcelOutlined />} className="po-excel" loading={exporting} onClick={exportExcel}>
            Ekspor Excel
          </Button>
          {!internal && (
            <Button icon={<ThunderboltOutlined />} className="po-auto-open" onClick={() => setAutomatic(true)}>
              Pesanan Otomatis
            </Button>
          )}
          <Button type="primary" icon={<PlusOutlined />} className="po-add" onClick={() => setEditing('new')}>
            Tambah {noun}
          </Button>
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        {internal ? (
          <WarehouseSelect
            className="po-filter-source"
            allowClear
            placeholder="Semua gudang asal"
            value={filters.gudang_source_id}
            onChange={(v) => apply({ ...filters, gudang_source_id: v })}
            style={{ minWidth: 200 }}
          />
        ) : (
          <div style={{ minWidth: 220 }}>
            <VendorSelect
              className="po-filter-vendor"
              allowClear
              placeholder="Semua supplier"
              value={filters.vendor_id}
              onChange={(v) => apply({ ...filters, vendor_id: v })}
            />
          </div>
        )}
        <WarehouseSelect
          className="po-filter-gudang"
          allowClear
          placeholder={internal ? 'Semua gudang penerima' : 'Semua gudang'}
          value={filters.gudang_id}
          onChange={(v) => apply({ ...filters, gudang_id: v })}
          style={{ minWidth: 200 }}
        />
        <Select
          className="po-filter-status"
          allowClear
          placeholder="Semua status"
          style={{ minWidth: 180 }}
          value={filters.status}
          options={PURCHASE_ORDER_STATES.map((s) => ({ value: s.value, label: s.label }))}
          onChange={(v) => apply({ ...filters, status: v })}
        />
        <PeriodFilter className="po-period" value={filters.period} onChange={(period) => apply({ ...filters, period })} />
        <Input.Search
          allowClear
          className="po-search"
          placeholder="Cari nomor pesanan"
          onSearch={(v) => apply({ ...filters, search: v })}
          style={{ width: 220 }}
        />
      </Space>
      <Table<PurchaseOrderRow>
        className="po-table"
        rowKey="order_id"
        size="small"
        loading={list.loading}
        dataSource={list.rows}
        scroll={{ x: 1100 }}
        pagination={list.pagination}
        locale={{ emptyText: <Empty description={`Belum ada ${noun.toLowerCase()}`} /> }}
        columns={[
          {
            title: 'Nomor',
            dataIndex: 'order_number',
            width: 170,
            render: (v, r) => (
              <Space size={2} direction="vertical">
                <a onClick={() => setDetailId(r.order_id)}>{v}</a>
                {r.is_automatic ? <Tag color="purple">Otomatis</Tag> : null}
              </Space>
            ),
          },
          { title: 'Tanggal', dataIndex: 'order_date', width: 110, render: (v) => formatDate(v, 'DD-MM-YYYY') },
          internal ? { title: 'Gudang Asal', dataIndex: 'gudang_source_name' } : { title: 'Supplier', dataIndex: 'vendor_name' },
          { title: internal ? 'Gudang Penerima' : 'Gudang', dataIndex: 'master_gudang_name' },
          { title: 'Baris', dataIndex: 'line_count', align: 'right', width: 70 },
          ...(internal ? [] : [{ title: 'Total', dataIndex: 'grand_total', align: 'right' as const, width: 140, render: (v: number) => formatRupiah(v) }]),
          { title: 'Status', dataIndex: 'status', width: 160, render: (v: string) => <OrderStatusTag status={v} /> },
          { title: 'Dibuat', dataIndex: 'created_by_name' },
          {
            title: 'Aksi',
            key: 'actions',
            fixed: 'right',
            render: (_, r) => (
              <Space size={4} wrap>
                <Button
                  size="small"
                  className="po-detail"
                  icon={<EyeOutlined />}
                  aria-label={`Detail ${r.order_number}`}
                  onClick={() => setDetailId(r.order_id)}
                />
                {editable(r) && (
                  <Button
                    size="small"
                    className="po-edit"
                    icon={<EditOutlined />}
                    aria-label={`Ubah ${r.order_number}`}
                    onClick={() => startEdit(r.order_id)}
                  />
                )}
                <Button
                  size="small"
                  className="po-print"
                  icon={<PrinterOutlined />}
                  aria-label={`Cetak ${r.order_number}`}
                  onClick={() => printOrder(r.order_id, company.data)}
                />
                <OrderActions row={r} />
              </Space>
            ),
          },
        ]}
      />
      <OrderDetail id={detailId} onClose={() => setDetailId(null)} onEdit={startEdit} onPrint={(id) => printOrder(id, company.data)} />
      {editing && (
        <PurchaseOrderFormModal
          internal={internal}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(id) => setDetailId(id)}
        />
      )}
      {automatic && (
        <PoAutomaticModal
          onClose={() => setAutomatic(false)}
          onSaved={(saved) => {
            setAutomatic(false);
            apply({ ...filters, status: 'draft' });
            if (saved.orders.length === 1) setDetailId(saved.orders[0].order_id);
          }}
        />
      )}
    </Card>
  );
}

function OrderDetail({
  id,
  onClose,
  onEdit,
  onPrint,
}: {
  id: number | null;
  onClose: () => void;
  onEdit: (id: number) => void;
  onPrint: (id: number) => void;
}) {
  const q = usePurchaseOrder(id);
  const delImage = useDeletePurchaseOrderImage();
  const d = q.data;
  const internal = !!d?.is_internal;
  return (
    <Drawer
      className="po-detail-drawer"
      open={id !== null}
      onClose={onClose}
      title={d ? `${internal ? 'Pesanan Internal' : 'Pesanan Pembelian'} ${d.order_number}` : 'Pesanan'}
      size={internal ? 'large' : 960}
      extra={
        id !== null &&
        d && (
          <Space>
            <OrderActions row={d} />
            {editable(d) && (
              <Button icon={<EditOutlined />} className="po-detail-edit" onClick={() => onEdit(d.order_id)}>
                Ubah
              </Button>
            )}
            <Button icon={<PrinterOutlined />} className="po-detail-print" onClick={() => onPrint(d.order_id)}>
              Cetak
            </Button>
          </Space>
        )
      }
    >
      {d && (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
            <Descriptions.Item label="Status">
              <OrderStatusTag status={d.status} />
              {d.is_automatic ? <Tag color="purple">Otomatis</Tag> : null}
            </Descriptions.Item>
            {internal ? (
              <Descriptions.Item label="Gudang Asal">{d.gudang_source_name}</Descriptions.Item>
            ) : (
              <Descriptions.Item label="Supplier">{d.vendor_name}</Descriptions.Item>
            )}
            <Descriptions.Item label="Gudang Penerima">{d.master_gudang_name}</Descriptions.Item>
            <Descriptions.Item label="Tanggal">{formatDate(d.order_date)}</Descriptions.Item>
            {d.expected_date && <Descriptions.Item label="Perkiraan Datang">{formatDate(d.expected_date)}</Descriptions.Item>}
            <Descriptions.Item label="Dibuat oleh">{d.created_by_name ?? '-'}</Descriptions.Item>
            {d.note && <Descriptions.Item label="Catatan">{d.note}</Descriptions.Item>}
          </Descriptions>
          <Table
            className="po-lines"
            rowKey="line_id"
            size="small"
            pagination={false}
            dataSource={d.lines}
            scroll={{ x: internal ? 600 : 900 }}
            columns={[
              { title: 'Produk', dataIndex: 'product_name', render: (v, l) => (l.product_sku ? `${v} (${l.product_sku})` : v) },
              {
                title: 'Jumlah',
                key: 'qty',
                render: (_, l) => {
                  const ordered = `${l.qty_input} ${l.unit_name}`;
                  return l.qty_text === ordered ? ordered : `${ordered} (${l.qty_text})`;
                },
              },
              { title: 'Sisa', dataIndex: 'qty_remaining_text' },
              ...(internal
                ? []
                : [
                    { title: 'Harga', dataIndex: 'price', align: 'right' as const, render: (v: number) => formatRupiah(v) },
                    {
                      title: 'Diskon',
                      key: 'discount',
                      align: 'right' as const,
                      render: (_: unknown, l: PurchaseOrderDetail['lines'][number]) =>
                        l.discount_amount
                          ? `${l.discount_type === 'percent' ? `${String(l.discount).replace('.', ',')}% = ` : ''}${formatRupiah(l.discount_amount)}`
                          : '-',
                    },
                    { title: 'Subtotal', dataIndex: 'subtotal', align: 'right' as const, render: (v: number) => formatRupiah(v) },
                  ]),
            ]}
          />
          {!internal && (
            <Descriptions size="small" column={1} bordered className="po-totals" style={{ maxWidth: 380, marginLeft: 'auto', marginTop: 12 }}>
              <Descriptions.Item label="Bruto">{formatRupiah(d.gross_total)}</Descriptions.Item>
              <Descriptions.Item label="Diskon">{formatRupiah(d.discount_total)}</Descriptions.Item>
              <Descriptions.Item label="Subtotal">{formatRupiah(d.subtotal)}</Descriptions.Item>
              {d.is_ppn ? <Descriptions.Item label="DPP">{formatRupiah(d.dpp)}</Descriptions.Item> : null}
              {d.is_ppn ? (
                <Descriptions.Item label={`PPN ${String(d.ppn_percent).replace('.', ',')}%${d.ppn_included ? ' (termasuk)' : ''}`}>
                  {formatRupiah(d.ppn)}
                </Descriptions.Item>
              ) : null}
              <Descriptions.Item label="Total">
                <b className="po-grand-total">{formatRupiah(d.grand_total)}</b>
              </Descriptions.Item>
            </Descriptions>
          )}
          {d.images.length > 0 && (
            <>
              <Typography.Title level={5} style={{ marginTop: 16 }}>
                Gambar
              </Typography.Title>
              <Image.PreviewGroup>
                <Space wrap className="po-images">
                  {d.images.map((im) => (
                    <Space key={im.image_id} direction="vertical" size={2} align="center">
                      <Image src={im.data_url} width={96} height={96} style={{ objectFit: 'cover' }} />
                      {editable(d) && (
                        <Popconfirm
                          title="Hapus gambar ini?"
                          okText="Hapus"
                          cancelText="Batal"
                          onConfirm={async () => {
                            const r = await delImage.mutateAsync({ order_id: d.order_id, image_id: im.image_id });
                            message.success(r.msg);
                          }}
                        >
                          <Button size="small" danger icon={<DeleteOutlined />} aria-label="Hapus gambar" />
                        </Popconfirm>
                      )}
                    </Space>
                  ))}
                </Space>
              </Image.PreviewGroup>
            </>
          )}
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            Riwayat Status
          </Typography.Title>
          <Timeline
            className="po-history"
            items={d.history.map((h) => ({
              children: `${formatDateTime(h.at)} · ${ACTION_LABEL[h.action] ?? h.action}: ${h.from_state && h.from_state !== 'new' ? `${stateLabel(h.from_state)} → ` : ''}${stateLabel(h.to_state)}${h.user_name ? ` (oleh ${h.user_name})` : ''}`,
            }))}
          />
        </>
      )}
    </Drawer>
  );
}
