import { type ProductRow, priceSaleBody } from '@bo/contract';
import { Button, Card, Col, Descriptions, Empty, Form, message, Result, Row, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useWarehouseOptions } from '../../api/get-warehouse-options';
import { formatDateTime } from '../../lib/dates';
import { formatNumber, formatRupiah } from '../../lib/format-number';
import { schemaField } from '../../lib/schema-rules';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useProduct } from './api/get-product';
import { type ProductPrice, useProductPrice } from './api/get-product-price';
import { type UpdateProductPrice, useUpdateProductPrice } from './api/update-product-price';
import { GrosirList } from './product-form-pages';
import { MoneyInput } from './product-inputs';
import { PRODUCT_LIST_PATH, productPricePath, stockText } from './product-list-page';
import { FormErrorAlert } from '../../components/form-error-alert';

interface Values {
  gudang_id: number;
  product_price_sale: number | null;
  grosir: { grosir_kuantitas?: number | null; grosir_is_rupiah?: '1' | '0'; grosir_harga_grosir?: number | null }[];
}

const ALL_WAREHOUSES = 'Semua Gudang';

function PriceForm({ productId, gudangId, price, onGudang }: { productId: number; gudangId: number; price: ProductPrice; onGudang: (id: number) => void }) {
  const [form] = Form.useForm<Values>();
  const update = useUpdateProductPrice();
  const warehouses = useWarehouseOptions();
  const own = price.prices.find((p) => p.gudang_id === gudangId);
  const initial: Values = {
    gudang_id: gudangId,
    product_price_sale: own?.product_price_sale ?? price.product_price_sale,
    grosir: price.grosir.map((g) => ({
      grosir_kuantitas: g.grosir_kuantitas,
      grosir_is_rupiah: Number(g.grosir_is_rupiah) === 1 ? '1' : '0',
      grosir_harga_grosir: g.grosir_harga_grosir,
    })),
  };
  const { busy, submit } = useFormSubmit(form, async () => {
    const v = form.getFieldsValue(true) as Values;
    const body: UpdateProductPrice = {
      product_id: productId,
      gudang_id: v.gudang_id ?? 0,
      product_price_sale: v.product_price_sale ?? undefined,
      grosir: (v.grosir ?? []).map((g) => ({
        grosir_kuantitas: g.grosir_kuantitas ?? undefined,
        grosir_is_rupiah: g.grosir_is_rupiah ?? '1',
        grosir_harga_grosir: g.grosir_harga_grosir ?? undefined,
      })),
    };
    const env = await update.mutateAsync(body);
    message.success(env.msg || 'Harga produk berhasil diperbarui');
  });
  const options = [
    { value: 0, label: ALL_WAREHOUSES },
    ...(warehouses.data?.data ?? []).map((w) => ({ value: Number(w.master_gudang_id), label: w.master_gudang_name })),
  ];
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} name="product_price" className="product-price-form">
      <FormErrorAlert form={form} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Gudang" name="gudang_id" extra="Semua Gudang: harga yang berlaku di gudang tanpa harga sendiri">
            <Select id="gudang_id" options={options} onChange={(v: number) => onGudang(v)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Harga Jual per Satuan Kecil" {...schemaField(priceSaleBody.shape, 'product_price_sale')}>
            <MoneyInput id="product_price_sale" />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Text strong>Grosir</Typography.Text>
      <div style={{ margin: '8px 0 16px' }}>
        <GrosirList />
      </div>
      <Button type="primary" htmlType="submit" loading={busy} className="price-save">
        Simpan Harga
      </Button>
    </Form>
  );
}

/**
 * /product/price-update?id=<product_id>[&gudang_id=] (permission productPriceUpdatePrice): the
 * variant's current sale prices (every warehouse and per warehouse), the form to change the price
 * and wholesale tiers, and the price history (who, when, old, new).
 */
export function ProductPricePage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const productId = Number(params.get('id'));
  const gudangId = Number(params.get('gudang_id') ?? 0) || 0;
  const product = useProduct({ product_id: productId });
  const price = useProductPrice(productId, gudangId);
  const warehouses = useWarehouseOptions();
  const gudangName = (id: number | null | undefined) =>
    !id ? ALL_WAREHOUSES : (warehouses.data?.data.find((w) => Number(w.master_gudang_id) === id)?.master_gudang_name ?? `Gudang ${id}`);
  if (productId > 0 && (product.isLoading || price.isLoading)) return <Spin />;
  if (!product.data || !price.data)
    return (
      <Result
        status="warning"
        title="Produk tidak ditemukan"
        subTitle="Pilih produk dari daftar produk untuk mengubah harganya."
        extra={<Button onClick={() => navigate(PRODUCT_LIST_PATH)}>Daftar Produk</Button>}
      />
    );
  const p = product.data;
  const variant = p.varian.find((v) => v.product_id === productId) as ProductRow | undefined;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} className="product-price-page">
      <Card
        title={`Harga Jual: ${variant?.product_name ?? p.main_name}`}
        extra={
          <Space>
            {p.varian.length > 1 ? (
              <Select
                className="price-variant"
                value={productId}
                style={{ minWidth: 200 }}
                options={p.varian.map((v) => ({ value: v.product_id, label: v.varian ?? v.product_name }))}
                onChange={(id: number) => navigate(productPricePath(id))}
              />
            ) : null}
            <Button onClick={() => navigate(PRODUCT_LIST_PATH)}>Daftar Produk</Button>
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="SKU">{variant?.product_sku ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="Satuan">{`1 ${p.product_satuan_besar_name ?? ''} = ${formatNumber(p.product_isi)} ${p.product_satuan_kecil_name ?? ''}`}</Descriptions.Item>
          <Descriptions.Item label="Stok">{variant ? stockText(variant) : '-'}</Descriptions.Item>
          <Descriptions.Item label={`Harga berlaku (${gudangName(gudangId)})`}>
            <strong className="price-current">{formatRupiah(price.data.product_price_sale)}</strong>
          </Descriptions.Item>
          {price.data.ppn.percent > 0 && (
            <Descriptions.Item label={price.data.ppn.included ? 'Termasuk PPN' : 'Belum termasuk PPN'}>
              <span className="price-ppn">
                {price.data.ppn.included
                  ? `DPP ${formatRupiah(price.data.ppn.dpp)} + PPN ${formatNumber(price.data.ppn.percent)}% ${formatRupiah(price.data.ppn.ppn)}`
                  : `+ PPN ${formatNumber(price.data.ppn.percent)}% ${formatRupiah(price.data.ppn.ppn)} = ${formatRupiah(price.data.ppn.total)}`}
              </span>
            </Descriptions.Item>
          )}
        </Descriptions>
        <Table
          size="small"
          className="price-current-table"
          rowKey="gudang_id"
          pagination={false}
          dataSource={price.data.prices}
          locale={{ emptyText: <Empty description="Belum ada harga: harga jual 0" /> }}
          columns={[
            { title: 'Gudang', dataIndex: 'gudang_id', render: (v: number, r) => r.master_gudang_name ?? gudangName(v) },
            { title: 'Harga Jual', dataIndex: 'product_price_sale', align: 'right', render: (v) => formatRupiah(v) },
            { title: 'Diperbarui', dataIndex: 'updated_at', render: (v) => formatDateTime(v) },
          ]}
        />
      </Card>
      <Card title="Ubah Harga">
        <PriceForm
          // another warehouse or a saved change: a fresh form with the answer's values
          key={`${gudangId}:${price.dataUpdatedAt}`}
          productId={productId}
          gudangId={gudangId}
          price={price.data}
          onGudang={(id) => setParams(id ? { id: String(productId), gudang_id: String(id) } : { id: String(productId) })}
        />
      </Card>
      <Card title="Riwayat Harga">
        <Table
          size="small"
          className="price-history"
          rowKey="history_id"
          dataSource={price.data.history}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: <Empty description="Belum ada perubahan harga" /> }}
          columns={[
            { title: 'Waktu', dataIndex: 'at', render: (v) => formatDateTime(v) },
            { title: 'Pengguna', dataIndex: 'user_name', render: (v) => v ?? '-' },
            { title: 'Gudang', dataIndex: 'gudang_id', render: (v: number) => gudangName(v) },
            { title: 'Harga Lama', dataIndex: 'price_old', align: 'right', render: (v) => (v == null ? <Tag>Baru</Tag> : formatRupiah(v)) },
            { title: 'Harga Baru', dataIndex: 'price_new', align: 'right', render: (v) => formatRupiah(v) },
          ]}
        />
      </Card>
    </Space>
  );
}
