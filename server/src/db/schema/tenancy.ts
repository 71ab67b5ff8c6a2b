import { sql } from 'drizzle-orm';
import { integer, pgPolicy, pgRole } from 'drizzle-orm/pg-core';

/** The non-superuser role every request runs as, so that row-level security applies (DESIGN §2a). */
export const appRole = pgRole('bo_app').existing();

export const currentCompanyId = sql`nullif(current_setting('app.company_id', true), '')::int`;
export const currentUserId = sql`nullif(current_setting('app.user_id', true), '')::int`;

/** company_id column filled from the request's tenant when a service does not set it. */
export const companyIdColumn = () => integer('company_id').notNull().default(currentCompanyId);

/** The one isolation rule of every company-owned table. */
export const tenantPolicy = (table: string) =>
  pgPolicy(`${table}_tenant`, {
    as: 'permissive',
    to: appRole,
    for: 'all',
    using: sql`company_id = ${currentCompanyId}`,
    withCheck: sql`company_id = ${currentCompanyId}`,
  });
