import { resourceByKey } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { defineCall, ok } from '../../platform/call.js';
import { AppError } from '../../platform/errors.js';

export const KLEDO_NOT_CONNECTED = 'Akun akuntansi (Kledo) belum terhubung. Hubungkan di Pengaturan > Kledo sebelum sinkronisasi Kas & Bank.';

/**
 * Kas & Bank accounting sync. Until the accounting integration exists no link can be configured,
 * so: GET check_sync answers 200 with data {connected:false, ...} (a state, for the page to show);
 * GET sync, an action that cannot run, answers HTTP 409 with status false and the same message.
 */
export function registerKasbankRoutes(app: FastifyInstance) {
  const kasbank = resourceByKey('kasbank');
  const tags = [kasbank.title];
  const state = async (tx: Parameters<Parameters<typeof app.database.withTenant>[1]>[0]) => {
    const r = await tx.execute(sql`select count(*)::int as n from master_kasbank`);
    return { connected: false, accounts: Number((r.rows[0] as { n: number }).n), synced: 0, message: KLEDO_NOT_CONNECTED };
  };
  defineCall(app, {
    method: 'GET',
    url: '/master/kasbank/check_sync',
    access: { permission: kasbank.permission.list },
    tags,
    summary: 'Status sinkronisasi Kas & Bank dengan akuntansi',
    handler: async ({ tx }) => ok(await state(tx), KLEDO_NOT_CONNECTED),
  });
  defineCall(app, {
    method: 'GET',
    url: '/master/kasbank/sync',
    access: { permission: kasbank.permission.update },
    tags,
    summary: 'Sinkronisasi Kas & Bank ke akuntansi (409 selama Kledo belum terhubung)',
    handler: async ({ tx }) => {
      throw new AppError(409, false, KLEDO_NOT_CONNECTED, undefined, await state(tx));
    },
  });
}
