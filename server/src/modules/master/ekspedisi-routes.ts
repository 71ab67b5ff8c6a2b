import { resourceByKey } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ok } from '../../platform/call.js';
import { ErrorBag, notFound } from '../../platform/errors.js';
import { f } from '../../platform/fields.js';
import { definePair } from '../../platform/pair.js';

const LOGO_MAX = 512 * 1024;

/** Recognises PNG, JPEG and WebP by content, never by the file name. */
function imageType(buf: Buffer): string | undefined {
  if (buf.length > 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (buf.length > 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (buf.length > 12 && buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/**
 * POST /ekspedisi/validation_config and /ekspedisi/stored_config (multipart): a courier's
 * shipping-cost discount, COD service and logo (field ekspedisi_logo: PNG/JPEG/WebP up to 512 KB,
 * stored as a data URL).
 */
export function registerEkspedisiRoutes(app: FastifyInstance) {
  const ekspedisi = resourceByKey('ekspedisi');
  definePair(app, {
    validationUrl: '/ekspedisi/validation_config',
    storedUrl: '/ekspedisi/stored_config',
    access: { permission: ekspedisi.permission.update },
    tags: [ekspedisi.title],
    summary: 'Pengaturan ekspedisi: diskon ongkir, COD, logo (multipart)',
    files: ['ekspedisi_logo'],
    body: z.object({
      ekspedisi_id: f.int('Ekspedisi', 1),
      ekspedisi_discount_ongkir: f.optInt('Diskon ongkir', 0),
      ekspedisi_cod: f.flag('Melayani COD').optional(),
      ekspedisi_logo: z.unknown().optional(),
    }),
    check: async ({ tx, body }) => {
      if (!(await tx.execute(sql`select 1 from master_ekspedisi where ekspedisi_id = ${body.ekspedisi_id}`)).rows.length)
        throw notFound('Ekspedisi tidak ditemukan');
      const bag = new ErrorBag();
      let logo: string | undefined;
      if (body.ekspedisi_logo !== undefined && body.ekspedisi_logo !== '') {
        if (!Buffer.isBuffer(body.ekspedisi_logo)) bag.add('ekspedisi_logo', 'Logo harus berupa berkas gambar');
        else {
          const type = imageType(body.ekspedisi_logo);
          if (!type) bag.add('ekspedisi_logo', 'Logo harus berupa gambar PNG, JPEG atau WebP');
          else if (body.ekspedisi_logo.length > LOGO_MAX) bag.add('ekspedisi_logo', 'Ukuran logo maksimal 512 KB');
          else logo = `data:${type};base64,${body.ekspedisi_logo.toString('base64')}`;
        }
      }
      bag.throwIfAny();
      return { logo };
    },
    store: async ({ tx, body }, { logo }) => {
      await tx.execute(sql`
        update master_ekspedisi set
          ekspedisi_discount_ongkir = coalesce(${body.ekspedisi_discount_ongkir ?? null}::bigint, ekspedisi_discount_ongkir),
          ekspedisi_cod = coalesce(${body.ekspedisi_cod ?? null}::smallint, ekspedisi_cod),
          ekspedisi_logo = coalesce(${logo ?? null}, ekspedisi_logo),
          updated_at = now()
        where ekspedisi_id = ${body.ekspedisi_id}`);
      return ok({ ekspedisi_id: body.ekspedisi_id }, 'Pengaturan ekspedisi berhasil disimpan');
    },
  });
}
