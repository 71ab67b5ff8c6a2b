import { MSG, SESSION_IDLE_DAYS, STATUS } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { forbidden, tokenMissing, unauthorized } from './errors.js';
import { hashToken } from './tokens.js';

/** Who is calling, resolved from the Bearer token; the company is the session's. */
export interface AuthContext {
  sessionId: number;
  userId: number;
  username: string;
  name: string;
  companyId: number;
  appName: string;
  companyName: string;
  groupId: number;
  groupName: string;
  groupType: string;
  privileges: string[];
  roles: string[];
  mitraData: unknown;
  gudangIdActive: number;
}

const TOUCH_AFTER_MS = 60_000;

const SESSION_QUERY = `
    select s.id as session_id, s.user_id, s.company_id, s.ended_at, s.ended_reason, s.last_seen_at,
           u.username, u.name, c.app_name, c.company_name, c.status as company_status,
           m.status as member_status, m.group_id, m.gudang_id_active, m.mitra_data,
           g.group_name, g.group_type, g.privileges, g.status as group_status
      from sessions s
      join users u on u.id = s.user_id
      join companies c on c.id = s.company_id
      left join company_users m on m.company_id = s.company_id and m.user_id = s.user_id
      left join groups g on g.company_id = m.company_id and g.group_id = m.group_id
     where s.token_hash = $1`;

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return m ? m[1] : undefined;
}

/** Resolves a token to its session, or throws the envelope of 50008/50012/50014. */
export async function resolveSession(database: Database, token: string, appNameHeader?: string): Promise<AuthContext> {
  if (token.length > 200) throw unauthorized(STATUS.tokenInvalid, MSG.tokenInvalid);
  const rows = await database.prepared('resolve_session', SESSION_QUERY, [hashToken(token)]);
  const r = rows[0] as Record<string, unknown> | undefined;
  if (!r) throw unauthorized(STATUS.tokenInvalid, MSG.tokenInvalid);
  if (r.ended_at) {
    if (r.ended_reason === 'expired') throw unauthorized(STATUS.tokenExpired, MSG.tokenExpired);
    if (r.ended_reason === 'deactivated') throw unauthorized(STATUS.sessionEnded, MSG.accountInactive);
    throw unauthorized(STATUS.sessionEnded, MSG.sessionEnded);
  }
  const lastSeen = new Date(r.last_seen_at as string).getTime();
  if (Date.now() - lastSeen > SESSION_IDLE_DAYS * 86_400_000) {
    await database.db.execute(sql`update sessions set ended_at = now(), ended_reason = 'expired' where id = ${r.session_id}`);
    throw unauthorized(STATUS.tokenExpired, MSG.tokenExpired);
  }
  if (r.member_status == null || Number(r.company_status) !== 1) {
    await database.db.execute(sql`update sessions set ended_at = now(), ended_reason = 'revoked' where id = ${r.session_id}`);
    throw unauthorized(STATUS.sessionEnded, MSG.noCompany);
  }
  // A deactivated member or group ends the session for good: re-activating does not revive it.
  if (Number(r.member_status) !== 1 || Number(r.group_status) !== 1) {
    await database.db.execute(sql`update sessions set ended_at = now(), ended_reason = 'deactivated' where id = ${r.session_id}`);
    throw unauthorized(STATUS.sessionEnded, MSG.accountInactive);
  }
  if (appNameHeader && appNameHeader !== r.app_name) throw forbidden(MSG.companyMismatch);
  if (Date.now() - lastSeen > TOUCH_AFTER_MS) {
    await database.db.execute(sql`update sessions set last_seen_at = now() where id = ${r.session_id}`);
  }
  const groupName = String(r.group_name);
  return {
    sessionId: Number(r.session_id),
    userId: Number(r.user_id),
    username: String(r.username),
    name: String(r.name),
    companyId: Number(r.company_id),
    appName: String(r.app_name),
    companyName: String(r.company_name),
    groupId: Number(r.group_id),
    groupName,
    groupType: String(r.group_type),
    privileges: (typeof r.privileges === 'string' ? JSON.parse(r.privileges) : r.privileges) as string[],
    roles: [groupName],
    mitraData: r.mitra_data ?? null,
    gudangIdActive: Number(r.gudang_id_active),
  };
}

export { tokenMissing };
