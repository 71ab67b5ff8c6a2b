import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { ErrorBag, notFound } from '../../../../platform/errors.js';
import { readImage } from '../../../../platform/image.js';

const LOGO_MAX = 512 * 1024;

export interface ConfigureEkspedisiInput {
  ekspedisi_id: number;
  ekspedisi_discount_ongkir?: number;
  ekspedisi_cod?: '0' | '1';
  /** The uploaded file (a Buffer from a multipart body); '' or absent keeps the logo. */
  ekspedisi_logo?: unknown;
}

/**
 * The rules of a courier's settings: the courier exists, the logo passes the platform image check
 * (PNG, JPEG or WebP of at most 512 KB and 40 megapixels, decoded and re-encoded). Answers the
 * re-encoded logo as the data URL to store (undefined: keep the old one).
 */
export async function checkConfigureEkspedisi(tx: Tx, _actor: Actor, input: ConfigureEkspedisiInput): Promise<{ logo?: string }> {
  if (!(await tx.execute(sql`select 1 from master_ekspedisi where ekspedisi_id = ${input.ekspedisi_id}`)).rows.length)
    throw notFound('Ekspedisi tidak ditemukan');
  const bag = new ErrorBag();
  let logo: string | undefined;
  const file = input.ekspedisi_logo;
  if (file !== undefined && file !== '') {
    const image = await readImage(file, { maxBytes: LOGO_MAX, label: 'Logo' });
    if ('error' in image) bag.add('ekspedisi_logo', image.error);
    else logo = `data:${image.mime};base64,${image.bytes.toString('base64')}`;
  }
  bag.throwIfAny();
  return { logo };
}

/** Stores a courier's shipping-cost discount, COD service and logo; a field not sent keeps its value. */
export async function configureEkspedisi(tx: Tx, actor: Actor, input: ConfigureEkspedisiInput): Promise<{ ekspedisi_id: number }> {
  const { logo } = await checkConfigureEkspedisi(tx, actor, input);
  await tx.execute(sql`
    update master_ekspedisi set
      ekspedisi_discount_ongkir = coalesce(${input.ekspedisi_discount_ongkir ?? null}::bigint, ekspedisi_discount_ongkir),
      ekspedisi_cod = coalesce(${input.ekspedisi_cod ?? null}::smallint, ekspedisi_cod),
      ekspedisi_logo = coalesce(${logo ?? null}, ekspedisi_logo),
      updated_at = now()
    where ekspedisi_id = ${input.ekspedisi_id}`);
  return { ekspedisi_id: input.ekspedisi_id };
}
