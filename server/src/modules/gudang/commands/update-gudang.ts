import { warehouseFields } from '@bo/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { ErrorBag, notFound } from '../../../platform/errors.js';
import { f } from '../../../platform/fields.js';
import { gudangExists, gudangNameTaken } from '../queries.js';

/** The body of /master_gudang/validation_update and update_stored. */
export const updateGudangBody = z.object({
  master_gudang_id: f.int('Gudang', 1),
  ...warehouseFields,
  status: f.flag('Status').optional(),
});
export type UpdateGudangInput = z.output<typeof updateGudangBody>;

/** The rules of a warehouse change; the validation call runs exactly these. */
export async function checkUpdateGudang(tx: Tx, _actor: Actor, input: UpdateGudangInput): Promise<void> {
  if (!(await gudangExists(tx, input.master_gudang_id))) throw notFound('Gudang tidak ditemukan');
  const bag = new ErrorBag();
  if (await gudangNameTaken(tx, input.master_gudang_name, input.master_gudang_id)) bag.add('master_gudang_name', 'Nama gudang sudah digunakan');
  bag.throwIfAny();
}

/** Changes a warehouse's name, origin and (when sent) status. */
export async function updateGudang(tx: Tx, actor: Actor, input: UpdateGudangInput): Promise<void> {
  await checkUpdateGudang(tx, actor, input);
  await tx.execute(sql`
    update master_gudang set master_gudang_name = ${input.master_gudang_name}, origin_id = ${input.origin_id ?? null}, origin_text = ${input.origin_text ?? null},
      origin_phone = ${input.origin_phone ?? null}, origin_title = ${input.origin_title ?? null}, origin_address = ${input.origin_address ?? null},
      status = coalesce(${input.status ?? null}::smallint, status), updated_at = now()
    where master_gudang_id = ${input.master_gudang_id}`);
}
