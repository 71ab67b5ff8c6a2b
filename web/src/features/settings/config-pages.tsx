import { STOCK_REDUCTION_MOMENTS } from '@bo/contract';
import { Button, Card, Form, Input, InputNumber, message, Radio, Space, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ConfigSwitch } from '../../components/config-switch';
import type { ConfigKey } from '../../lib/config';
import { useFormSubmit } from '../../lib/use-form-submit';
import { type PaymentSettings, usePaymentSettings } from './api/get-payment-settings';
import { useStockReduction } from './api/get-stock-reduction';
import { useSaveStockReduction } from './api/save-stock-reduction';
import { useUpdatePaymentSettings } from './api/update-payment-settings';
import { useConfigSetting } from './use-config-setting';
import { FormErrorAlert } from '../../components/form-error-alert';

function SwitchRow({ configKey, label, description }: { configKey: ConfigKey; label: string; description?: string }) {
  const s = useConfigSetting(configKey);
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '12px 0', borderBottom: '1px solid #f0f0f0', gap: 16 }}>
      <div>
        <Typography.Text strong>{label}</Typography.Text>
        {description ? <div style={{ color: '#888' }}>{description}</div> : null}
      </div>
      <ConfigSwitch id={`switch-${configKey}`} value={s.value || '0'} loading={s.loading || s.saving} onChange={(v) => void s.save(v)} />
    </div>
  );
}

/** /configure/harga-termasuk-ppn (show_ppn). */
export function ShowPpnPage() {
  return (
    <Card title="Harga Termasuk PPN">
      <SwitchRow configKey="show_ppn" label="Harga jual sudah termasuk PPN" description="Jika aktif, harga jual yang ditampilkan sudah termasuk PPN." />
    </Card>
  );
}

/** /configure/ppn-jual (ppn value, percent). */
export function PpnPage() {
  const s = useConfigSetting('ppn');
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    if (!s.loading) setValue(Number(s.value || 0));
  }, [s.loading, s.value]);
  return (
    <Card title="PPN Jual">
      <Space>
        <InputNumber min={0} max={100} value={value} onChange={setValue} addonAfter="%" id="ppn-value" />
        <Button type="primary" loading={s.saving} onClick={() => void s.save(String(value ?? 0))}>
          Simpan
        </Button>
      </Space>
    </Card>
  );
}

/** /configure/pengurangan-stok: when a sale's stock leaves (own calls; STOCK_REDUCTION_MOMENTS) and minus stock. */
export function StockReductionPage() {
  const reduction = useStockReduction();
  const save = useSaveStockReduction();
  const saving = save.isPending;
  const saveReduction = async (v: string) => {
    try {
      const env = await save.mutateAsync(v);
      message.success(env.msg || 'Pengaturan berhasil disimpan');
    } catch {
      // toast shown by the client
    }
  };
  // Never set (or empty) reads as '0': stock leaves at shipment.
  const current = STOCK_REDUCTION_MOMENTS.some((m) => m.value === reduction.data) ? reduction.data : '0';
  return (
    <Card title="Pengurangan Stok">
      <div style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
        <Typography.Text strong>Stok penjualan dikurangi</Typography.Text>
        <div style={{ color: '#888', marginBottom: 8 }}>
          Sampai saat itu jumlah pesanan dipesan (reservasi), sehingga dua pesanan tidak menjanjikan stok yang sama. Tagihan yang sudah dibuat tetap memakai
          pengaturan saat dibuat.
        </div>
        <Radio.Group
          id="switch-stock_reduction"
          value={current}
          disabled={reduction.isLoading || saving}
          onChange={(e) => void saveReduction(String(e.target.value))}
        >
          <Space direction="vertical">
            {STOCK_REDUCTION_MOMENTS.map((m) => (
              <Radio key={m.value} value={m.value} className={`stock_reduction-${m.moment}`}>
                {m.label}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </div>
      <SwitchRow configKey="minus_stock" label="Izinkan stok minus" description="Jika aktif, penjualan boleh membuat stok menjadi negatif." />
      <SwitchRow
        configKey="approval_self_allowed"
        label="Izinkan menyetujui dokumen buatan sendiri"
        description="Jika nonaktif (bawaan), penerimaan barang, transfer stok, retur konsumen dan kontak yang dibuat seorang pengguna harus disetujui pengguna lain."
      />
    </Card>
  );
}

/** /configure/catatan-tagihan: note_payment text and note_payment_lock switch. */
export function NotePaymentPage() {
  const note = useConfigSetting('note_payment');
  const [text, setText] = useState('');
  useEffect(() => {
    if (!note.loading) setText(note.value === '0' ? '' : note.value);
  }, [note.loading, note.value]);
  return (
    <Card title="Catatan Tagihan">
      <Typography.Paragraph>Catatan yang dicetak di bawah tagihan.</Typography.Paragraph>
      <Input.TextArea rows={5} value={text} onChange={(e) => setText(e.target.value)} id="note-payment" />
      <Button type="primary" style={{ marginTop: 12 }} loading={note.saving} onClick={() => void note.save(text)}>
        Simpan Catatan
      </Button>
      <SwitchRow configKey="note_payment_lock" label="Kunci catatan tagihan" description="Jika aktif, catatan tidak dapat diubah saat membuat tagihan." />
    </Card>
  );
}

/** /configure/pengaturan-kasir. */
export function CashierPage() {
  return (
    <Card title="Pengaturan Kasir">
      <SwitchRow configKey="kasir_discount" label="Kasir boleh memberi diskon" />
      <SwitchRow configKey="kasir_price_manual" label="Kasir boleh mengubah harga manual" />
      <SwitchRow configKey="kasir_add_customer" label="Kasir boleh menambah pelanggan" />
      <DiscountLimitRow />
    </Card>
  );
}

/** sales_discount_limit: the largest sales discount (percent) without another user's approval; 0 = no limit. */
function DiscountLimitRow() {
  const s = useConfigSetting('sales_discount_limit');
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    if (!s.loading) setValue(Number(s.value || 0));
  }, [s.loading, s.value]);
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '12px 0', gap: 16 }}>
      <div>
        <Typography.Text strong>Batas diskon tanpa persetujuan</Typography.Text>
        <div style={{ color: '#888' }}>
          Diskon baris atau diskon tagihan di atas batas ini menunggu persetujuan pengguna lain (SPV) sebelum tagihan dapat diproses; di kasir ditolak. 0 =
          tanpa batas.
        </div>
      </div>
      <Space>
        <InputNumber min={0} max={100} precision={0} value={value} onChange={setValue} addonAfter="%" id="sales-discount-limit" />
        <Button type="primary" className="save-sales-discount-limit" loading={s.saving} onClick={() => void s.save(String(value ?? 0))}>
          Simpan
        </Button>
      </Space>
    </div>
  );
}

/** /configure/pengaturan-google-maps (google_map_apikey). */
export function GoogleMapsPage() {
  const s = useConfigSetting('google_map_apikey');
  const [key, setKey] = useState('');
  useEffect(() => {
    if (!s.loading) setKey(s.value === '0' ? '' : s.value);
  }, [s.loading, s.value]);
  return (
    <Card title="Google Maps">
      <Space.Compact style={{ width: '100%', maxWidth: 560 }}>
        <Input placeholder="API key Google Maps" value={key} onChange={(e) => setKey(e.target.value)} id="google-map-apikey" />
        <Button type="primary" loading={s.saving} onClick={() => void s.save(key)}>
          Simpan
        </Button>
      </Space.Compact>
    </Card>
  );
}

interface MidtransValues extends Omit<PaymentSettings, 'server_key_set'> {
  midtrans_server_key?: string;
  midtrans_server_key_clear?: boolean;
}

const on = (v: unknown) => v === true || v === 1 || v === '1';

/** /configure/pengaturan-midtrans (konfig_pos/payment get/update). */
export function MidtransPage() {
  const [form] = Form.useForm();
  const data = usePaymentSettings();
  const update = useUpdatePaymentSettings();
  const keySet = !!data.data?.server_key_set;
  useEffect(() => {
    if (data.data) {
      const { server_key_set: _, ...values } = data.data;
      form.setFieldsValue({
        ...values,
        midtrans_server_key: '',
        midtrans_server_key_clear: false,
        midtrans_is_production: on(values.midtrans_is_production),
        midtrans_is_active: on(values.midtrans_is_active),
      });
    }
  }, [data.data, form]);
  const { busy, submit } = useFormSubmit(form, async (v: MidtransValues) => {
    const env = await update.mutateAsync({
      ...v,
      midtrans_server_key: v.midtrans_server_key ?? '',
      midtrans_server_key_clear: v.midtrans_server_key_clear ? '1' : '0',
      midtrans_is_production: on(v.midtrans_is_production) ? '1' : '0',
      midtrans_is_active: on(v.midtrans_is_active) ? '1' : '0',
    });
    message.success(env.msg || 'Pengaturan berhasil disimpan');
  });
  return (
    <Card title="Payment Gateway (Midtrans)" loading={data.isLoading}>
      <Form form={form} layout="vertical" style={{ maxWidth: 560 }} onFinish={submit}>
        <FormErrorAlert form={form} />
        <Form.Item name="midtrans_merchant_id" label="Merchant ID">
          <Input />
        </Form.Item>
        <Form.Item name="midtrans_client_key" label="Client Key">
          <Input />
        </Form.Item>
        <Form.Item
          name="midtrans_server_key"
          label="Server Key"
          extra={keySet ? 'Server key sudah tersimpan dan tidak ditampilkan. Kosongkan untuk mempertahankannya.' : 'Belum ada server key tersimpan.'}
        >
          <Input.Password autoComplete="new-password" placeholder={keySet ? 'Tersimpan' : ''} />
        </Form.Item>
        {keySet ? (
          <Form.Item name="midtrans_server_key_clear" label="Hapus server key tersimpan" valuePropName="checked">
            <Switch />
          </Form.Item>
        ) : null}
        <Form.Item name="midtrans_is_production" label="Mode Produksi" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="midtrans_is_active" label="Aktif" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          Simpan
        </Button>
      </Form>
    </Card>
  );
}
