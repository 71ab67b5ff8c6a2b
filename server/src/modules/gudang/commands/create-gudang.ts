import { saveWarehouseBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { ErrorBag } from '../../../platform/errors.js';
import { gudangNameTaken } from '../queries.js';

/** The contract's warehouse form. */
export const createGudangBody = saveWarehouseBody;
export type CreateGudangInput = z.output<typeof createGudangBody>;

/** The rules of a new warehouse; the validation call runs exactly these. */
export async function checkCreateGudang(tx: Tx, _actor: Actor, input: CreateGudangInput): Promise<void> {
  const bag = new ErrorBag();
  if (await gudangNameTaken(tx, input.master_gudang_name)) bag.add('master_gudang_name', 'Nama gudang sudah digunakan');
  bag.throwIfAny();
}

/** Adds a warehouse to the actor's company (row-level security sets company_id). */
export async function createGudang(tx: Tx, actor: Actor, input: CreateGudangInput): Promise<{ master_gudang_id: number }> {
  await checkCreateGudang(tx, actor, input);
  const r = await tx.execute(sql`
    insert into master_gudang (master_gudang_name, origin_id, origin_text, origin_phone, origin_title, origin_address)
    values (${input.master_gudang_name}, ${input.origin_id ?? null}, ${input.origin_text ?? null}, ${input.origin_phone ?? null}, ${input.origin_title ?? null}, ${input.origin_address ?? null})
    returning master_gudang_id`);
  return { master_gudang_id: (r.rows[0] as { master_gudang_id: number }).master_gudang_id };
}
