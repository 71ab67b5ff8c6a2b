import { ALL_WAREHOUSES_ID, CAPTCHA_AFTER_FAILURES, GROUP_TYPE, MSG, RESTRICTED_GROUP_ID } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import { fieldError, validationError } from '../../platform/errors.js';
import { hashToken } from '../../platform/tokens.js';

export interface CompanyOfUser {
  company_id: number;
  app_name: string;
  company_name: string;
}

/**
 * Active companies where the user has an active membership in an active group, in the order they
 * joined. Reads across companies, so it runs on the owner connection.
 */
export async function companiesOfUser(db: Executor, userId: number): Promise<CompanyOfUser[]> {
  const r = await db.execute(sql`
    select c.id as company_id, c.app_name, c.company_name
      from company_users m join companies c on c.id = m.company_id
      join groups g on g.company_id = m.company_id and g.group_id = m.group_id
     where m.user_id = ${userId} and m.status = 1 and c.status = 1 and g.status = 1
     order by m.created_at, c.id`);
  return r.rows as unknown as CompanyOfUser[];
}

/** Whether the user is a member of an active company (the given one, or any) but inactive there or in an inactive group. */
async function inactiveMember(db: Executor, userId: number, appName?: string) {
  const r = await db.execute(sql`
    select 1 from company_users m join companies c on c.id = m.company_id
      left join groups g on g.company_id = m.company_id and g.group_id = m.group_id
     where m.user_id = ${userId} and c.status = 1 and (m.status <> 1 or coalesce(g.status, 0) <> 1)
       and (${appName ?? null}::text is null or c.app_name = ${appName ?? null}::text)
     limit 1`);
  return r.rows.length > 0;
}

/**
 * The company to log in to: the requested app_name, or the user's first company. A member who is
 * inactive there (or whose group is) is refused with 'Akun Anda tidak aktif'.
 */
export async function chooseCompany(db: Executor, userId: number, appName?: string): Promise<CompanyOfUser> {
  const list = await companiesOfUser(db, userId);
  const company = appName ? list.find((c) => c.app_name === appName) : list[0];
  if (!company) {
    if (appName) {
      const exists = await db.execute(sql`select 1 from companies where app_name = ${appName}`);
      if (exists.rows.length === 0) throw validationError({ app_name: [MSG.unknownCompany] }, MSG.loginFailed);
    }
    if (await inactiveMember(db, userId, appName)) throw validationError({ username: [MSG.accountInactive] }, MSG.loginFailed);
    throw validationError({ username: [MSG.noCompany] }, MSG.loginFailed);
  }
  return company;
}

export interface WarehouseRef {
  gudang_id: number;
  master_gudang_name: string;
}

/** Warehouses explicitly granted to a user in the current company. */
export async function grantedWarehouses(tx: Executor, userId: number): Promise<WarehouseRef[]> {
  const r = await tx.execute(sql`
    select g.master_gudang_id as gudang_id, g.master_gudang_name
      from user_gudang_access a join master_gudang g on g.master_gudang_id = a.gudang_id and g.company_id = a.company_id
     where a.user_id = ${userId} order by g.master_gudang_name`);
  return r.rows as unknown as WarehouseRef[];
}

/**
 * The warehouses a user may choose, exactly as spec-1 §5: group id 6 sees only its access_gudang,
 * every other group all warehouses; 'all warehouses' (id 0) is added for superusers, or for a
 * restricted user whose access covers every warehouse.
 */
export async function selectableWarehouseIds(
  tx: Executor,
  userId: number,
  groupId: number,
  groupType: string = GROUP_TYPE.staff,
): Promise<{ ids: Set<number>; all: boolean }> {
  const everyRow = await tx.execute(sql`select master_gudang_id as id from master_gudang where status = 1`);
  const every = new Set(everyRow.rows.map((r) => Number((r as { id: number }).id)));
  if (groupId !== RESTRICTED_GROUP_ID) {
    const superuser = groupType === GROUP_TYPE.superuser;
    return { ids: new Set(superuser ? [ALL_WAREHOUSES_ID, ...every] : every), all: superuser };
  }
  const granted = new Set((await grantedWarehouses(tx, userId)).map((w) => Number(w.gudang_id)));
  const coversAll = every.size > 0 && [...every].every((id) => granted.has(id));
  if (coversAll) granted.add(ALL_WAREHOUSES_ID);
  return { ids: granted, all: coversAll };
}

/** The caller's profile: who they are, their group, rights and warehouses. */
export async function profileOf(tx: Tx, auth: AuthContext) {
  // One statement: this call runs on every page load of the client.
  const u = (
    await tx.execute(sql`
      select u.name, u.email, u.phone, u.avatar, u.introduction, u.is_verified, u.latitude, u.longitude, u.failed_login_count,
             (select w.master_gudang_name from master_gudang w where w.master_gudang_id = ${auth.gudangIdActive}) as active_name,
             coalesce((select json_agg(json_build_object('gudang_id', w.master_gudang_id, 'master_gudang_name', w.master_gudang_name) order by w.master_gudang_name)
                         from user_gudang_access a join master_gudang w on w.master_gudang_id = a.gudang_id where a.user_id = u.id), '[]'::json) as access_gudang,
             exists (select 1 from master_gudang w where w.status = 1)
               and not exists (select 1 from master_gudang w where w.status = 1
                                and w.master_gudang_id not in (select a.gudang_id from user_gudang_access a where a.user_id = u.id)) as covers_all
        from users u where u.id = ${auth.userId}`)
  ).rows[0] as Record<string, unknown>;
  const access = typeof u.access_gudang === 'string' ? JSON.parse(u.access_gudang) : u.access_gudang;
  const activeName = auth.gudangIdActive === ALL_WAREHOUSES_ID ? 'Semua Gudang' : String(u.active_name ?? 'Semua Gudang');
  return {
    roles: auth.roles,
    privileges: auth.privileges,
    group_type: auth.groupType,
    access_gudang: access,
    mitra_data: auth.mitraData,
    name: u.name,
    avatar: u.avatar ?? '',
    introduction: u.introduction ?? '',
    is_verified: u.is_verified,
    latitude: u.latitude,
    longitude: u.longitude,
    admin_person_full_name: u.name,
    admin_username: auth.username,
    admin_email: u.email ?? '',
    admin_phone: u.phone ?? '',
    group_name: auth.groupName,
    admin_group_id: auth.groupId,
    admin_gudang_id_active: auth.gudangIdActive,
    admin_gudang_active_name: activeName,
    // whether 'Semua Gudang' (id 0) may be chosen: superusers, or group 6 covering every warehouse (spec-1 §5)
    gudang_all_allowed: auth.groupType === GROUP_TYPE.superuser || (auth.groupId === RESTRICTED_GROUP_ID && u.covers_all === true),
    app_name: auth.appName,
    company_name: auth.companyName,
    captcha: Number(u.failed_login_count) >= CAPTCHA_AFTER_FAILURES,
  };
}

/** The open reset link of a token, or a 422 on `token` when it is unknown, used or expired. */
export async function validResetToken(db: Executor, token: string): Promise<{ id: number; user_id: number }> {
  const r = await db.execute(
    sql`select id, user_id from user_tokens where token_hash = ${hashToken(token)} and purpose = 'reset' and used_at is null and expires_at > now()`,
  );
  const row = r.rows[0] as { id: number; user_id: number } | undefined;
  if (!row) throw fieldError('token', 'Tautan reset password tidak valid atau sudah kedaluwarsa');
  return row;
}

export interface UnverifiedUser {
  id: number;
  email: string | null;
  is_verified: boolean;
}

/** The account a verification mail is resent to: the logged-in user, or the one with this address (owner connection). */
export async function accountToVerify(db: Executor, by: { user_id?: number; email?: string }): Promise<UnverifiedUser | undefined> {
  const where = by.user_id !== undefined ? sql`id = ${by.user_id}` : sql`lower(email) = lower(${by.email ?? ''})`;
  const r = await db.execute(sql`select id, email, is_verified from users where ${where} order by id limit 1`);
  const row = r.rows[0] as unknown as UnverifiedUser | undefined;
  return row && { ...row, id: Number(row.id) };
}
