import { type LeadAddBody, SERIES, jakartaToday } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { ErrorBag } from '../../../../platform/errors.js';
import { nextCode } from '../../../../platform/number-series.js';
import { memberUsable } from '../../../master/member/queries.js';

/**
 * Every rule of a new lead, writing nothing (/lead/validation_add): the date not in the future, the
 * admin/CS a member of the company (a partner user may only name themself), the contact one of the
 * company's that the actor may use (approved; a partner's own: `usableMemberScope`). Answers the lead date and the admin.
 */
export async function checkCreateLead(tx: Tx, actor: Actor, body: LeadAddBody) {
  const bag = new ErrorBag();
  const today = jakartaToday();
  const date = body.lead_date ?? today;
  if (date > today) bag.add('lead_date', 'Tanggal lead tidak boleh di masa depan');
  const adminId = body.admin_id ?? actor.userId;
  if (actor.groupType === 'mitra' && adminId !== actor.userId) bag.add('admin_id', 'Mitra hanya dapat mencatat lead atas namanya sendiri');
  else if (adminId !== actor.userId) {
    const r = await tx.execute(sql`select 1 from company_users where user_id = ${adminId} and status = 1`);
    if (!r.rows.length) bag.add('admin_id', 'Admin/CS tidak ditemukan');
  }
  if (body.member_id !== undefined && !(await memberUsable(tx, actor, body.member_id))) bag.add('member_id', 'Kontak tidak ditemukan');
  bag.throwIfAny();
  return { date, adminId };
}

/** Stores a lead with its code from the `lead` series (the lead date's month). */
export async function createLead(tx: Tx, actor: Actor, body: LeadAddBody) {
  const { date, adminId } = await checkCreateLead(tx, actor, body);
  const code = await nextCode(tx, actor.companyId, SERIES.lead, new Date(`${date}T12:00:00+07:00`));
  const r = await tx.execute(sql`insert into lead (lead_code, lead_date, lead_name, lead_phone, source, admin_id, product_interest, note, member_id)
    values (${code}, ${date}, ${body.lead_name}, ${body.lead_phone ?? null}, ${body.source}, ${adminId}, ${body.product_interest ?? null},
      ${body.note ?? null}, ${body.member_id ?? null})
    returning lead_id, lead_code`);
  const row = r.rows[0] as { lead_id: number; lead_code: string };
  return { lead_id: Number(row.lead_id), lead_code: row.lead_code };
}
