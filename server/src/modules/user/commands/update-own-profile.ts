import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { ErrorBag } from '../../../platform/errors.js';
import { emailCheck } from '../rules.js';

export interface OwnProfileInput {
  admin_person_full_name: string;
  admin_email?: string;
  admin_phone?: string;
  introduction?: string;
  avatar?: string;
}

/** Updates the actor's own name, contact data and introduction; an absent avatar keeps the current one. */
export async function updateOwnProfile(tx: Tx, actor: Actor, input: OwnProfileInput): Promise<void> {
  const bag = new ErrorBag();
  await emailCheck(tx, bag, input.admin_email, actor.userId);
  bag.throwIfAny();
  await tx.execute(sql`update users set name = ${input.admin_person_full_name}, email = ${input.admin_email ?? null}, phone = ${input.admin_phone ?? null},
    introduction = ${input.introduction ?? null}, avatar = coalesce(${input.avatar ?? null}, avatar), updated_at = now() where id = ${actor.userId}`);
}
