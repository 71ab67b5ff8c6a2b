import { z } from 'zod';
import { field } from './fields.js';

/** A row of POST /group/list (Peran). */
export const groupRow = z.object({
  group_id: z.number().int(),
  group_name: z.string(),
  group_type: z.enum(['superuser', 'staff', 'mitra']),
  privileges: z.array(z.string()).nullable(),
  status: z.number().int(),
  total_user: z.number().int(),
});
export type GroupRow = z.infer<typeof groupRow>;

/** POST /group/stored and /group/update: the group's name (privileges have their own call). */
export const groupNameFields = { group_name: field.text('Nama peran', 100) };
export const saveGroupBody = z.object(groupNameFields);
export type SaveGroupInput = z.input<typeof saveGroupBody>;
