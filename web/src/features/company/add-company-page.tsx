import { addCompanyBody } from '@bo/contract';
import { Button, Card, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { getAppName } from '../../api/token-store';
import { type Company, switchCompany } from '../../lib/company';
import { useToken } from '../../lib/session';
import { schemaField } from '../../lib/schema-rules';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useAddCompany } from './api/add-company';
import { FormErrorAlert } from '../../components/form-error-alert';

/** /configure/company/add_company: registers another company for the logged-in user. */
export function AddCompanyPage() {
  const token = useToken();
  const [form] = Form.useForm<{ company_name: string; app_name?: string }>();
  const [created, setCreated] = useState<Company | null>(null);
  const addCompany = useAddCompany();
  const { busy, submit } = useFormSubmit(form, async (values: { company_name: string; app_name?: string }) => {
    setCreated(await addCompany.mutateAsync(values));
  });
  return (
    <div style={{ maxWidth: 560, margin: '48px auto', padding: 16 }}>
      <Card title="Tambah Perusahaan">
        {!token ? (
          <Result status="warning" title="Silakan login terlebih dahulu" extra={<Link to="/login?redirect=/configure/company/add_company">Masuk</Link>} />
        ) : created ? (
          <Result
            status="success"
            title="Perusahaan berhasil ditambahkan"
            subTitle={`${created.company_name} (${created.app_name})`}
            extra={[
              <Button key="switch" type="primary" onClick={() => switchCompany(created, getAppName(), () => window.location.assign('/'))}>
                Pindah ke perusahaan ini
              </Button>,
              <Link key="back" to="/configure/company/list">
                Daftar perusahaan
              </Link>,
            ]}
          />
        ) : (
          <Form form={form} layout="vertical" onFinish={submit} disabled={busy}>
            <FormErrorAlert form={form} />
            <Form.Item label="Nama Perusahaan" {...schemaField(addCompanyBody.shape, 'company_name')}>
              <Input />
            </Form.Item>
            <Form.Item label="Kode Aplikasi (opsional)" {...schemaField(addCompanyBody.shape, 'app_name')}>
              <Input />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy}>
              Simpan
            </Button>{' '}
            <Link to="/">Kembali</Link>
          </Form>
        )}
      </Card>
    </div>
  );
}
