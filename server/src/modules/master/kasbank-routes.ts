import { resourceByKey } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, ok } from '../../platform/call.js';
import { syncKasbank } from './kasbank/commands/sync-kasbank.js';
import { KLEDO_NOT_CONNECTED, kasbankSyncState } from './kasbank/queries.js';

/**
 * Kas & Bank accounting sync: GET check_sync answers 200 with data {connected:false, ...} (a state,
 * for the page to show); GET sync, an action that cannot run yet, answers HTTP 409 with status
 * false and the same message.
 */
export function registerKasbankRoutes(app: FastifyInstance) {
  const kasbank = resourceByKey('kasbank');
  const tags = [kasbank.title];
  defineCall(app, {
    method: 'GET',
    url: '/master/kasbank/check_sync',
    access: { permission: kasbank.permission.list },
    tags,
    summary: 'Status sinkronisasi Kas & Bank dengan akuntansi',
    handler: async ({ tx }) => ok(await kasbankSyncState(tx), KLEDO_NOT_CONNECTED),
  });
  defineCall(app, {
    method: 'GET',
    url: '/master/kasbank/sync',
    access: { permission: kasbank.permission.update },
    tags,
    summary: 'Sinkronisasi Kas & Bank ke akuntansi (409 selama Kledo belum terhubung)',
    handler: async ({ tx, auth }) => syncKasbank(tx, auth),
  });
}
