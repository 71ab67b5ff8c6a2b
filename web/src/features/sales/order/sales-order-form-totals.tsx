import { Card, Col, Descriptions, Form, Row, Typography } from 'antd';
import { MoneyInput } from '../../../components/money-input';
import { formatRupiah } from '../../../lib/format-number';
import { ppnRateText } from './sales-order-form-header';
import type { SalesOrderPreview } from './use-sales-order-preview';

/** Biaya & Total: the order discount, shipping and COD fields, and the estimate of the totals. */
export function SalesOrderFormTotals({ preview }: { preview: SalesOrderPreview }) {
  const { charges, ppnRule: ppn } = preview;
  return (
    <Card size="small" title="Biaya & Total (perkiraan)" className="so-form-preview">
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="order_discount" label="Diskon tagihan">
            <MoneyInput id="order_discount" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="shipping_cost" label="Ongkos kirim">
            <MoneyInput id="shipping_cost" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="shipping_discount" label="Diskon ongkir">
            <MoneyInput id="shipping_discount" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="cod_fee" label="Biaya COD">
            <MoneyInput id="cod_fee" />
          </Form.Item>
        </Col>
      </Row>
      <Descriptions size="small" column={1} bordered className="so-preview-totals">
        <Descriptions.Item label="Subtotal">{formatRupiah(preview.subtotal)}</Descriptions.Item>
        {charges.order_discount ? <Descriptions.Item label="Diskon tagihan">- {formatRupiah(charges.order_discount)}</Descriptions.Item> : null}
        {ppn.on && <Descriptions.Item label="DPP">{formatRupiah(preview.dpp)}</Descriptions.Item>}
        {ppn.on && <Descriptions.Item label={`${ppnRateText(ppn.percent)}${ppn.included ? ' (termasuk)' : ''}`}>{formatRupiah(preview.ppn)}</Descriptions.Item>}
        {charges.shipping_cost || charges.shipping_discount ? (
          <Descriptions.Item label="Ongkir bersih">{formatRupiah(charges.shipping_cost - charges.shipping_discount)}</Descriptions.Item>
        ) : null}
        {charges.cod_fee ? <Descriptions.Item label="Biaya COD">{formatRupiah(charges.cod_fee)}</Descriptions.Item> : null}
        <Descriptions.Item label="Perkiraan Total">
          <b className="so-preview-grand">{formatRupiah(preview.grand)}</b>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 4, marginBottom: 0 }}>
        Perkiraan; total yang berlaku dihitung server saat tagihan disimpan.
      </Typography.Paragraph>
    </Card>
  );
}
