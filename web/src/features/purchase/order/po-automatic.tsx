import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, InputNumber, Modal, message, Space, Spin, Table, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../api/client';
import { WarehouseSelect } from '../../../components/warehouse-select';
import { formatRupiah, idIntegerInput } from '../../../lib/format-number';
import { MoneyInput } from '../../../components/money-input';
import {
  getAutomaticProposal,
  type ProposalLine,
  type PurchaseOrderAutoProposal,
  type PurchaseOrderAutoSaved,
  useSaveAutomaticOrders,
} from './api/purchase-order-api';

interface EditLine extends ProposalLine {
  vendor_id: number;
}

interface Group {
  vendor_id: number;
  vendor_name: string;
  open_draft_id: number | null;
  lines: EditLine[];
}

const groupsOf = (p: PurchaseOrderAutoProposal): Group[] => p.vendors.map((v) => ({ ...v, lines: v.lines.map((l) => ({ ...l, vendor_id: v.vendor_id })) }));

/**
 * Pesanan otomatis (po_automatic): the defecta of a warehouse (variants under their minimum stock)
 * proposed per supplier; the user edits quantities and prices, removes lines, and saves one draft
 * per supplier. A repeated press of the same proposal sends the same Idempotency-Key (answered
 * once), and the server also updates a supplier's open automatic draft instead of adding one.
 */
export function PoAutomaticModal(props: { onClose: () => void; onSaved: (saved: PurchaseOrderAutoSaved) => void }) {
  const [gudangId, setGudangId] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const [groups, setGroups] = useState<Group[] | null>(null);
  const [withoutVendor, setWithoutVendor] = useState<ProposalLine[]>([]);
  const save = useSaveAutomaticOrders();
  /** The key of the last body sent: the same proposal pressed again reuses it. */
  const pressed = useRef<{ body: string; key: string } | null>(null);

  const load = async (id: number | null) => {
    setGudangId(id);
    setGroups(null);
    setWithoutVendor([]);
    pressed.current = null;
    if (!id) return;
    setLoading(true);
    try {
      const p = await getAutomaticProposal(id);
      setGroups(groupsOf(p));
      setWithoutVendor(p.without_vendor);
    } finally {
      setLoading(false);
    }
  };

  const edit = (productId: number, patch: Partial<EditLine>) =>
    setGroups((gs) => gs?.map((g) => ({ ...g, lines: g.lines.map((l) => (l.product_id === productId ? { ...l, ...patch } : l)) })) ?? null);
  const remove = (productId: number) =>
    setGroups((gs) => gs?.map((g) => ({ ...g, lines: g.lines.filter((l) => l.product_id !== productId) })).filter((g) => g.lines.length > 0) ?? null);

  const kept = (groups ?? []).flatMap((g) => g.lines).filter((l) => l.order_qty > 0);
  const onSave = async () => {
    if (!gudangId || !kept.length) {
      message.error('Tidak ada baris untuk dipesan');
      return;
    }
    const lines = kept.map((l) => ({ product_id: l.product_id, unit: 'besar' as const, qty: l.order_qty, price: l.price }));
    const body = JSON.stringify({ gudangId, lines });
    if (pressed.current?.body !== body) pressed.current = { body, key: newIdempotencyKey() };
    const r = await save.mutateAsync({ gudang_id: gudangId, lines, key: pressed.current.key });
    message.success(`Draft pesanan otomatis disimpan: ${r.data.orders.map((o) => `${o.order_number} (${o.created ? 'baru' : 'diperbarui'})`).join(', ')}`);
    props.onSaved(r.data);
  };

  return (
    <Modal
      open
      className="po-auto"
      width={1100}
      title="Pesanan Otomatis dari Defecta"
      onCancel={props.onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={props.onClose}>Tutup</Button>
          <Button type="primary" className="po-auto-save" loading={save.isPending} disabled={!kept.length} onClick={onSave}>
            Simpan Draft per Supplier
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Space wrap>
          <span>Gudang</span>
          <WarehouseSelect id="po_auto_gudang" value={gudangId} onChange={load} style={{ minWidth: 240 }} />
          <Typography.Text type="secondary">Produk di bawah stok minimum gudang, dikurangi yang masih dalam pesanan.</Typography.Text>
        </Space>
        {loading && <Spin />}
        {groups && !groups.length && !withoutVendor.length && <Empty className="po-auto-empty" description="Tidak ada produk di bawah stok minimum" />}
        {(groups ?? []).map((g) => (
          <Card
            key={g.vendor_id}
            size="small"
            className={`po-auto-vendor po-auto-vendor-${g.vendor_id}`}
            title={
              <Space>
                <span>{g.vendor_name}</span>
                {g.open_draft_id && <Tag color="blue">Memperbarui draft otomatis yang masih terbuka</Tag>}
              </Space>
            }
            extra={<span className="po-auto-vendor-total">{formatRupiah(g.lines.reduce((s, l) => s + l.order_qty * l.price, 0))}</span>}
          >
            <Table<EditLine>
              size="small"
              rowKey="product_id"
              pagination={false}
              dataSource={g.lines}
              columns={[
                { title: 'Produk', dataIndex: 'product_name', render: (v, l) => (l.product_sku ? `${v} (${l.product_sku})` : v) },
                { title: 'Stok', dataIndex: 'qty_text', width: 130 },
                { title: 'Minimum', dataIndex: 'product_min_stock', width: 90, align: 'right' },
                { title: 'Dalam pesanan', dataIndex: 'on_order', width: 110, align: 'right' },
                {
                  title: 'Pesan',
                  key: 'order_qty',
                  width: 170,
                  render: (_, l) => (
                    <InputNumber
                      className={`po-auto-qty-${l.product_id}`}
                      aria-label={`Jumlah ${l.product_name}`}
                      min={0}
                      {...idIntegerInput}
                      value={l.order_qty}
                      onChange={(v) => edit(l.product_id, { order_qty: Number(v ?? 0) })}
                      suffix={l.product_satuan_besar_name}
                      style={{ width: '100%' }}
                    />
                  ),
                },
                {
                  title: 'Harga / satuan',
                  key: 'price',
                  width: 160,
                  render: (_, l) => (
                    <MoneyInput className={`po-auto-price-${l.product_id}`} value={l.price} onChange={(v) => edit(l.product_id, { price: v ?? 0 })} />
                  ),
                },
                {
                  title: '',
                  key: 'remove',
                  width: 50,
                  render: (_, l) => (
                    <Button
                      size="small"
                      danger
                      className={`po-auto-remove-${l.product_id}`}
                      aria-label={`Hapus ${l.product_name}`}
                      icon={<DeleteOutlined />}
                      onClick={() => remove(l.product_id)}
                    />
                  ),
                },
              ]}
            />
          </Card>
        ))}
        {withoutVendor.length > 0 && (
          <Alert
            type="warning"
            showIcon
            className="po-auto-without-vendor"
            message="Produk tanpa supplier utama (tidak dipesan otomatis; isi Vendor Utama di data produk)"
            description={withoutVendor.map((l) => `${l.product_name} (stok ${l.qty_text}, minimum ${l.product_min_stock})`).join('; ')}
          />
        )}
      </Space>
    </Modal>
  );
}
