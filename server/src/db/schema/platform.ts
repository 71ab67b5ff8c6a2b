import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgPolicy,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { appRole, companyIdColumn, currentCompanyId, currentUserId, tenantPolicy } from './tenancy.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Companies are global; a request sees only its own company row. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    appName: varchar('app_name', { length: 64 }).notNull(),
    companyName: varchar('company_name', { length: 150 }).notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('companies_app_name_uq').on(t.appName), pgPolicy('companies_own', { to: appRole, for: 'select', using: sql`id = ${currentCompanyId}` })],
).enableRLS();

/** A person's login identity; one user may belong to several companies through memberships. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 50 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    name: varchar('name', { length: 150 }).notNull(),
    email: varchar('email', { length: 150 }),
    phone: varchar('phone', { length: 30 }),
    avatar: text('avatar'),
    introduction: text('introduction'),
    isVerified: boolean('is_verified').notNull().default(false),
    latitude: varchar('latitude', { length: 30 }),
    longitude: varchar('longitude', { length: 30 }),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
    index('users_email_idx').on(sql`lower(${t.email})`),
    pgPolicy('users_member_read', {
      to: appRole,
      for: 'select',
      using: sql`id = ${currentUserId} or exists (select 1 from company_users m where m.user_id = users.id and m.company_id = ${currentCompanyId})`,
    }),
    pgPolicy('users_member_update', {
      to: appRole,
      for: 'update',
      using: sql`id = ${currentUserId} or exists (select 1 from company_users m where m.user_id = users.id and m.company_id = ${currentCompanyId})`,
    }),
    pgPolicy('users_insert', { to: appRole, for: 'insert', withCheck: sql`true` }),
  ],
).enableRLS();

/** Membership of a user in a company, with the group that decides what the user may do there. */
export const companyUsers = pgTable(
  'company_users',
  {
    companyId: companyIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull(),
    status: smallint('status').notNull().default(1),
    gudangIdActive: integer('gudang_id_active').notNull().default(0),
    mitraData: jsonb('mitra_data'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index('company_users_user_idx').on(t.userId), tenantPolicy('company_users')],
).enableRLS();

export const groups = pgTable(
  'groups',
  {
    companyId: companyIdColumn(),
    groupId: integer('group_id').notNull(),
    groupName: varchar('group_name', { length: 100 }).notNull(),
    groupType: varchar('group_type', { length: 20 }).notNull().default('staff'),
    privileges: jsonb('privileges').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.groupId] }), uniqueIndex('groups_name_uq').on(t.companyId, sql`lower(${t.groupName})`), tenantPolicy('groups')],
).enableRLS();

export const warehouses = pgTable(
  'master_gudang',
  {
    companyId: companyIdColumn(),
    id: serial('master_gudang_id').notNull(),
    name: varchar('master_gudang_name', { length: 100 }).notNull(),
    originId: integer('origin_id'),
    originText: varchar('origin_text', { length: 255 }),
    originPhone: varchar('origin_phone', { length: 30 }),
    originTitle: varchar('origin_title', { length: 100 }),
    originAddress: text('origin_address'),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('master_gudang_id_uq').on(t.id),
    uniqueIndex('master_gudang_name_uq').on(t.companyId, sql`lower(${t.name})`),
    tenantPolicy('master_gudang'),
  ],
).enableRLS();

export const userWarehouseAccess = pgTable(
  'user_gudang_access',
  {
    companyId: companyIdColumn(),
    userId: integer('user_id').notNull(),
    gudangId: integer('gudang_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId, t.gudangId] }), tenantPolicy('user_gudang_access')],
).enableRLS();

/** Login sessions; only a hash of the opaque token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedReason: varchar('ended_reason', { length: 30 }),
  },
  (t) => [
    uniqueIndex('sessions_token_uq').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId, t.companyId),
    pgPolicy('sessions_own', {
      to: appRole,
      for: 'all',
      using: sql`user_id = ${currentUserId} and company_id = ${currentCompanyId}`,
      withCheck: sql`user_id = ${currentUserId} and company_id = ${currentCompanyId}`,
    }),
  ],
).enableRLS();

/** Failed logins per client address, for the address-level limit. */
export const loginFailures = pgTable(
  'login_failures',
  {
    address: varchar('address', { length: 64 }).primaryKey(),
    count: integer('count').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [],
).enableRLS();

/**
 * Failed logins per (account, client address) and per account, for the limits that replace the
 * hard lock-out; the account is the hash of the lower-cased username, so unknown usernames are
 * counted exactly like known ones.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: varchar('key', { length: 120 }).primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [],
).enableRLS();

export const configs = pgTable(
  'configs',
  {
    companyId: companyIdColumn(),
    key: varchar('configuration_index', { length: 100 }).notNull(),
    value: text('configuration_value').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] }), tenantPolicy('configs')],
).enableRLS();

export const printLogs = pgTable(
  'print_logs',
  {
    companyId: companyIdColumn(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    printType: varchar('print_type', { length: 60 }).notNull(),
    referenceId: varchar('reference_id', { length: 60 }).notNull().default(''),
    userId: integer('user_id').notNull().default(sql`${currentUserId}`),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), index('print_logs_ref_idx').on(t.companyId, t.printType, t.referenceId), tenantPolicy('print_logs')],
).enableRLS();

/** Mail waiting to be sent, or kept (and logged) when no SMTP server is configured. */
export const outbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: varchar('to_address', { length: 150 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  () => [],
).enableRLS();

/** One-time tokens for password reset and e-mail verification (hash only). */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_tokens_hash_uq').on(t.tokenHash)],
).enableRLS();

/** Permission names the product has introduced so far; a newer name is granted to superuser groups once. */
export const permissionCatalog = pgTable(
  'permission_catalog',
  {
    name: varchar('name', { length: 100 }).primaryKey(),
    createdAt: createdAt(),
  },
  () => [],
).enableRLS();
