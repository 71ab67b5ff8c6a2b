import { type FieldDef, MSG, memberApproval, memberTemp, resourceByKey } from '@bo/contract';
import { SyncOutlined } from '@ant-design/icons';
import { Button, message, Tooltip } from 'antd';
import { useState } from 'react';
import { DocumentActions } from '../../components/document/document-actions';
import { mayUse } from '../../lib/route-filter';
import { useProfile } from '../../lib/session';
import { useApproveMember } from './api/approve-member';
import { MemberLoginAction } from './extra-actions';
import { useMemberSync } from './member-sync';
import { RegionCascade } from '../../components/resource/region-cascade';
import { ResourcePage, type Row } from '../../components/resource/resource-page';

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

/** Approve or reject from the member approval machine: validation call, then stored call. */
function ApprovalActions({ row }: { row: Row }) {
  const approve = useApproveMember();
  return (
    <DocumentActions
      doc={memberApproval}
      state={String(row.member_approval)}
      subject={String(row.member_name)}
      run={async (t, reason) => {
        const env = await approve.mutateAsync({ member_id: row.member_id as number, approval: t.to, member_reject_reason: reason });
        message.success(env.msg || MSG.success);
      }}
    />
  );
}

/** /verifikasi: members waiting for approval (or rejected); approve or reject with a reason. */
export function VerifikasiKontakPage() {
  return (
    <ResourcePage
      def={memberTemp}
      title="Verifikasi Kontak"
      allowCreate={false}
      renderField={memberField}
      rowActions={(row) => <ApprovalActions row={row} />}
    />
  );
}
