import { MSG, resourceByKey } from '@bo/contract';
import { KeyOutlined, SettingOutlined, SyncOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Form, Input, InputNumber, Modal, message, Select, Space, Switch, Tooltip, Upload } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { useUserOptions } from '../../api/get-user-options';
import { FormModal } from '../../components/form-modal';
import { PasswordFields } from '../../components/password-fields';
import { mayUse } from '../../lib/route-filter';
import { useProfile } from '../../lib/session';
import { useFormSubmit } from '../../lib/use-form-submit';
import { idIntegerInput } from '../../lib/format-number';
import { ResourcePage, type Row } from '../../components/resource/resource-page';
import { useKasbankSyncState } from './api/get-kasbank-sync-state';
import { useSaveCourierConfig } from './api/save-courier-config';
import { useSyncKasbank } from './api/sync-kasbank';
import { useUpdateKaryawanLogin } from './api/update-karyawan-login';
import { useUpdateMemberLogin } from './api/update-member-login';

/**
 * Screens for built calls that the generic master page has no place for, each hooked in through
 * ResourcePage's `rowActions` / `toolbar`: the employee's login account, the courier configuration
 * and the Kas & Bank accounting sync. (The member login sits on Kontak: MemberLoginAction.)
 */

/** POST /karyawan/update_admin_login: link an employee to a login account of this company (none = 0). */
function KaryawanLoginAction({ row }: { row: Row }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ admin_id?: number }>();
  const users = useUserOptions(open);
  const updateLogin = useUpdateKaryawanLogin();
  const { busy, submit } = useFormSubmit(form, async (v: { admin_id?: number }) => {
    const env = await updateLogin.mutateAsync({ karyawan_id: row.karyawan_id as number, admin_id: v.admin_id ?? 0 });
    message.success(env.msg || MSG.success);
    setOpen(false);
  });
  const current = row.admin_id == null ? undefined : Number(row.admin_id);
  return (
    <>
      <Tooltip title="Akun Login">
        <Button size="small" className="karyawan-login" icon={<UserOutlined />} aria-label="Akun Login" onClick={() => setOpen(true)} />
      </Tooltip>
      <FormModal open={open} title={`Akun Login: ${String(row.karyawan_name ?? '')}`} form={form} busy={busy} onClose={() => setOpen(false)}>
        <Form form={form} layout="vertical" onFinish={submit} initialValues={{ admin_id: current }} preserve={false}>
          <Form.Item name="admin_id" label="Akun Login" extra="Kosongkan untuk melepas akun dari karyawan ini.">
            <Select
              id="karyawan-admin-id"
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder="Pilih akun"
              loading={users.isFetching}
              options={users.options}
            />
          </Form.Item>
        </Form>
      </FormModal>
    </>
  );
}

/** /configure/karyawan with the login account of each employee. */
export function KaryawanPage(props: { openCreate?: boolean }) {
  const profile = useProfile();
  const def = resourceByKey('karyawan');
  const may = mayUse(profile, def.permission.update);
  return <ResourcePage def={def} openCreate={props.openCreate} rowActions={may ? (row) => <KaryawanLoginAction row={row} /> : undefined} />;
}

/** POST /member/update_member_login: the member's own username and password. */
export function MemberLoginAction({ row, refresh }: { row: Row; refresh: () => void }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ member_username: string; password: string; password_confirmation: string }>();
  const updateLogin = useUpdateMemberLogin();
  const { busy, submit } = useFormSubmit(form, async (v: { member_username: string; password: string }) => {
    const env = await updateLogin.mutateAsync({
      member_id: row.member_id as number,
      member_username: v.member_username,
      password: v.password,
    });
    message.success(env.msg || MSG.success);
    setOpen(false);
    refresh();
  });
  return (
    <>
      <Tooltip title="Login Member">
        <Button size="small" className="member-login" icon={<KeyOutlined />} aria-label="Login Member" onClick={() => setOpen(true)} />
      </Tooltip>
      <FormModal open={open} title={`Login Member: ${String(row.member_name ?? '')}`} form={form} busy={busy} onClose={() => setOpen(false)}>
        <Form form={form} layout="vertical" onFinish={submit} preserve={false} initialValues={{ member_username: row.member_username ?? undefined }}>
          <Form.Item name="member_username" label="Username Member" rules={[{ required: true, message: 'Username member wajib diisi' }]}>
            <Input id="member_username" autoComplete="off" />
          </Form.Item>
          <PasswordFields checkMatch />
        </Form>
      </FormModal>
    </>
  );
}

interface CourierValues {
  ekspedisi_discount_ongkir?: number;
  ekspedisi_cod?: boolean;
}

/** POST /ekspedisi/validation_config then /ekspedisi/stored_config (multipart): discount, COD, logo. */
function CourierConfigAction({ row }: { row: Row }) {
  const [open, setOpen] = useState(false);
  const [logo, setLogo] = useState<File | undefined>();
  const [form] = Form.useForm<CourierValues>();
  const saveConfig = useSaveCourierConfig();
  const { busy, submit } = useFormSubmit(form, async (v: CourierValues) => {
    const fields = {
      ekspedisi_id: String(row.ekspedisi_id),
      ekspedisi_discount_ongkir: String(v.ekspedisi_discount_ongkir ?? 0),
      ekspedisi_cod: v.ekspedisi_cod ? ('1' as const) : ('0' as const),
    };
    const env = await saveConfig.mutateAsync({ fields, logo });
    message.success(env.msg || MSG.success);
    setOpen(false);
  });
  const close = () => {
    setOpen(false);
    setLogo(undefined);
  };
  return (
    <>
      <Tooltip title="Pengaturan Ekspedisi">
        <Button size="small" className="courier-config" icon={<SettingOutlined />} aria-label="Pengaturan Ekspedisi" onClick={() => setOpen(true)} />
      </Tooltip>
      <FormModal open={open} title={`Pengaturan Ekspedisi: ${String(row.ekspedisi_name ?? '')}`} form={form} busy={busy} onClose={close}>
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          preserve={false}
          initialValues={{ ekspedisi_discount_ongkir: Number(row.ekspedisi_discount_ongkir ?? 0), ekspedisi_cod: String(row.ekspedisi_cod) === '1' }}
        >
          <Form.Item name="ekspedisi_discount_ongkir" label="Diskon Ongkir (Rp)">
            <InputNumber id="ekspedisi_discount_ongkir" min={0} precision={0} {...idIntegerInput} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="ekspedisi_cod" label="Melayani COD" valuePropName="checked">
            <Switch id="ekspedisi_cod" />
          </Form.Item>
          <Form.Item name="ekspedisi_logo" label="Logo" extra="PNG, JPEG atau WebP, maksimal 512 KB.">
            <Space direction="vertical">
              {typeof row.ekspedisi_logo === 'string' && row.ekspedisi_logo ? (
                <img src={row.ekspedisi_logo} alt="Logo saat ini" style={{ maxHeight: 48 }} />
              ) : null}
              <Upload
                accept="image/png,image/jpeg,image/webp"
                maxCount={1}
                beforeUpload={(f) => {
                  setLogo(f);
                  return false;
                }}
                onRemove={() => setLogo(undefined)}
              >
                <Button icon={<UploadOutlined />} className="courier-logo">
                  Pilih Logo
                </Button>
              </Upload>
            </Space>
          </Form.Item>
        </Form>
      </FormModal>
    </>
  );
}

/** /configure/ekspedisi-data with the courier configuration of each row. */
export function EkspedisiPage(props: { openCreate?: boolean }) {
  const profile = useProfile();
  const def = resourceByKey('ekspedisi');
  const may = mayUse(profile, def.permission.update);
  return <ResourcePage def={def} openCreate={props.openCreate} rowActions={may ? (row) => <CourierConfigAction row={row} /> : undefined} />;
}

/** GET /master/kasbank/check_sync (state) and GET /master/kasbank/sync (the action). */
function KasbankSyncButtons({ canSync }: { canSync: boolean }) {
  const [open, setOpen] = useState(false);
  const [syncError, setSyncError] = useState<string | null>(null);
  const state = useKasbankSyncState(open);
  const runSync = useSyncKasbank();
  const syncing = runSync.isPending;
  const sync = async () => {
    setSyncError(null);
    try {
      const env = await runSync.mutateAsync();
      message.success(env.msg || 'Sinkronisasi Kas & Bank selesai');
    } catch (e) {
      setSyncError(e instanceof ApiError ? e.message : MSG.hasError);
    }
  };
  const s = state.data;
  return (
    <>
      <Button className="kasbank-sync" icon={<SyncOutlined />} onClick={() => setOpen(true)}>
        Sinkronisasi
      </Button>
      <Modal
        open={open}
        title="Sinkronisasi Kas & Bank"
        onCancel={() => setOpen(false)}
        className="kasbank-sync-dialog"
        footer={
          <Space>
            <Button onClick={() => setOpen(false)}>Tutup</Button>
            {canSync ? (
              <Button type="primary" className="kasbank-sync-run" loading={syncing} onClick={() => void sync()}>
                Sinkronkan Sekarang
              </Button>
            ) : null}
          </Space>
        }
      >
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="Akuntansi (Kledo)">{state.isFetching ? 'Memeriksa...' : s?.connected ? 'Terhubung' : 'Belum terhubung'}</Descriptions.Item>
          <Descriptions.Item label="Akun Kas & Bank">{s?.accounts ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="Sudah disinkronkan">{s?.synced ?? '-'}</Descriptions.Item>
        </Descriptions>
        {s?.message && !s.connected && syncError !== s.message ? (
          <Alert style={{ marginTop: 12 }} type="info" showIcon message={s.message} className="kasbank-sync-state" />
        ) : null}
        {syncError ? <Alert style={{ marginTop: 12 }} type="error" showIcon message={syncError} className="kasbank-sync-error" /> : null}
      </Modal>
    </>
  );
}

/** /bank with the accounting sync. */
export function KasbankPage(props: { openCreate?: boolean }) {
  const profile = useProfile();
  const def = resourceByKey('kasbank');
  return <ResourcePage def={def} openCreate={props.openCreate} toolbar={<KasbankSyncButtons canSync={mayUse(profile, def.permission.update)} />} />;
}
