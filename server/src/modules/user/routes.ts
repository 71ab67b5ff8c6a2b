import { createUserBody, MSG, updatePasswordBody, updateProfileBody, updateUserBody, updateUserPasswordBody, userRow } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../platform/call.js';
import { f } from '../../platform/fields.js';
import { listQuerySchema } from '../../platform/list.js';
import { listAnswer } from '../../platform/openapi.js';
import { companiesOfUser } from '../account/queries.js';
import { changeOwnPassword } from './commands/change-own-password.js';
import { createUser } from './commands/create-user.js';
import { removeUser } from './commands/remove-user.js';
import { setUserPassword } from './commands/set-user-password.js';
import { setUserStatus } from './commands/set-user-status.js';
import { updateOwnProfile } from './commands/update-own-profile.js';
import { updateUser } from './commands/update-user.js';
import { listUsers } from './queries.js';
import { registerWarehouseAccessRoutes } from './warehouse-access-routes.js';

const tags = ['Pengguna'];
const USERS = { permission: 'users' } as const;

export function registerUserRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'POST',
    url: '/user/index',
    access: USERS,
    tags,
    summary: 'Daftar pengguna perusahaan',
    data: listAnswer(userRow),
    body: listQuerySchema.optional(),
    handler: async ({ tx, body }) => ok(await listUsers(tx, body ?? {})),
  });

  defineCall(app, {
    method: 'POST',
    url: '/user/create',
    access: USERS,
    tags,
    summary: 'Menambah pengguna ke perusahaan',
    body: createUserBody,
    handler: async ({ tx, auth, body }) => ok(await createUser(tx, auth, body), 'Pengguna berhasil ditambahkan'),
  });

  defineCall(app, {
    method: 'POST',
    url: '/user/update',
    access: 'authenticated',
    tags,
    summary: 'Mengubah profil sendiri',
    body: updateProfileBody,
    handler: async ({ tx, auth, body }) => {
      await updateOwnProfile(tx, auth, body);
      return ok(null, 'Profil berhasil diperbarui');
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/user/update_password',
    access: 'authenticated',
    tags,
    summary: 'Mengubah password sendiri; sesi lain di semua perusahaan diakhiri',
    body: updatePasswordBody,
    handler: async ({ tx, auth, body }) => {
      await changeOwnPassword(tx, auth, body);
      return ok(null, 'Password berhasil diubah');
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/user/update_other',
    access: USERS,
    tags,
    summary: 'Mengubah data pengguna lain di perusahaan',
    body: updateUserBody,
    handler: async ({ tx, auth, body }) => {
      await updateUser(tx, auth, body);
      return ok(null, 'Pengguna berhasil diperbarui');
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/user/update_other_password',
    access: USERS,
    tags,
    summary: 'Mengganti password pengguna lain (hanya jika ia tidak terdaftar di perusahaan lain); sesinya diakhiri',
    body: updateUserPasswordBody,
    handler: async ({ tx, auth, body }) => {
      await setUserPassword(tx, auth, body);
      return ok(null, 'Password pengguna berhasil diubah');
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/user/update_status',
    access: USERS,
    tags,
    summary: 'Mengaktifkan atau menonaktifkan pengguna (JSON)',
    body: z.object({ admin_id: f.int('Pengguna', 1), status: f.flag('Status') }),
    handler: async ({ tx, auth, body }) => ok(await setUserStatus(tx, auth, body), 'Status pengguna berhasil diubah'),
  });

  defineCall(app, {
    method: 'POST',
    url: '/user/delete',
    access: USERS,
    tags,
    summary: 'Mengeluarkan pengguna dari perusahaan',
    body: z.object({ admin_id: f.int('Pengguna', 1) }),
    handler: async ({ tx, auth, body }) => {
      await removeUser(tx, auth, body);
      return ok(null, MSG.deleted);
    },
  });

  defineCall(app, {
    method: 'GET',
    url: '/user/app/list_companies',
    access: 'authenticated',
    noTransaction: true,
    tags,
    summary: 'Perusahaan tempat pengguna terdaftar',
    handler: async ({ auth, database }) => {
      const list = await companiesOfUser(database.db, auth.userId);
      return ok(list.map((c) => ({ app_name: c.app_name, company_name: c.company_name, is_active: c.company_id === auth.companyId })));
    },
  });

  registerWarehouseAccessRoutes(app);
}
