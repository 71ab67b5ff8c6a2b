import { resourceByKey } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../platform/call.js';
import { f } from '../../platform/fields.js';
import { definePair } from '../../platform/pair.js';
import { checkConfigureEkspedisi, configureEkspedisi } from './ekspedisi/commands/configure-ekspedisi.js';

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
    check: ({ tx, auth, body }) => checkConfigureEkspedisi(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await configureEkspedisi(tx, auth, body), 'Pengaturan ekspedisi berhasil disimpan'),
  });
}
