import { PlusOutlined } from '@ant-design/icons';
import { ppnPercent, splitPpn } from '@bo/contract';
import {
  Alert,
  Button,
  DatePicker,
  Descriptions,
  Form,
  Image,
  Input,
  InputNumber,
  Modal,
  message,
  Select,
  Space,
  Switch,
  Typography,
  Upload,
  type UploadFile,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DocumentLines } from '../../../components/document/document-lines';
import { ProductSearch } from '../../../components/product-search/product-search';
import type { ProductSearchRow } from '../../../components/product-search/product-search-rows';
import { WarehouseSelect } from '../../../components/warehouse-select';
import { useConfigValue } from '../../../lib/config';
import { formatRupiah, idIntegerInput } from '../../../lib/format-number';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { MoneyInput } from '../../../components/money-input';
import { type PurchaseOrderDetail, readDataUrl, useSavePurchaseOrder } from './api/purchase-order-api';
import { VendorSelect } from './purchase-order-shared';
import { FormErrorAlert } from '../../../components/form-error-alert';

interface OrderLineForm {
  product_id: number;
  product_name: string;
  isi: number;
  besar: string;
  kecil: string;
  unit: 'besar' | 'kecil';
  qty: number | null;
  price: number | null;
  discount_type: 'percent' | 'rupiah';
  discount: number | null;
  note?: string;
}

interface OrderForm {
  vendor_id?: number;
  gudang_source_id?: number;
  gudang_id?: number;
  order_date?: Dayjs;
  expected_date?: Dayjs;
  is_ppn?: boolean;
  note?: string;
  lines: OrderLineForm[];
}

const MAX_IMAGES = 5;
const MAX_IMAGE_BYTES = 1024 * 1024;

/** A line's money as the server computes it (priceLine): a preview only; the saved figures are the server's. */
export function previewLine(l: Pick<OrderLineForm, 'qty' | 'price' | 'discount_type' | 'discount'>) {
  const gross = (l.qty ?? 0) * (l.price ?? 0);
  const d = l.discount ?? 0;
  const amount = l.discount_type === 'rupiah' ? Math.round(d) : Math.round((gross * Math.round(d * 100)) / 10000);
  return gross - Math.min(amount, gross);
}

const lineOf = (l: PurchaseOrderDetail['lines'][number]): OrderLineForm => ({
  product_id: l.product_id,
  product_name: l.product_sku ? `${l.product_name} (${l.product_sku})` : l.product_name,
  isi: l.product_isi,
  besar: l.product_satuan_besar_name,
  kecil: l.product_satuan_kecil_name,
  unit: l.unit,
  qty: l.qty_input,
  price: l.price,
  discount_type: l.discount_type,
  discount: l.discount,
  note: l.note ?? undefined,
});

/**
 * Create or edit an order: to a supplier (lines with unit, quantity, price, discount, PPN) or, with
 * `internal`, from another of the company's warehouses (no prices). Saved as a draft or ordered;
 * the totals shown here are a preview, the saved ones come from the server's answer.
 */
export function PurchaseOrderFormModal(props: { internal: boolean; editing: PurchaseOrderDetail | null; onClose: () => void; onSaved: (id: number) => void }) {
  const { internal, editing } = props;
  const [form] = Form.useForm<OrderForm>();
  const save = useSavePurchaseOrder(internal);
  const lines: OrderLineForm[] = Form.useWatch('lines', { form, preserve: true }) ?? [];
  const isPpn = Form.useWatch('is_ppn', form);
  const ppnRate = ppnPercent(useConfigValue('ppn', !internal).data);
  const ppnIncluded = useConfigValue('show_ppn', !internal).data === '1';
  const [images, setImages] = useState<UploadFile[]>([]);
  const kept = editing?.images.length ?? 0;

  const addProduct = (row?: ProductSearchRow) => {
    if (!row) return;
    const current: OrderLineForm[] = form.getFieldValue('lines') ?? [];
    if (current.some((l) => l.product_id === row.product_id)) {
      message.warning(`${row.product_name} sudah ada di daftar`);
      return;
    }
    const isi = Math.max(1, Math.trunc(row.product_isi || 1));
    form.setFieldValue('lines', [
      ...current,
      {
        product_id: row.product_id,
        product_name: row.product_sku ? `${row.product_name} (${row.product_sku})` : row.product_name,
        isi,
        besar: row.product_satuan_besar_name ?? '',
        kecil: row.product_satuan_kecil_name ?? '',
        unit: 'besar',
        qty: null,
        price: null,
        discount_type: 'percent',
        discount: null,
      },
    ]);
  };

  const { busy, submit } = useFormSubmit(form, async (status: 'draft' | 'ordered') => {
    const v = form.getFieldsValue(true) as OrderForm;
    const dataUrls = await Promise.all(images.map((f) => readDataUrl(f.originFileObj as Blob)));
    const common = {
      ...(editing ? { order_id: editing.order_id } : {}),
      gudang_id: v.gudang_id as number,
      order_date: v.order_date ? v.order_date.format('YYYY-MM-DD') : undefined,
      expected_date: v.expected_date ? v.expected_date.format('YYYY-MM-DD') : undefined,
      status,
      note: v.note || undefined,
      images: dataUrls,
    };
    const body = internal
      ? {
          ...common,
          gudang_source_id: v.gudang_source_id as number,
          lines: (v.lines ?? []).map((l) => ({ product_id: l.product_id, unit: l.unit, qty: l.qty ?? 0, note: l.note || undefined })),
        }
      : {
          ...common,
          vendor_id: v.vendor_id as number,
          is_ppn: v.is_ppn ? 1 : 0,
          lines: (v.lines ?? []).map((l) => ({
            product_id: l.product_id,
            unit: l.unit,
            qty: l.qty ?? 0,
            price: l.price ?? 0,
            discount_type: l.discount_type,
            discount: l.discount ?? 0,
            note: l.note || undefined,
          })),
        };
    const r = await save.mutateAsync(body as never);
    const d = r.data;
    message.success(
      internal
        ? `${r.msg}: ${d.order_number} (${d.lines} baris)`
        : `${r.msg}: ${d.order_number}, total ${formatRupiah(d.grand_total)} (${d.status === 'draft' ? 'draft' : 'dipesan'})`,
    );
    props.onClose();
    props.onSaved(d.order_id);
  });

  const saveAs = async (status: 'draft' | 'ordered') => {
    const ok = await form.validateFields().catch(() => null);
    if (!ok) return;
    if (!(form.getFieldValue('lines') ?? []).length) {
      message.error('Tambahkan minimal satu produk yang dipesan');
      return;
    }
    await submit(status);
  };

  const subtotal = lines.reduce((s, l) => s + (l ? previewLine(l) : 0), 0);
  const ppn = isPpn ? splitPpn(subtotal, ppnRate, ppnIncluded) : null;
  const initial: OrderForm = editing
    ? {
        vendor_id: editing.vendor_id ?? undefined,
        gudang_source_id: editing.gudang_source_id ?? undefined,
        gudang_id: editing.gudang_id,
        order_date: dayjs(editing.order_date.slice(0, 10)),
        expected_date: editing.expected_date ? dayjs(editing.expected_date.slice(0, 10)) : undefined,
        is_ppn: !!editing.is_ppn,
        note: editing.note ?? undefined,
        lines: editing.lines.map(lineOf),
      }
    : { lines: [], order_date: dayjs(), is_ppn: false };
  const title = `${editing ? 'Ubah' : 'Tambah'} ${internal ? 'Pesanan Internal' : 'Pesanan Pembelian'}${editing ? ` ${editing.order_number}` : ''}`;
  const canDraft = !editing || editing.status === 'draft';

  return (
    <Modal
      open
      className="po-form"
      width={1200}
      title={title}
      onCancel={props.onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={props.onClose}>Batal</Button>
          {canDraft && (
            <Button className="po-save-draft" loading={busy} onClick={() => saveAs('draft')}>
              Simpan Draft
            </Button>
          )}
          <Button type="primary" className="po-save-order" loading={busy} onClick={() => saveAs('ordered')}>
            {editing?.status === 'ordered' ? 'Simpan' : 'Simpan & Pesan'}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <FormErrorAlert form={form} />
        <Space wrap style={{ width: '100%' }} align="start">
          {internal ? (
            <Form.Item name="gudang_source_id" label="Gudang Asal" rules={[{ required: true, message: 'Gudang asal wajib diisi' }]} style={{ minWidth: 220 }}>
              <WarehouseSelect id="gudang_source_id" />
            </Form.Item>
          ) : (
            <Form.Item name="vendor_id" label="Supplier" rules={[{ required: true, message: 'Supplier wajib diisi' }]} style={{ minWidth: 240 }}>
              <VendorSelect id="vendor_id" />
            </Form.Item>
          )}
          <Form.Item
            name="gudang_id"
            label="Gudang Penerima"
            dependencies={internal ? ['gudang_source_id'] : []}
            rules={[
              { required: true, message: 'Gudang wajib diisi' },
              ({ getFieldValue }) => ({
                validator: async (_r, v) =>
                  internal && v && v === getFieldValue('gudang_source_id')
                    ? Promise.reject(new Error('Gudang penerima harus berbeda dari gudang asal'))
                    : undefined,
              }),
            ]}
            style={{ minWidth: 220 }}
          >
            <WarehouseSelect id="gudang_id" />
          </Form.Item>
          <Form.Item name="order_date" label="Tanggal Pesanan">
            <DatePicker id="order_date" format="DD-MM-YYYY" placeholder="Hari ini" />
          </Form.Item>
          <Form.Item name="expected_date" label="Perkiraan Datang">
            <DatePicker id="expected_date" format="DD-MM-YYYY" placeholder="Opsional" />
          </Form.Item>
          {!internal && (
            <Form.Item name="is_ppn" label="PPN" valuePropName="checked" tooltip={ppnIncluded ? 'Harga sudah termasuk PPN' : 'PPN ditambahkan di atas harga'}>
              <Switch id="is_ppn" checkedChildren={`PPN ${String(ppnRate).replace('.', ',')}%`} unCheckedChildren="Tanpa PPN" />
            </Form.Item>
          )}
        </Space>
        <Form.Item label="Tambah produk" style={{ maxWidth: 480 }}>
          <ProductSearch id="po_product" value={null} onChange={(_id, row) => addProduct(row)} />
        </Form.Item>
        <DocumentLines<OrderLineForm>
          className="po-form-lines"
          lines={lines}
          scrollX={internal ? 800 : 1150}
          emptyText="Cari produk yang dipesan"
          columns={[
            {
              title: 'Satuan',
              key: 'unit',
              width: 130,
              render: (l, f) => (
                <Form.Item name={[f.name, 'unit']} style={{ margin: 0 }}>
                  <Select
                    id={`lines_${f.name}_unit`}
                    aria-label="Satuan"
                    options={[
                      { value: 'besar', label: l && l.isi > 1 ? `${l.besar} (isi ${l.isi})` : (l?.besar ?? 'Besar') },
                      { value: 'kecil', label: l?.kecil ?? 'Kecil' },
                    ]}
                  />
                </Form.Item>
              ),
            },
            {
              title: 'Jumlah',
              key: 'qty',
              width: 110,
              render: (_l, f) => (
                <Form.Item
                  name={[f.name, 'qty']}
                  style={{ margin: 0 }}
                  rules={[
                    { required: true, message: 'Jumlah wajib diisi' },
                    { type: 'number', min: 1, message: 'Jumlah minimal 1' },
                  ]}
                >
                  <InputNumber id={`lines_${f.name}_qty`} aria-label="Jumlah" min={0} {...idIntegerInput} style={{ width: '100%' }} />
                </Form.Item>
              ),
            },
            ...(internal
              ? [
                  {
                    title: 'Catatan',
                    key: 'note',
                    width: 220,
                    render: (_l: OrderLineForm | undefined, f: { name: number }) => (
                      <Form.Item name={[f.name, 'note']} style={{ margin: 0 }}>
                        <Input id={`lines_${f.name}_note`} maxLength={255} />
                      </Form.Item>
                    ),
                  },
                ]
              : [
                  {
                    title: 'Harga / satuan',
                    key: 'price',
                    width: 170,
                    render: (_l: OrderLineForm | undefined, f: { name: number }) => (
                      <Form.Item name={[f.name, 'price']} style={{ margin: 0 }} rules={[{ required: true, message: 'Harga wajib diisi' }]}>
                        <MoneyInput id={`lines_${f.name}_price`} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: 'Diskon',
                    key: 'discount',
                    width: 240,
                    render: (l: OrderLineForm | undefined, f: { name: number }) => (
                      <Space.Compact style={{ width: '100%' }}>
                        <Form.Item name={[f.name, 'discount_type']} style={{ margin: 0, width: 80 }}>
                          <Select
                            id={`lines_${f.name}_discount_type`}
                            aria-label="Jenis diskon"
                            options={[
                              { value: 'percent', label: '%' },
                              { value: 'rupiah', label: 'Rp' },
                            ]}
                          />
                        </Form.Item>
                        <Form.Item
                          name={[f.name, 'discount']}
                          style={{ margin: 0, flex: 1 }}
                          rules={[
                            {
                              validator: async (_r, v) =>
                                l?.discount_type !== 'rupiah' && typeof v === 'number' && v > 100
                                  ? Promise.reject(new Error('Diskon maksimal 100%'))
                                  : undefined,
                            },
                          ]}
                        >
                          {l?.discount_type === 'rupiah' ? (
                            <MoneyInput id={`lines_${f.name}_discount`} />
                          ) : (
                            <InputNumber
                              id={`lines_${f.name}_discount`}
                              aria-label="Diskon persen"
                              min={0}
                              max={100}
                              precision={2}
                              decimalSeparator=","
                              suffix="%"
                              style={{ width: '100%' }}
                            />
                          )}
                        </Form.Item>
                      </Space.Compact>
                    ),
                  },
                  {
                    title: 'Subtotal',
                    key: 'subtotal',
                    width: 140,
                    align: 'right' as const,
                    render: (l: OrderLineForm | undefined, f: { name: number }) => (
                      <span className={`po-line-subtotal-${f.name}`}>{l ? formatRupiah(previewLine(l)) : null}</span>
                    ),
                  },
                ]),
          ]}
        />
        {!internal && (
          <Descriptions size="small" column={1} className="po-form-preview" style={{ maxWidth: 420, marginLeft: 'auto', marginTop: 12 }} bordered>
            <Descriptions.Item label="Subtotal">{formatRupiah(subtotal)}</Descriptions.Item>
            {ppn && <Descriptions.Item label={`DPP`}>{formatRupiah(ppn.dpp)}</Descriptions.Item>}
            {ppn && (
              <Descriptions.Item label={`PPN ${String(ppnRate).replace('.', ',')}%${ppnIncluded ? ' (termasuk)' : ''}`}>
                {formatRupiah(ppn.ppn)}
              </Descriptions.Item>
            )}
            <Descriptions.Item label="Perkiraan Total">
              <b>{formatRupiah(ppn ? ppn.total : subtotal)}</b>
            </Descriptions.Item>
          </Descriptions>
        )}
        {!internal && (
          <Typography.Paragraph type="secondary" style={{ textAlign: 'right', fontSize: 12, marginTop: 4 }}>
            Perkiraan; total yang tersimpan dihitung server saat pesanan disimpan.
          </Typography.Paragraph>
        )}
        <Form.Item name="note" label="Catatan" style={{ marginTop: 12 }}>
          <Input.TextArea id="note" rows={2} maxLength={500} />
        </Form.Item>
        <Form.Item
          label={`Gambar (maks. ${MAX_IMAGES}, masing-masing ≤ 1 MB; PNG, JPEG, WEBP)`}
          extra={kept ? `${kept} gambar tersimpan; gambar baru ditambahkan.` : undefined}
        >
          <Upload
            listType="picture-card"
            accept="image/png,image/jpeg,image/webp"
            fileList={images}
            beforeUpload={(file) => {
              if (file.size > MAX_IMAGE_BYTES) {
                message.error(`${file.name} lebih dari 1 MB`);
                return Upload.LIST_IGNORE;
              }
              return false;
            }}
            onChange={({ fileList }) => setImages(fileList)}
            maxCount={Math.max(0, MAX_IMAGES - kept)}
          >
            {images.length + kept < MAX_IMAGES && (
              <button type="button" style={{ border: 0, background: 'none' }}>
                <PlusOutlined />
                <div style={{ marginTop: 8 }}>Unggah</div>
              </button>
            )}
          </Upload>
        </Form.Item>
        {editing && editing.images.length > 0 && (
          <Image.PreviewGroup>
            <Space wrap>
              {editing.images.map((im) => (
                <Image key={im.image_id} src={im.data_url} width={64} height={64} style={{ objectFit: 'cover' }} />
              ))}
            </Space>
          </Image.PreviewGroup>
        )}
        {editing?.status === 'ordered' && (
          <Alert type="info" showIcon style={{ marginTop: 12 }} message="Pesanan sudah dipesan: perubahan disimpan tanpa kembali ke draft." />
        )}
      </Form>
    </Modal>
  );
}
