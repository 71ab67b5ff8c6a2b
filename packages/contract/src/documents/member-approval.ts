import { z } from 'zod';
import { SERIES } from '../number-series.js';
import { defineDocument } from './define-document.js';
import { MEMBER_APPROVAL_STATES } from './member-approval-states.js';

/** A contact as Verifikasi Kontak shows it: the header of the member approval document. */
export const memberApprovalHeader = z.object({
  member_id: z.number().int(),
  member_code: z.string().nullable(),
  member_name: z.string(),
  member_phone: z.string(),
  member_approval: z.enum(['pending', 'approved', 'rejected']),
  member_reject_reason: z.string().nullable(),
});

/**
 * Approval of new contacts (Verifikasi Kontak): a contact stored by a user without
 * kontakAutoApprove waits as pending until a holder of verifikasiApprovalUpdate approves it or
 * rejects it with a reason. Editing a waiting or rejected contact puts it back to pending (the
 * _temp update call, not a transition). No lines; numbered by the member code series.
 */
export const memberApproval = defineDocument({
  name: 'member',
  label: 'Kontak',
  key: 'member_id',
  stateField: 'member_approval',
  header: memberApprovalHeader,
  series: SERIES.member_code,
  numberField: 'member_code',
  states: MEMBER_APPROVAL_STATES,
  initial: 'pending',
  // Editing a waiting or rejected contact puts it back to pending (the _temp update call).
  editable: ['pending', 'rejected'],
  reasonField: 'member_reject_reason',
  notAllowedMessage: 'Kontak ini tidak sedang menunggu persetujuan',
  transitions: [
    {
      action: 'approve',
      from: ['pending'],
      to: 'approved',
      permission: 'verifikasiApprovalUpdate',
      label: 'Setujui',
      done: 'Disetujui',
      confirm: 'Setujui kontak ini dan pindahkan ke daftar Kontak?',
      fourEyes: true,
    },
    {
      action: 'reject',
      from: ['pending'],
      to: 'rejected',
      permission: 'verifikasiApprovalUpdate',
      label: 'Tolak',
      done: 'Ditolak',
      confirm: 'Tolak kontak ini?',
      reason: { label: 'Alasan penolakan', max: 500 },
      danger: true,
    },
  ],
});
