import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { GOLONGAN_OBAT, grosirInput, NO_BARCODE, productFields, productVarianInput } from '@bo/contract';
import { Button, Card, Col, Divider, Form, Input, message, Result, Row, Select, Space, Spin, Switch, Tabs, Typography, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { post } from '../../api/client';
import { schemaField } from '../../lib/schema-rules';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { type ProductDetail, useProduct } from './api/get-product';
import { useProductLookup } from './api/get-product-options';
import { type SaveProduct, useSaveProduct } from './api/save-product';
import { ProductImages } from './product-images';
import { IntegerInput, LookupSelect, MoneyInput } from './product-inputs';
import { ProductKledoSection } from './product-kledo-section';
import { PRODUCT_LIST_PATH, productPricePath } from './product-list-page';
import { FormErrorAlert } from '../../components/form-error-alert';

interface VarianValue {
  product_id?: number;
  varian?: string;
  varian_sku?: string;
  barcode?: string;
}
interface GrosirValue {
  grosir_kuantitas?: number | null;
  grosir_is_rupiah?: '1' | '0';
  grosir_harga_grosir?: number | null;
}
interface Values {
  main_name: string;
  alternative?: string;
  main_category_id?: number | null;
  merk_id?: number | null;
  main_vendor_id?: number | null;
  main_rack?: string;
  main_min_stock?: number | null;
  product_satuan_besar?: number | null;
  product_isi?: number | null;
  product_satuan_kecil?: number | null;
  has_varian: boolean;
  barcode?: string;
  varian_sku?: string;
  varian?: VarianValue[];
  is_konsinyasi: boolean;
  is_product_expire: boolean;
  product_golongan_obat_id?: number | null;
  product_jenis?: string;
  product_jenis_obat?: string;
  product_jumlah_dosis?: string;
  product_satuan_dosis?: string;
  product_lokasi_pakai?: string;
  product_price_sale?: number | null;
  grosir?: GrosirValue[];
}

const GOLONGAN_OPTIONS = GOLONGAN_OBAT.map((g) => ({ value: g.product_golongan_obat_id, label: g.product_golongan_obat_name }));
const DISCOUNT_KIND = [
  { value: '1', label: 'Rupiah' },
  { value: '0', label: 'Persen' },
];
const text = (v: string | undefined | null) => (v == null || v.trim() === '' ? undefined : v.trim());
const num = (v: number | null | undefined) => (v == null ? undefined : v);
const str = (v: unknown) => (v == null ? undefined : String(v));
const flag = (v: unknown) => v === true || v === 1 || v === '1';

/** Spec defaults (spec-1 §3, spec-2 §9): min stock 0, barcode '--', price 0, isi 1. */
const NEW_PRODUCT: Partial<Values> = {
  main_min_stock: 0,
  barcode: NO_BARCODE,
  product_isi: 1,
  product_price_sale: 0,
  has_varian: false,
  is_konsinyasi: false,
  is_product_expire: false,
  varian: [],
  grosir: [],
};

function initialOf(p: ProductDetail): Partial<Values> {
  const variants = p.varian ?? [];
  const named = variants.some((v) => v.varian);
  return {
    main_name: p.main_name,
    alternative: str(p.alternative),
    main_category_id: num(p.main_category_id as number | null),
    merk_id: num(p.merk_id as number | null),
    main_vendor_id: num(p.main_vendor_id as number | null),
    main_rack: str(p.main_rack),
    main_min_stock: Number(p.main_min_stock ?? 0),
    product_satuan_besar: p.product_satuan_besar,
    product_isi: p.product_isi,
    product_satuan_kecil: p.product_satuan_kecil,
    has_varian: named,
    barcode: p.barcode || NO_BARCODE,
    varian_sku: named ? undefined : variants[0]?.product_sku,
    varian: named ? variants.map((v) => ({ product_id: v.product_id, varian: v.varian ?? '', varian_sku: v.product_sku, barcode: v.product_barcode })) : [],
    is_konsinyasi: flag(p.is_konsinyasi),
    is_product_expire: flag(p.is_product_expire),
    product_golongan_obat_id: num(p.product_golongan_obat_id as number | null),
    product_jenis: str(p.product_jenis),
    product_jenis_obat: str(p.product_jenis_obat),
    product_jumlah_dosis: p.product_jumlah_dosis == null ? undefined : String(p.product_jumlah_dosis).replace('.', ','),
    product_satuan_dosis: str(p.product_satuan_dosis),
    product_lokasi_pakai: str(p.product_lokasi_pakai),
  };
}

function bodyOf(v: Values, row: ProductDetail | null): SaveProduct {
  const body: SaveProduct = {
    main_name: v.main_name?.trim(),
    alternative: text(v.alternative),
    main_category_id: num(v.main_category_id),
    merk_id: num(v.merk_id),
    main_vendor_id: num(v.main_vendor_id),
    main_rack: text(v.main_rack),
    main_min_stock: v.main_min_stock ?? 0,
    product_satuan_besar: num(v.product_satuan_besar),
    product_isi: num(v.product_isi),
    product_satuan_kecil: num(v.product_satuan_kecil),
    is_konsinyasi: v.is_konsinyasi ? '1' : '0',
    is_product_expire: v.is_product_expire ? '1' : '0',
    product_golongan_obat_id: num(v.product_golongan_obat_id),
    product_jenis: text(v.product_jenis),
    product_jenis_obat: text(v.product_jenis_obat),
    product_jumlah_dosis: text(v.product_jumlah_dosis),
    product_satuan_dosis: text(v.product_satuan_dosis),
    product_lokasi_pakai: text(v.product_lokasi_pakai),
  };
  if (v.has_varian) {
    body.varian = (v.varian ?? []).map((x) => ({
      product_id: x.product_id,
      varian: x.varian?.trim() ?? '',
      varian_sku: text(x.varian_sku),
      barcode: text(x.barcode) ?? NO_BARCODE,
    }));
  } else {
    body.barcode = text(v.barcode) ?? NO_BARCODE;
    body.varian_sku = text(v.varian_sku);
  }
  if (row) body.main_id = row.main_id;
  else {
    body.product_price_sale = v.product_price_sale ?? 0;
    body.grosir = (v.grosir ?? []).map((g) => ({
      grosir_kuantitas: g.grosir_kuantitas ?? undefined,
      grosir_is_rupiah: g.grosir_is_rupiah ?? '1',
      grosir_harga_grosir: g.grosir_harga_grosir ?? undefined,
    }));
  }
  return body;
}

/** Form.Item props for a field of a list row: the contract's rule, under the row's name path. */
function rowField<S extends Record<string, import('zod').ZodType>>(shape: S, row: number, name: keyof S & string) {
  return { ...schemaField(shape, name), name: [row, name] };
}

/** One shared grid column: two fields a row on wide screens, one on narrow ones. */
const Half = ({ children }: { children: React.ReactNode }) => (
  <Col xs={24} md={12}>
    {children}
  </Col>
);
const Third = ({ children }: { children: React.ReactNode }) => (
  <Col xs={24} md={8}>
    {children}
  </Col>
);

/** Wholesale tiers: from a quantity (small units), a discount per small unit in rupiah or percent. */
export function GrosirList({ name = 'grosir' }: { name?: string }) {
  return (
    <Form.List name={name}>
      {(rows, { add, remove }) => (
        <>
          {rows.map((r) => (
            <Row gutter={8} key={r.key} className="grosir-row" align="top">
              <Col xs={24} md={7}>
                <Form.Item label="Min. Kuantitas (satuan kecil)" {...rowField(grosirInput.shape, r.name, 'grosir_kuantitas')}>
                  <IntegerInput className="grosir-qty" min={1} />
                </Form.Item>
              </Col>
              <Col xs={12} md={5}>
                <Form.Item label="Jenis Potongan" name={[r.name, 'grosir_is_rupiah']} initialValue="1">
                  <Select className="grosir-kind" options={DISCOUNT_KIND} />
                </Form.Item>
              </Col>
              <Col xs={12} md={9}>
                <Form.Item noStyle shouldUpdate>
                  {({ getFieldValue }) => {
                    const rupiah = getFieldValue([name, r.name, 'grosir_is_rupiah']) !== '0';
                    return (
                      <Form.Item label={rupiah ? 'Potongan per Satuan (Rp)' : 'Potongan (%)'} {...rowField(grosirInput.shape, r.name, 'grosir_harga_grosir')}>
                        {rupiah ? <MoneyInput className="grosir-amount" /> : <IntegerInput className="grosir-amount" max={100} />}
                      </Form.Item>
                    );
                  }}
                </Form.Item>
              </Col>
              <Col xs={24} md={3}>
                <Form.Item label=" ">
                  <Button icon={<DeleteOutlined />} aria-label="Hapus grosir" title="Hapus grosir" onClick={() => remove(r.name)} />
                </Form.Item>
              </Col>
            </Row>
          ))}
          <Button icon={<PlusOutlined />} className="grosir-add" onClick={() => add({ grosir_is_rupiah: '1' })}>
            Tambah Grosir
          </Button>
        </>
      )}
    </Form.List>
  );
}

/**
 * The product form of product-create and product-update/:id (spec-1 §3): the product, its units
 * (big unit, isi, small unit), medicine data, variants or its single barcode/SKU, and on create
 * its first sale price and wholesale tiers (later through the price page). Validation call
 * first, then stored; the server's field errors land at their fields, list rows included.
 */
function ProductForm({ row }: { row: ProductDetail | null }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const save = useSaveProduct();
  const [images, setImagesState] = useState<UploadFile[]>([]);
  const unsaved = useUnsavedChanges();
  // The page's two forms (the product, its accounting fields) share one unsaved-changes warning:
  // it stays while either holds unsaved edits.
  const dirtyParts = useRef({ main: false, kledo: false });
  const markPart = (part: 'main' | 'kledo', dirty: boolean) => {
    dirtyParts.current[part] = dirty;
    if (dirty) unsaved.markDirty();
    else if (!dirtyParts.current.main && !dirtyParts.current.kledo) unsaved.markSaved();
  };
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = row && searchParams.get('tab') === 'akuntansi' ? 'akuntansi' : 'produk';
  const setImages = (files: UploadFile[]) => {
    setImagesState(files);
    if (files.length) markPart('main', true);
  };
  const stored = row?.varian?.[0]?.product_images ?? [];
  const { busy, submit } = useFormSubmit(form, async () => {
    // getFieldsValue(true): the hidden rows' fields (product_id of a variant) too
    const { env, refused } = await save.mutateAsync({
      input: bodyOf(form.getFieldsValue(true) as Values, row),
      images: images.map((f) => f.originFileObj as File),
    });
    // unsaved accounting fields still ask before the page is left
    markPart('main', false);
    message.success(env.msg || 'Data berhasil disimpan');
    if (refused.length) message.error(`Gambar tidak tersimpan: ${refused.join('; ')}`);
    navigate(PRODUCT_LIST_PATH);
  });
  const hasVarian = Form.useWatch('has_varian', form);
  const besar = Form.useWatch('product_satuan_besar', form);
  const kecil = Form.useWatch('product_satuan_kecil', form);
  const isi = Form.useWatch('product_isi', form);
  const newBarcode = async (path: (string | number)[]) => {
    const r = await post<{ barcode: string }>('/product/data/generate_barcode');
    form.setFieldValue(path as never, r.barcode);
  };
  const productForm = (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      onValuesChange={() => markPart('main', true)}
      initialValues={row ? initialOf(row) : NEW_PRODUCT}
      scrollToFirstError
      name="product"
    >
      <FormErrorAlert form={form} />
      <Divider titlePlacement="start">Informasi Produk</Divider>
      <Row gutter={16}>
        <Half>
          <Form.Item label="Nama Produk" {...schemaField(productFields, 'main_name')}>
            <Input id="main_name" autoFocus maxLength={200} />
          </Form.Item>
        </Half>
        <Half>
          <Form.Item label="Nama Alternatif" {...schemaField(productFields, 'alternative')} extra="Nama lain untuk pencarian, pisahkan dengan koma">
            <Input id="alternative" maxLength={500} />
          </Form.Item>
        </Half>
        <Third>
          <Form.Item label="Etalase" {...schemaField(productFields, 'main_category_id')}>
            <LookupSelect lookup="package_category" id="main_category_id" />
          </Form.Item>
        </Third>
        <Third>
          <Form.Item label="Kategori Produk" {...schemaField(productFields, 'merk_id')}>
            <LookupSelect lookup="merk" id="merk_id" />
          </Form.Item>
        </Third>
        <Third>
          <Form.Item label="Vendor Utama" {...schemaField(productFields, 'main_vendor_id')}>
            <LookupSelect lookup="vendor" id="main_vendor_id" />
          </Form.Item>
        </Third>
        <Third>
          <Form.Item label="Rak" {...schemaField(productFields, 'main_rack')}>
            <Input id="main_rack" maxLength={50} />
          </Form.Item>
        </Third>
        <Third>
          <Form.Item label="Stok Minimal (satuan kecil)" {...schemaField(productFields, 'main_min_stock')}>
            <IntegerInput id="main_min_stock" />
          </Form.Item>
        </Third>
        <Third>
          <Form.Item label="Golongan Obat" {...schemaField(productFields, 'product_golongan_obat_id')}>
            <Select id="product_golongan_obat_id" allowClear showSearch={{ optionFilterProp: 'label' }} options={GOLONGAN_OPTIONS} placeholder="Pilih" />
          </Form.Item>
        </Third>
      </Row>

      <Divider titlePlacement="start">Satuan</Divider>
      <Row gutter={16}>
        <Third>
          <Form.Item label="Satuan Besar" {...schemaField(productFields, 'product_satuan_besar')}>
            <LookupSelect lookup="kemasan" id="product_satuan_besar" className="unit-besar" />
          </Form.Item>
        </Third>
        <Third>
          <Form.Item
            label="Isi Satuan Besar"
            {...schemaField(productFields, 'product_isi')}
            extra={besar && kecil && isi ? <UnitHint besar={besar} kecil={kecil} isi={isi} /> : 'Jumlah satuan kecil dalam satu satuan besar'}
          >
            <IntegerInput id="product_isi" min={1} />
          </Form.Item>
        </Third>
        <Third>
          <Form.Item label="Satuan Kecil" {...schemaField(productFields, 'product_satuan_kecil')}>
            <LookupSelect lookup="kemasan" id="product_satuan_kecil" className="unit-kecil" />
          </Form.Item>
        </Third>
      </Row>

      <Divider titlePlacement="start">Data Obat</Divider>
      <Row gutter={16}>
        <Third>
          <Form.Item label="Jenis Produk" {...schemaField(productFields, 'product_jenis')}>
            <Input id="product_jenis" maxLength={50} />
          </Form.Item>
        </Third>
        <Third>
          <Form.Item label="Jenis Obat" {...schemaField(productFields, 'product_jenis_obat')}>
            <Input id="product_jenis_obat" maxLength={50} placeholder="Tablet, sirup, salep" />
          </Form.Item>
        </Third>
        <Third>
          <Form.Item label="Lokasi Pakai" {...schemaField(productFields, 'product_lokasi_pakai')}>
            <Input id="product_lokasi_pakai" maxLength={50} placeholder="Oral, topikal" />
          </Form.Item>
        </Third>
        <Third>
          <Form.Item label="Jumlah Dosis" {...schemaField(productFields, 'product_jumlah_dosis')}>
            <Input id="product_jumlah_dosis" inputMode="decimal" placeholder="500 atau 0,5" />
          </Form.Item>
        </Third>
        <Third>
          <Form.Item label="Satuan Dosis" {...schemaField(productFields, 'product_satuan_dosis')}>
            <Input id="product_satuan_dosis" maxLength={20} placeholder="mg, ml" />
          </Form.Item>
        </Third>
        <Third>
          <Space size="large">
            <Form.Item label="Konsinyasi" name="is_konsinyasi" valuePropName="checked">
              <Switch id="is_konsinyasi" />
            </Form.Item>
            <Form.Item label="Ada Kedaluwarsa" name="is_product_expire" valuePropName="checked">
              <Switch id="is_product_expire" />
            </Form.Item>
          </Space>
        </Third>
      </Row>

      <Divider titlePlacement="start">Varian</Divider>
      <Form.Item name="has_varian" valuePropName="checked" label="Produk memiliki varian">
        <Switch id="has_varian" className="product-has-varian" />
      </Form.Item>
      {hasVarian ? (
        <Form.List name="varian">
          {(rows, { add, remove }) => (
            <>
              {rows.map((r) => (
                <Row gutter={8} key={r.key} className="varian-row" align="top">
                  <Form.Item name={[r.name, 'product_id']} hidden>
                    <Input />
                  </Form.Item>
                  <Col xs={24} md={7}>
                    <Form.Item label="Nama Varian" {...rowField(productVarianInput.shape, r.name, 'varian')}>
                      <Input className="varian-name" maxLength={100} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={6}>
                    <Form.Item label="SKU" {...rowField(productVarianInput.shape, r.name, 'varian_sku')} extra="Kosong: dibuat otomatis">
                      <Input className="varian-sku" maxLength={50} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={8}>
                    <Form.Item label="Barcode" {...rowField(productVarianInput.shape, r.name, 'barcode')}>
                      <Input
                        className="varian-barcode"
                        maxLength={50}
                        suffix={
                          <Button size="small" type="link" onClick={() => newBarcode(['varian', r.name, 'barcode'])}>
                            Buat
                          </Button>
                        }
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={3}>
                    <Form.Item label=" ">
                      <Button icon={<DeleteOutlined />} aria-label="Hapus varian" title="Hapus varian" onClick={() => remove(r.name)} />
                    </Form.Item>
                  </Col>
                </Row>
              ))}
              <Button icon={<PlusOutlined />} className="varian-add" onClick={() => add({ varian: '', barcode: NO_BARCODE })}>
                Tambah Varian
              </Button>
            </>
          )}
        </Form.List>
      ) : (
        <Row gutter={16}>
          <Half>
            <Form.Item label="Barcode" {...schemaField(productFields, 'barcode')}>
              <Input
                id="barcode"
                maxLength={50}
                suffix={
                  <Button size="small" type="link" className="barcode-generate" onClick={() => newBarcode(['barcode'])}>
                    Buat Barcode
                  </Button>
                }
              />
            </Form.Item>
          </Half>
          <Half>
            <Form.Item label="SKU" {...schemaField(productFields, 'varian_sku')} extra="Kosong: dibuat otomatis">
              <Input id="varian_sku" maxLength={50} />
            </Form.Item>
          </Half>
        </Row>
      )}

      {row ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          Harga jual dan grosir diubah di halaman Harga Jual.
        </Typography.Paragraph>
      ) : (
        <>
          <Divider titlePlacement="start">Harga</Divider>
          <Row gutter={16}>
            <Half>
              <Form.Item
                label="Harga Jual per Satuan Kecil"
                {...schemaField(productFields, 'product_price_sale')}
                extra="Berlaku untuk semua varian dan gudang"
              >
                <MoneyInput id="product_price_sale" />
              </Form.Item>
            </Half>
          </Row>
          <Typography.Text strong>Grosir</Typography.Text>
          <div style={{ marginTop: 8 }}>
            <GrosirList />
          </div>
        </>
      )}

      <Divider titlePlacement="start">Gambar Produk</Divider>
      <ProductImages stored={stored} name={row?.main_name ?? 'Produk'} files={images} onChange={setImages} />

      <Divider />
      <Space>
        <Button type="primary" htmlType="submit" loading={busy} className="product-save">
          Simpan
        </Button>
        <Button className="product-cancel" onClick={() => navigate(PRODUCT_LIST_PATH)}>
          Batal
        </Button>
      </Space>
    </Form>
  );
  return (
    <Card
      title={row ? `Ubah Produk: ${row.main_name}` : 'Tambah Produk'}
      className="product-form-page"
      extra={
        row?.varian?.[0] ? (
          <Button className="product-form-price" onClick={() => navigate(productPricePath(row.varian[0].product_id))}>
            Harga Jual
          </Button>
        ) : null
      }
    >
      {row ? (
        <Tabs
          className="product-form-tabs"
          activeKey={tab}
          onChange={(key) => setSearchParams(key === 'akuntansi' ? { tab: key } : {}, { replace: true })}
          items={[
            { key: 'produk', label: 'Data Produk', children: productForm },
            {
              key: 'akuntansi',
              label: 'Akuntansi (Kledo)',
              children: <ProductKledoSection row={row} onDirtyChange={(dirty) => markPart('kledo', dirty)} />,
            },
          ]}
        />
      ) : (
        productForm
      )}
    </Card>
  );
}

/** '1 Box = 10 Strip' under the isi field, with the names of the chosen units. */
function UnitHint({ besar, kecil, isi }: { besar: number; kecil: number; isi: number }) {
  const units =
    useProductLookup(
      'kemasan',
      '',
      [besar, kecil].filter((x) => x > 0),
    ).data ?? [];
  const name = (id: number) => units.find((u) => u.value === id)?.label ?? '';
  const same = besar === kecil && isi !== 1;
  return <span className="unit-hint">{same ? 'Satuan besar dan kecil sama: isi harus 1' : `1 ${name(besar)} = ${isi} ${name(kecil)}`}</span>;
}

/** /product/product-create (permission productCreate). */
export function ProductCreatePage() {
  return <ProductForm row={null} />;
}

/** /product/product-update/:id (permission productUpdate): id is the product (main_id). */
export function ProductUpdatePage() {
  const params = useParams();
  const navigate = useNavigate();
  const id = Number(params.id);
  const q = useProduct({ main_id: id });
  if (id > 0 && q.isLoading) return <Spin />;
  if (!q.data)
    return (
      <Result
        status="warning"
        title="Produk tidak ditemukan"
        subTitle="Pilih produk yang akan diubah dari daftar produk."
        extra={<Button onClick={() => navigate(PRODUCT_LIST_PATH)}>Daftar Produk</Button>}
      />
    );
  return <ProductForm key={id} row={q.data} />;
}
