import { memberApproval, memberTemp, MSG, resourceByKey } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineCall, ok } from '../../platform/call.js';
import { checkDocumentTransition } from '../../platform/documents/run-transition.js';
import { fieldError } from '../../platform/errors.js';
import { f } from '../../platform/fields.js';
import { definePair } from '../../platform/pair.js';
import { registerResource } from '../../platform/resource/register-resource.js';
import { approveMember } from './member/commands/approve-member.js';
import { importMembers } from './member/commands/import-members.js';
import { rejectMember } from './member/commands/reject-member.js';
import { updateMemberLogin } from './member/commands/update-member-login.js';
import { storedMemberApproval } from './member/member-document.js';
import { approvalOnCreate, autoApproves, memberCode, waitingMessage } from './member/member-rules.js';
import { memberByPhone, memberTypes } from './member/queries.js';
import { registerMemberSyncRoutes } from './member-sync.js';

const tags = ['Kontak'];
const member = resourceByKey('member');
const approved = sql`t.member_approval = 'approved'`;
const waiting = sql`t.member_approval <> 'approved'`;

/** The query names get_member_by_phone answers to: the spec's `phone` and the spellings clients send. */
const PHONE_KEYS = ['phone', 'member_phone', 'phnoe', 'hp', 'no_hp'] as const;

/** `approval` names the state the contact moves to; the machine says which action that is. */
const approvalBody = z.object({
  member_id: f.int('Kontak', 1),
  approval: z.preprocess(
    (v) => (v === '1' || v === 1 || v === true ? 'approved' : v === '0' || v === 0 || v === false ? 'rejected' : v),
    z.enum(['approved', 'rejected'], { error: 'Persetujuan harus approved (1) atau rejected (0)' }),
  ),
  member_reject_reason: f.optText('Alasan penolakan', 500),
});
const APPROVAL_COMMANDS = { approved: approveMember, rejected: rejectMember } as const;
const approvalAction = (to: 'approved' | 'rejected') => memberApproval.transitions.find((t) => t.to === to)?.action ?? to;

export function registerMemberRoutes(app: FastifyInstance) {
  registerResource(app, member, { scope: () => approved, onCreate: approvalOnCreate, beforeInsert: memberCode, createdMessage: waitingMessage });
  registerResource(app, memberTemp, {
    scope: () => waiting,
    onCreate: approvalOnCreate,
    beforeInsert: memberCode,
    createdMessage: waitingMessage,
    onUpdate: (auth) => ({ member_approval: autoApproves(auth) ? 'approved' : 'pending', member_reject_reason: null }),
  });

  definePair(app, {
    validationUrl: '/member/validation_approval_temp',
    storedUrl: '/member/stored_approval_temp',
    access: { permission: 'verifikasiApprovalUpdate' },
    body: approvalBody,
    tags,
    summary: 'Menyetujui atau menolak kontak baru (approval 1/approved atau 0/rejected dengan alasan)',
    check: async ({ tx, auth, body }) => {
      await checkDocumentTransition(tx, auth, storedMemberApproval, {
        id: body.member_id,
        action: approvalAction(body.approval),
        reason: body.member_reject_reason,
      });
    },
    store: async ({ tx, auth, body }) => {
      const data = await APPROVAL_COMMANDS[body.approval](tx, auth, body);
      return ok(data, body.approval === 'approved' ? 'Kontak disetujui' : 'Kontak ditolak');
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/member/update_member_login',
    access: { permission: 'kontakUpdate' },
    tags,
    summary: 'Mengatur username dan password login member',
    body: z.object({ member_id: f.int('Kontak', 1), member_username: f.username('Username member'), password: f.password() }),
    handler: async ({ tx, body }) => ok(await updateMemberLogin(tx, body), 'Login member berhasil diperbarui'),
  });

  defineCall(app, {
    method: 'GET',
    url: '/member/type',
    access: 'authenticated',
    tags,
    summary: 'Tipe member untuk pilihan',
    handler: async ({ tx }) => ok(await memberTypes(tx)),
  });

  defineCall(app, {
    method: 'POST',
    url: '/member/stored_import_new',
    access: { permission: 'kontakCreate' },
    tags,
    summary: 'Impor kontak dari JSON: { data: [{member_name, member_phone, ...}] } atau daftar langsung',
    bodyLimit: 10 * 1024 * 1024,
    body: z.union([
      z.array(z.record(z.string(), z.unknown())),
      z.object({ data: z.array(z.record(z.string(), z.unknown()), { error: 'data harus berupa daftar kontak' }) }),
    ]),
    handler: async ({ tx, auth, body }) => {
      const { result, msg } = await importMembers(tx, auth, Array.isArray(body) ? body : body.data);
      return ok(result, msg);
    },
  });

  /**
   * Looks a member up by phone. The original client misspells the parameter, so any of phone,
   * member_phone, phnoe, hp or no_hp is accepted. Spaces and dashes are ignored.
   */
  defineCall(app, {
    method: 'GET',
    url: '/member/get_member_by_phone',
    access: { permission: 'kontak' },
    tags,
    summary: 'Kontak berdasarkan nomor telepon (query phone; juga member_phone, phnoe, hp, no_hp)',
    query: z.object(
      Object.fromEntries(
        PHONE_KEYS.map((k) => [
          k,
          z
            .string()
            .regex(/^\+?[0-9][0-9 -]{6,19}$/, 'Nomor telepon harus berupa angka 7–20 digit')
            .optional(),
        ]),
      ),
    ),
    handler: async ({ tx, query }) => {
      const raw = PHONE_KEYS.map((k) => (query as Record<string, unknown>)[k]).find((v) => typeof v === 'string' && v.trim() !== '');
      if (typeof raw !== 'string') throw fieldError('phone', 'Nomor telepon wajib diisi');
      return ok(await memberByPhone(tx, raw), MSG.success);
    },
  });

  registerMemberSyncRoutes(app);
}
