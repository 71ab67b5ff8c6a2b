import { z } from 'zod';

/** A row of POST /session/session_data: one open session of the user. */
export const sessionRow = z.object({
  session_id: z.number().int(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  is_current: z.boolean(),
});
export type SessionRow = z.infer<typeof sessionRow>;
