import type { BatchUpdateBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { ErrorBag, notFound } from '../../../../platform/errors.js';
import { visibleBatch } from '../queries.js';

const dmy = (d: string | null) => (d ? d.split('-').reverse().join('-') : 'tanpa kedaluwarsa');

/**
 * The rules of a batch correction: the batch exists and the user may see it; an expiry-tracked
 * product keeps an expiry date; something changes; and the new number and expiry are not those of
 * another batch of the same product (the refusal names it and what it holds).
 */
export async function checkUpdateBatch(tx: Tx, actor: Actor, body: BatchUpdateBody) {
  const batch = await visibleBatch(tx, actor, body.batch_id);
  if (!batch) throw notFound('Batch tidak ditemukan');
  const expiredDate = body.expired_date ?? null;
  const bag = new ErrorBag();
  if (Number(batch.is_product_expire) === 1 && !expiredDate) bag.add('expired_date', 'Tanggal kedaluwarsa wajib diisi');
  if (batch.batch_no === body.batch_no && (batch.expired_date ?? null) === expiredDate) bag.add('batch_no', 'Tidak ada perubahan pada batch ini');
  const other = await tx.execute(sql`select b.batch_id, b.batch_no, to_char(b.expired_date, 'YYYY-MM-DD') as expired_date,
      (select coalesce(sum(s.qty), 0)::bigint from stock_balance s where s.batch_id = b.batch_id) as qty
    from stock_batch b where b.product_id = ${batch.product_id} and b.batch_id <> ${batch.batch_id}
      and b.batch_no = ${body.batch_no} and b.expired_date is not distinct from ${expiredDate}::date`);
  const clash = other.rows[0] as { batch_id: number; batch_no: string; expired_date: string | null; qty: number } | undefined;
  if (clash)
    bag.add(
      'batch_no',
      `Bentrok dengan batch lain produk ini: ${clash.batch_no} (${dmy(clash.expired_date)}, id ${clash.batch_id}, stok ${Number(clash.qty)}); gunakan nomor atau tanggal lain`,
    );
  bag.throwIfAny();
  return { batch, expiredDate };
}

/**
 * Corrects a batch's number or expiry date under its row lock and logs the correction (old and new
 * values, user, time) in stock_batch_change. The ledger rows keep the batch id, so every movement
 * of the batch follows the correction.
 */
export async function updateBatch(tx: Tx, actor: Actor, body: BatchUpdateBody) {
  await tx.execute(sql`select batch_id from stock_batch where batch_id = ${body.batch_id} for update`);
  const { batch, expiredDate } = await checkUpdateBatch(tx, actor, body);
  await tx.execute(sql`insert into stock_batch_change (batch_id, old_batch_no, new_batch_no, old_expired_date, new_expired_date, note)
    values (${batch.batch_id}, ${batch.batch_no}, ${body.batch_no}, ${batch.expired_date}::date, ${expiredDate}::date, ${body.note ?? null})`);
  await tx.execute(sql`update stock_batch set batch_no = ${body.batch_no}, expired_date = ${expiredDate}::date where batch_id = ${batch.batch_id}`);
  return { batch_id: Number(batch.batch_id), batch_no: body.batch_no, expired_date: expiredDate };
}
