import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { AppError } from '../../../../platform/errors.js';
import { KLEDO_NOT_CONNECTED, kasbankSyncState } from '../queries.js';

/**
 * Sends the Kas & Bank accounts to the accounting integration. No link can be configured yet, so it
 * refuses with 409 (status false) and the sync state, which the page shows.
 */
export async function syncKasbank(tx: Tx, _actor: Actor): Promise<never> {
  throw new AppError(409, false, KLEDO_NOT_CONNECTED, undefined, await kasbankSyncState(tx));
}
