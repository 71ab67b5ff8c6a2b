import { Card, Col, Form, Input, Row } from 'antd';

/** Penerima: where the order goes (name, phone, address) and the order's note. */
export function SalesOrderFormRecipient() {
  return (
    <Card size="small" title="Penerima" className="so-recipient-card">
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name="destination_name" label="Nama penerima">
            <Input id="destination_name" maxLength={150} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="destination_phone" label="Telepon penerima">
            <Input id="destination_phone" maxLength={20} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="destination_address" label="Alamat">
            <Input.TextArea id="destination_address" rows={2} maxLength={1000} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="destination_district_name" label="Kecamatan">
            <Input id="destination_district_name" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="destination_city_name" label="Kota">
            <Input id="destination_city_name" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={12} md={7}>
          <Form.Item name="destination_state_name" label="Provinsi">
            <Input id="destination_state_name" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={12} md={5}>
          <Form.Item name="destination_zipcode" label="Kode pos">
            <Input id="destination_zipcode" maxLength={10} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="note" label="Catatan" style={{ marginBottom: 0 }}>
        <Input.TextArea id="note" rows={2} maxLength={1000} />
      </Form.Item>
    </Card>
  );
}
