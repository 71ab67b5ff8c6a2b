import { type FieldDef, MSG, memberTemp, resourceByKey } from '@bo/contract';
import { CheckOutlined, CloseOutlined, SyncOutlined } from '@ant-design/icons';
import { Button, Form, Input, message, Modal, Tooltip } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { DialogKeys } from '../../components/dialog-keys';
import { mayUse } from '../../lib/route-filter';
import { useProfile } from '../../lib/session';
import { useFormSubmit } from '../../lib/use-form-submit';
import { MemberLoginAction } from './extra-actions';
import { useMemberSync } from './member-sync';
import { RegionCascade } from './region-cascade';
import { ResourcePage, type Row } from './resource-page';

const member = resourceByKey('member');

/** Kontak's district: province → city → district from GET /member/get_province and /member/get_city. */
const memberField = (f: FieldDef) => (f.type === 'district' ? <RegionCascade /> : undefined);

/**
 * /kontak: approved members. A user without kontakAutoApprove creates through the _temp calls, so the
 * new contact waits in Verifikasi Kontak. The sync button polls is_synchronizing every 60 s while it runs.
 */
export function KontakPage(props: { openCreate?: boolean }) {
  const profile = useProfile();
  const auto = mayUse(profile, 'kontakAutoApprove');
  const [reloadKey, setReloadKey] = useState(0);
  const sync = useMemberSync(() => {
    message.success('Sinkronisasi kontak selesai');
    setReloadKey((k) => k + 1);
  });
  const createCalls = auto
    ? { validation: member.calls.createValidation, stored: member.calls.createStored }
    : { validation: memberTemp.calls.createValidation, stored: memberTemp.calls.createStored };
  return (
    <ResourcePage
      def={member}
      openCreate={props.openCreate}
      createCalls={createCalls}
      renderField={memberField}
      reloadKey={reloadKey}
      rowActions={mayUse(profile, member.permission.update) ? (row, refresh) => <MemberLoginAction row={row} refresh={refresh} /> : undefined}
      toolbar={
        <Tooltip title={sync.state.synchronized_by ? `Sedang disinkronkan oleh ${sync.state.synchronized_by}` : undefined}>
          <Button className="member-sync" icon={<SyncOutlined />} loading={sync.loading} onClick={() => void sync.start()}>
            Sinkronisasi
          </Button>
        </Tooltip>
      }
    />
  );
}

function ApprovalActions({ row, refresh }: { row: Row; refresh: () => void }) {
  const [form] = Form.useForm<{ member_reject_reason: string }>();
  const [rejectOpen, setRejectOpen] = useState(false);
  const { busy, submit: decide } = useFormSubmit(form, async (approval: 'approved' | 'rejected', reason?: string) => {
    const body = { member_id: row.member_id as number, approval, member_reject_reason: reason };
    await call('POST', '/member/validation_approval_temp', body);
    const env = await call('POST', '/member/stored_approval_temp', body);
    message.success(env.msg || MSG.success);
    setRejectOpen(false);
    refresh();
  });
  if (row.member_approval !== 'pending') return null;
  return (
    <>
      <Button
        size="small"
        type="primary"
        className="approve-member"
        icon={<CheckOutlined />}
        loading={busy && !rejectOpen}
        onClick={() =>
          Modal.confirm({
            title: 'Setujui kontak?',
            content: `${String(row.member_name)} akan dipindahkan ke daftar Kontak.`,
            okText: 'Setujui',
            cancelText: 'Batal',
            okButtonProps: { className: 'confirm-approve' },
            onOk: () => decide('approved'),
          })
        }
      >
        Setujui
      </Button>
      <Button size="small" danger className="reject-member" icon={<CloseOutlined />} onClick={() => setRejectOpen(true)}>
        Tolak
      </Button>
      <Modal
        open={rejectOpen}
        title="Tolak Kontak"
        className="reject-modal"
        okText="Tolak"
        cancelText="Batal"
        okButtonProps={{ danger: true, className: 'confirm-reject' }}
        confirmLoading={busy}
        onCancel={() => setRejectOpen(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <DialogKeys onEnter={() => form.submit()}>
          <Form form={form} layout="vertical" preserve={false} onFinish={(v) => decide('rejected', v.member_reject_reason)}>
            <Form.Item name="member_reject_reason" label="Alasan Penolakan">
              <Input.TextArea rows={3} maxLength={500} />
            </Form.Item>
          </Form>
        </DialogKeys>
      </Modal>
    </>
  );
}

/** /verifikasi: members waiting for approval (or rejected); approve or reject with a reason. */
export function VerifikasiKontakPage() {
  const profile = useProfile();
  const canApprove = mayUse(profile, 'verifikasiApprovalUpdate');
  return (
    <ResourcePage
      def={memberTemp}
      title="Verifikasi Kontak"
      allowCreate={false}
      renderField={memberField}
      rowActions={canApprove ? (row, refresh) => <ApprovalActions row={row} refresh={refresh} /> : undefined}
    />
  );
}
