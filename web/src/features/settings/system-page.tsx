import { DEFAULT_CONFIG_NAME, DEFAULT_COUNTRY } from '@bo/contract';
import { Button, Card, Col, Form, Input, message, Row } from 'antd';
import { useEffect } from 'react';
import { type GeneralConfig, useGeneralConfig } from '../../lib/config';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useSaveGeneralConfig } from './api/save-general-config';
import { FormErrorAlert } from '../../components/form-error-alert';

const FIELDS: { name: keyof GeneralConfig; label: string; span?: number; textarea?: boolean }[] = [
  { name: 'config_name', label: 'Nama Aplikasi' },
  { name: 'config_company', label: 'Nama Perusahaan' },
  { name: 'config_email', label: 'Email' },
  { name: 'config_phone', label: 'Telepon' },
  { name: 'config_address', label: 'Alamat', span: 24, textarea: true },
  { name: 'config_country_name', label: 'Negara' },
  { name: 'config_province_name', label: 'Provinsi' },
  { name: 'config_city_name', label: 'Kota' },
  { name: 'config_district_name', label: 'Kecamatan' },
  { name: 'config_logo', label: 'URL Logo' },
  { name: 'config_favicon', label: 'URL Favicon' },
];

/** /configure/system: get/stored_config_general. */
export function SystemPage() {
  const [form] = Form.useForm<GeneralConfig>();
  const config = useGeneralConfig();
  const saveConfig = useSaveGeneralConfig();
  useEffect(() => {
    if (config.data)
      form.setFieldsValue({
        ...config.data,
        config_country_name: config.data.config_country_name || DEFAULT_COUNTRY,
        config_name: config.data.config_name || DEFAULT_CONFIG_NAME,
      });
  }, [config.data, form]);
  const { busy, submit } = useFormSubmit(form, async (values: GeneralConfig) => {
    const env = await saveConfig.mutateAsync(values);
    message.success(env.msg || 'Konfigurasi sistem berhasil disimpan');
  });
  return (
    <Card title="Konfigurasi Sistem" loading={config.isLoading}>
      <Form form={form} layout="vertical" onFinish={submit}>
        <FormErrorAlert form={form} />
        <Row gutter={16}>
          {FIELDS.map((f) => (
            <Col key={f.name} xs={24} md={f.span ?? 12}>
              <Form.Item name={f.name} label={f.label}>
                {f.textarea ? <Input.TextArea rows={2} /> : <Input />}
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Button type="primary" htmlType="submit" loading={busy}>
          Simpan
        </Button>
      </Form>
    </Card>
  );
}
