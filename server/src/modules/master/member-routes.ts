import { canAccess, MSG, memberTemp, resourceByKey } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import { defineCall, ok } from '../../platform/call.js';
import { ErrorBag, fieldError, notFound, validationError } from '../../platform/errors.js';
import { f } from '../../platform/fields.js';
import { definePair } from '../../platform/pair.js';
import { registerResource, runList } from '../../platform/resource/register-resource.js';
import { importRows } from '../../platform/resource/resource-import.js';
import { findRow, type Values } from '../../platform/resource/resource-store.js';
import { fillSeriesCodes } from '../../platform/number-series.js';
import { hashPassword } from '../../platform/tokens.js';
import { registerMemberSyncRoutes } from './member-sync.js';

const tags = ['Kontak'];
const member = resourceByKey('member');
const memberType = resourceByKey('member_type');
const approved = sql`t.member_approval = 'approved'`;
const waiting = sql`t.member_approval <> 'approved'`;

const autoApproves = (auth: AuthContext) => canAccess({ roles: auth.roles, groupType: auth.groupType, privileges: auth.privileges }, 'kontakAutoApprove');

/**
 * Approval of new contacts, whichever call stores them (create_stored, the _temp calls, the file
 * and JSON imports): approved at once only for holders of kontakAutoApprove, otherwise pending in
 * Verifikasi Kontak.
 */
const approvalOnCreate = (auth: AuthContext): Values => ({ member_approval: autoApproves(auth) ? 'approved' : 'pending' });
/** New contacts without a code get the next of the company's series: KTK000001, KTK000002… */
const memberCode = (tx: Tx, auth: AuthContext, rows: Values[]) =>
  fillSeriesCodes(tx, auth.companyId, { series: 'member_code', table: 'master_member', field: 'member_code', prefix: 'KTK', digits: 6 }, rows);
const MSG_WAITING = 'Kontak disimpan dan menunggu verifikasi';
const waitingMessage = (extra: Values, inserted: number) =>
  extra.member_approval === 'pending' ? (inserted === 1 ? MSG_WAITING : `${inserted} kontak baru menunggu verifikasi`) : undefined;

/** The query names get_member_by_phone answers to: the spec's `phone` and the spellings clients send. */
const PHONE_KEYS = ['phone', 'member_phone', 'phnoe', 'hp', 'no_hp'] as const;

const approvalBody = z.object({
  member_id: f.int('Kontak', 1),
  approval: z.preprocess(
    (v) => (v === '1' || v === 1 || v === true ? 'approved' : v === '0' || v === 0 || v === false ? 'rejected' : v),
    z.enum(['approved', 'rejected'], { error: 'Persetujuan harus approved (1) atau rejected (0)' }),
  ),
  member_reject_reason: f.optText('Alasan penolakan', 500),
});

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
    check: async ({ tx, body }) => {
      const r = await tx.execute(sql`select member_approval from master_member where member_id = ${body.member_id}`);
      const row = r.rows[0] as { member_approval: string } | undefined;
      if (!row) throw notFound('Kontak tidak ditemukan');
      if (row.member_approval !== 'pending') throw fieldError('member_id', 'Kontak ini tidak sedang menunggu persetujuan');
      if (body.approval === 'rejected' && !body.member_reject_reason) throw fieldError('member_reject_reason', 'Alasan penolakan wajib diisi');
    },
    store: async ({ tx, body }) => {
      await tx.execute(sql`
        update master_member set member_approval = ${body.approval}, member_reject_reason = ${body.approval === 'rejected' ? (body.member_reject_reason ?? null) : null}, updated_at = now()
        where member_id = ${body.member_id}`);
      return ok({ member_id: body.member_id, member_approval: body.approval }, body.approval === 'approved' ? 'Kontak disetujui' : 'Kontak ditolak');
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/member/update_member_login',
    access: { permission: 'kontakUpdate' },
    tags,
    summary: 'Mengatur username dan password login member',
    body: z.object({ member_id: f.int('Kontak', 1), member_username: f.username('Username member'), password: f.password() }),
    handler: async ({ tx, body }) => {
      if (!(await findRow(tx, member, body.member_id))) throw notFound('Kontak tidak ditemukan');
      const taken = await tx.execute(
        sql`select 1 from master_member where lower(member_username) = lower(${body.member_username}) and member_id <> ${body.member_id}`,
      );
      if (taken.rows.length) throw fieldError('member_username', 'Username member sudah digunakan');
      await tx.execute(sql`
        update master_member set member_username = ${body.member_username}, member_password_hash = ${await hashPassword(body.password)}, updated_at = now()
        where member_id = ${body.member_id}`);
      return ok({ member_id: body.member_id, member_username: body.member_username }, 'Login member berhasil diperbarui');
    },
  });

  defineCall(app, {
    method: 'GET',
    url: '/member/type',
    access: 'authenticated',
    tags,
    summary: 'Tipe member untuk pilihan',
    handler: async ({ tx }) => ok((await runList(tx, memberType, { perPage: 500, sort: { field: 'member_type_name', type: 'asc' } })).data),
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
      const list = Array.isArray(body) ? body : body.data;
      if (!list.length) throw validationError({ data: ['Data kontak kosong'] }, 'Data kontak kosong');
      const extra = approvalOnCreate(auth);
      const result = await importRows(
        tx,
        member,
        list.map((values, i) => ({ row: i + 1, values })),
        { extraOnInsert: extra, beforeInsert: (rows) => memberCode(tx, auth, rows) },
      );
      const note = result.inserted ? waitingMessage(extra, result.inserted) : undefined;
      return ok(result, `Impor kontak berhasil: ${result.inserted} data baru, ${result.updated} data diperbarui${note ? `. ${note}` : ''}`);
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
      const phone = raw.replace(/[ -]/g, '');
      const bag = new ErrorBag();
      if (!/^\+?\d{7,20}$/.test(phone)) bag.add('phone', 'Nomor telepon harus berupa angka 7–20 digit');
      bag.throwIfAny();
      const r = await tx.execute(sql`select member_id from master_member where member_phone = ${phone} and member_approval = 'approved'`);
      const id = (r.rows[0] as { member_id: number } | undefined)?.member_id;
      if (!id) throw notFound('Kontak dengan nomor telepon tersebut tidak ditemukan');
      return ok(await findRow(tx, member, id), MSG.success);
    },
  });

  registerMemberSyncRoutes(app);
}
