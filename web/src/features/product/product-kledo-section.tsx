import { productKledoBody } from '@bo/contract';
import { Alert, Button, Card, Checkbox, Col, Form, Input, message, Row, Switch, Typography } from 'antd';
import { formatDateTime } from '../../lib/dates';
import { schemaField } from '../../lib/schema-rules';
import { useFormSubmit } from '../../lib/use-form-submit';
import type { ProductDetail } from './api/get-product';
import { type ProductKledo, type SaveProductKledo, useSaveProductKledo } from './api/save-product-kledo';
import { MoneyInput } from './product-inputs';
import { FormErrorAlert } from '../../components/form-error-alert';

interface Values {
  kledo_is_purchase: boolean;
  kledo_purchase_account_id?: string;
  kledo_purchase_price?: number | null;
  kledo_purchase_tax_id?: string;
  kledo_purchase_account_update_past: boolean;
  kledo_is_sell: boolean;
  kledo_sell_account_id?: string;
  kledo_sell_price?: number | null;
  kledo_sell_tax_id?: string;
  kledo_sell_account_update_past: boolean;
  kledo_is_track: boolean;
  kledo_track_account_id?: string;
  kledo_track_account_update_past: boolean;
}

const shape = productKledoBody.shape;
const on = (v: unknown) => v === true || v === 1 || v === '1';
const idText = (v: unknown) => (v == null || v === '' ? undefined : String(v));
const price = (v: unknown) => (v == null || v === '' ? null : Number(v));
const flag = (v: boolean | undefined) => (v ? '1' : '0');
const blank = (v: string | undefined) => (v == null || v.trim() === '' ? undefined : v.trim());

/** The stored kledo_* values of /product/find (or of the save's answer) as form values. */
function valuesOf(p: Partial<ProductKledo>): Values {
  return {
    kledo_is_purchase: on(p.kledo_is_purchase),
    kledo_purchase_account_id: idText(p.kledo_purchase_account_id),
    kledo_purchase_price: price(p.kledo_purchase_price),
    kledo_purchase_tax_id: idText(p.kledo_purchase_tax_id),
    kledo_purchase_account_update_past: on(p.kledo_purchase_account_update_past),
    kledo_is_sell: on(p.kledo_is_sell),
    kledo_sell_account_id: idText(p.kledo_sell_account_id),
    kledo_sell_price: price(p.kledo_sell_price),
    kledo_sell_tax_id: idText(p.kledo_sell_tax_id),
    kledo_sell_account_update_past: on(p.kledo_sell_account_update_past),
    kledo_is_track: on(p.kledo_is_track),
    kledo_track_account_id: idText(p.kledo_track_account_id),
    kledo_track_account_update_past: on(p.kledo_track_account_update_past),
  };
}

function bodyOf(mainId: number, v: Values): SaveProductKledo {
  return {
    main_id: mainId,
    kledo_is_purchase: flag(v.kledo_is_purchase),
    kledo_purchase_account_id: blank(v.kledo_purchase_account_id),
    kledo_purchase_price: v.kledo_purchase_price ?? undefined,
    kledo_purchase_tax_id: blank(v.kledo_purchase_tax_id),
    kledo_purchase_account_update_past: flag(v.kledo_purchase_account_update_past),
    kledo_is_sell: flag(v.kledo_is_sell),
    kledo_sell_account_id: blank(v.kledo_sell_account_id),
    kledo_sell_price: v.kledo_sell_price ?? undefined,
    kledo_sell_tax_id: blank(v.kledo_sell_tax_id),
    kledo_sell_account_update_past: flag(v.kledo_sell_account_update_past),
    kledo_is_track: flag(v.kledo_is_track),
    kledo_track_account_id: blank(v.kledo_track_account_id),
    kledo_track_account_update_past: flag(v.kledo_track_account_update_past),
  };
}

type Side = 'purchase' | 'sell' | 'track';
const SIDES: { side: Side; title: string; switchLabel: string; account: string; tax?: string; price?: string; help: string }[] = [
  {
    side: 'purchase',
    title: 'Pembelian',
    switchLabel: 'Produk ini dibeli',
    account: 'Akun Pembelian (ID akun Kledo)',
    tax: 'Pajak Pembelian (ID pajak Kledo)',
    price: 'Harga Beli Akuntansi',
    help: 'Akun yang dicatat saat produk dibeli dari vendor.',
  },
  {
    side: 'sell',
    title: 'Penjualan',
    switchLabel: 'Produk ini dijual',
    account: 'Akun Penjualan (ID akun Kledo)',
    tax: 'Pajak Penjualan (ID pajak Kledo)',
    price: 'Harga Jual Akuntansi',
    help: 'Akun pendapatan yang dicatat saat produk dijual.',
  },
  {
    side: 'track',
    title: 'Persediaan',
    switchLabel: 'Lacak persediaan',
    account: 'Akun Persediaan (ID akun Kledo)',
    help: 'Akun persediaan tempat nilai stok produk dicatat.',
  },
];

/** One side (purchase, sell, track): its switch, and its account, tax, price and "update past" fields while on. */
function SideCard({ s }: { s: (typeof SIDES)[number] }) {
  const form = Form.useFormInstance<Values>();
  const enabled = Form.useWatch(`kledo_is_${s.side}`, form) === true;
  const name = (field: string) => `kledo_${s.side}_${field}` as keyof Values & keyof typeof shape;
  return (
    <Card size="small" title={s.title} className={`kledo-side kledo-side-${s.side}`} style={{ height: '100%' }}>
      <Form.Item name={`kledo_is_${s.side}`} valuePropName="checked" label={s.switchLabel} extra={s.help}>
        <Switch checkedChildren="Ya" unCheckedChildren="Tidak" />
      </Form.Item>
      <Form.Item label={s.account} {...schemaField(shape, name('account_id'))} required={enabled}>
        <Input inputMode="numeric" maxLength={12} disabled={!enabled} placeholder="Contoh: 1201" />
      </Form.Item>
      {s.tax ? (
        <Form.Item label={s.tax} {...schemaField(shape, name('tax_id'))} extra="Kosongkan bila tanpa pajak">
          <Input inputMode="numeric" maxLength={12} disabled={!enabled} />
        </Form.Item>
      ) : null}
      {s.price ? (
        <Form.Item label={s.price} {...schemaField(shape, name('price'))}>
          <MoneyInput className={`kledo-${s.side}-price`} disabled={!enabled} />
        </Form.Item>
      ) : null}
      <Form.Item name={name('account_update_past')} valuePropName="checked" style={{ marginBottom: 0 }}>
        <Checkbox disabled={!enabled}>Terapkan akun ini juga ke transaksi sebelumnya</Checkbox>
      </Form.Item>
    </Card>
  );
}

/**
 * The accounting section of the product update page (spec-1 §3, the kledo_* fields): per side
 * (purchase, sell, track) whether it applies, the Kledo account and tax ids, the prices, and
 * whether past transactions take the new account. Saved with validation_update_kledo, then
 * update_stored_kledo; the server's field errors land at their fields. Sending the product to
 * Kledo is the accounting integration's work: until it exists, accounts and taxes are typed as ids.
 */
export function ProductKledoSection({ row, onDirtyChange }: { row: ProductDetail; onDirtyChange?: (dirty: boolean) => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveProductKledo();
  const stored = row as ProductDetail & Partial<ProductKledo>;
  const { busy, submit } = useFormSubmit(form, async () => {
    const env = await save.mutateAsync(bodyOf(row.main_id, form.getFieldsValue(true) as Values));
    // a side switched off keeps nothing: show what the server kept
    if (env.data) form.setFieldsValue(valuesOf(env.data));
    onDirtyChange?.(false);
    message.success(env.msg || 'Isian akuntansi produk berhasil disimpan');
  });
  return (
    <Form
      form={form}
      layout="vertical"
      className="product-kledo-form"
      initialValues={valuesOf(stored)}
      onValuesChange={() => onDirtyChange?.(true)}
      onFinish={submit}
      scrollToFirstError
    >
      <FormErrorAlert form={form} />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="Isian untuk layanan akuntansi (Kledo)"
        description="Dipakai saat produk disinkronkan ke Kledo. Akun dan pajak diisi dengan ID-nya di Kledo; pilihan daftar akun tersedia setelah integrasi akuntansi terhubung. Harga diisi dalam rupiah, misalnya 1.500.000."
      />
      <Row gutter={[16, 16]}>
        {SIDES.map((s) => (
          <Col xs={24} lg={8} key={s.side}>
            <SideCard s={s} />
          </Col>
        ))}
      </Row>
      <Row justify="space-between" align="middle" style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" loading={busy} className="kledo-save">
          Simpan Akuntansi
        </Button>
        {stored.kledo_updated_at ? (
          <Typography.Text type="secondary" className="kledo-updated-at">
            Terakhir disimpan {formatDateTime(stored.kledo_updated_at)}
          </Typography.Text>
        ) : null}
      </Row>
    </Form>
  );
}
