import { z } from 'zod';
import { field, withPasswordPair } from './fields.js';

/** A row of POST /user/index (Akun). */
export const userRow = z.object({
  admin_id: z.number().int(),
  admin_username: z.string(),
  admin_person_full_name: z.string().nullable(),
  admin_email: z.string().nullable(),
  admin_phone: z.string().nullable(),
  admin_group_id: z.number().int(),
  group_name: z.string().nullable(),
  status: z.number().int(),
  admin_gudang_id_active: z.number().int().nullable(),
  created_at: z.string(),
  access_gudang: z.array(z.object({ gudang_id: z.number().int(), master_gudang_name: z.string() })),
});
export type UserRow = z.infer<typeof userRow>;

/** Name, e-mail and phone: the part of a profile a user or a company edits. */
export const profileFields = {
  admin_person_full_name: field.text('Nama lengkap', 150),
  admin_email: field.optEmail(),
  admin_phone: field.optPhone(),
};

/** POST /user/create. */
export const createUserBody = withPasswordPair({
  admin_username: field.username(),
  ...profileFields,
  admin_group_id: field.id('Peran'),
  status: field.flag('Status').optional(),
});
export type CreateUserInput = z.input<typeof createUserBody>;

/** POST /user/update_other (a member of the company). */
export const updateUserBody = z.object({ admin_id: field.id('Pengguna'), ...profileFields, admin_group_id: field.id('Peran') });
export type UpdateUserInput = z.input<typeof updateUserBody>;

/** POST /user/update_other_password. */
export const updateUserPasswordBody = withPasswordPair({ admin_id: field.id('Pengguna') });

/** POST /user/update (one's own profile). */
export const updateProfileBody = z.object({
  ...profileFields,
  introduction: field.optText('Perkenalan', 1000),
  avatar: field.optText('Avatar', 500),
});
export type UpdateProfileInput = z.input<typeof updateProfileBody>;

/** POST /user/update_password (one's own password). */
export const updatePasswordBody = withPasswordPair({ old_password: field.secret('Password lama') });
export type UpdatePasswordInput = z.input<typeof updatePasswordBody>;

/** A company of GET /user/app/list_companies. */
export const userCompany = z.object({ app_name: z.string(), company_name: z.string() });
export type UserCompany = z.infer<typeof userCompany>;
