import { SERIES } from '@bo/contract';
import type { Tx } from '../../../db/client.js';
import { type Actor, actorCan } from '../../../platform/command.js';
import { fillSeriesCodes } from '../../../platform/number-series.js';
import type { Values } from '../../../platform/resource/resource-store.js';

export const autoApproves = (actor: Actor) => actorCan(actor, 'kontakAutoApprove');

/**
 * Approval of new contacts, whichever call stores them (create_stored, the _temp calls, the file
 * and JSON imports): approved at once only for holders of kontakAutoApprove, otherwise pending in
 * Verifikasi Kontak (the member approval document's initial state).
 */
export const approvalOnCreate = (actor: Actor): Values => ({ member_approval: autoApproves(actor) ? 'approved' : 'pending' });

/** New contacts without a code get the next of the company's series: KTK000001, KTK000002… */
export const memberCode = (tx: Tx, actor: Actor, rows: Values[]) =>
  fillSeriesCodes(tx, actor.companyId, { series: SERIES.member_code, table: 'master_member', field: 'member_code' }, rows);

const MSG_WAITING = 'Kontak disimpan dan menunggu verifikasi';
export const waitingMessage = (extra: Values, inserted: number) =>
  extra.member_approval === 'pending' ? (inserted === 1 ? MSG_WAITING : `${inserted} kontak baru menunggu verifikasi`) : undefined;
