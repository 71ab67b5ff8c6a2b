import { resourceByKey } from '@bo/contract';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { validationError } from '../../../../platform/errors.js';
import { importRows } from '../../../../platform/resource/resource-import.js';
import { approvalOnCreate, memberCode, waitingMessage } from '../member-rules.js';

const member = resourceByKey('member');

/** Imports contacts given as JSON objects: all rows checked first, new ones numbered and pending unless the caller auto-approves. */
export async function importMembers(tx: Tx, actor: Actor, list: Record<string, unknown>[]) {
  if (!list.length) throw validationError({ data: ['Data kontak kosong'] }, 'Data kontak kosong');
  const extra = approvalOnCreate(actor);
  const result = await importRows(
    tx,
    member,
    list.map((values, i) => ({ row: i + 1, values })),
    { extraOnInsert: extra, beforeInsert: (rows) => memberCode(tx, actor, rows) },
  );
  const note = result.inserted ? waitingMessage(extra, result.inserted) : undefined;
  return { result, msg: `Impor kontak berhasil: ${result.inserted} data baru, ${result.updated} data diperbarui${note ? `. ${note}` : ''}` };
}
