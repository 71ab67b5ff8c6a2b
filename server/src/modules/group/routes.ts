import { groupRow, PERMISSION_NAMES } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../platform/call.js';
import { f } from '../../platform/fields.js';
import { listQuerySchema } from '../../platform/list.js';
import { listAnswer } from '../../platform/openapi.js';
import { createGroup } from './commands/create-group.js';
import { renameGroup } from './commands/rename-group.js';
import { setGroupStatus } from './commands/set-group-status.js';
import { updateGroupPrivileges } from './commands/update-group-privileges.js';
import { findGroup, listGroups } from './queries.js';

const tags = ['Peran'];
const GROUPS = { permission: 'groups' } as const;

const privilegeList = f.list(z.string().max(100), 'Hak akses').refine((list) => list.every((p) => PERMISSION_NAMES.includes(p)), {
  message: 'Hak akses tidak dikenal',
});

export function registerGroupRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'POST',
    url: '/group/list',
    access: GROUPS,
    tags,
    summary: 'Daftar peran',
    data: listAnswer(groupRow),
    body: listQuerySchema.optional(),
    handler: async ({ tx, body }) => ok(await listGroups(tx, body ?? {})),
  });

  defineCall(app, {
    method: 'GET',
    url: '/group',
    access: GROUPS,
    tags,
    summary: 'Detail satu peran',
    query: z.object({ group_id: f.int('Peran', 1) }),
    handler: async ({ tx, query }) => ok(await findGroup(tx, query.group_id)),
  });

  defineCall(app, {
    method: 'POST',
    url: '/group/stored',
    access: GROUPS,
    tags,
    summary: 'Menambah peran',
    body: z.object({ group_name: f.text('Nama peran', 100), privileges: privilegeList.optional() }),
    handler: async ({ tx, auth, body }) => ok(await createGroup(tx, auth, body), 'Peran berhasil ditambahkan'),
  });

  defineCall(app, {
    method: 'POST',
    url: '/group/update',
    access: GROUPS,
    tags,
    summary: 'Mengubah nama peran',
    body: z.object({ group_id: f.int('Peran', 1), group_name: f.text('Nama peran', 100) }),
    handler: async ({ tx, auth, body }) => {
      await renameGroup(tx, auth, body);
      return ok(null, 'Peran berhasil diperbarui');
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/group/update_status',
    access: GROUPS,
    tags,
    summary: 'Mengaktifkan atau menonaktifkan peran (JSON)',
    body: z.object({ group_id: f.int('Peran', 1), status: f.flag('Status') }),
    handler: async ({ tx, auth, body }) => ok(await setGroupStatus(tx, auth, body), 'Status peran berhasil diubah'),
  });

  defineCall(app, {
    method: 'POST',
    url: '/group/update_privilege',
    access: GROUPS,
    tags,
    summary: 'Mengubah hak akses peran (JSON, daftar nama route)',
    body: z.object({ group_id: f.int('Peran', 1), privileges: privilegeList }),
    handler: async ({ tx, auth, body }) => {
      await updateGroupPrivileges(tx, auth, body);
      return ok(null, 'Hak akses berhasil diperbarui');
    },
  });
}
