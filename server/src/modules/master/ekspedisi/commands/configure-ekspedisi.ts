import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { ErrorBag, notFound } from '../../../../platform/errors.js';

const LOGO_MAX = 512 * 1024;

export interface ConfigureEkspedisiInput {
  ekspedisi_id: number;
  ekspedisi_discount_ongkir?: number;
  ekspedisi_cod?: '0' | '1';
  /** The uploaded file (a Buffer from a multipart body); '' or absent keeps the logo. */
  ekspedisi_logo?: unknown;
}

/** Recognises PNG, JPEG and WebP by content, never by the file name. */
function imageType(buf: Buffer): string | undefined {
  if (buf.length > 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (buf.length > 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (buf.length > 12 && buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/**
 * The rules of a courier's settings: the courier exists, the logo is a PNG, JPEG or WebP image of
 * at most 512 KB. Answers the logo as the data URL to store (undefined: keep the old one).
 */
export async function checkConfigureEkspedisi(tx: Tx, _actor: Actor, input: ConfigureEkspedisiInput): Promise<{ logo?: string }> {
  if (!(await tx.execute(sql`select 1 from master_ekspedisi where ekspedisi_id = ${input.ekspedisi_id}`)).rows.length)
    throw notFound('Ekspedisi tidak ditemukan');
  const bag = new ErrorBag();
  let logo: string | undefined;
  const file = input.ekspedisi_logo;
  if (file !== undefined && file !== '') {
    if (!Buffer.isBuffer(file)) bag.add('ekspedisi_logo', 'Logo harus berupa berkas gambar');
    else {
      const type = imageType(file);
      if (!type) bag.add('ekspedisi_logo', 'Logo harus berupa gambar PNG, JPEG atau WebP');
      else if (file.length > LOGO_MAX) bag.add('ekspedisi_logo', 'Ukuran logo maksimal 512 KB');
      else logo = `data:${type};base64,${file.toString('base64')}`;
    }
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
