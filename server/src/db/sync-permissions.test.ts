import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/harness.js';
import { grantNewPermissions } from './sync-permissions.js';

const ctx = useTestServer({ admin: false });

const superuserPrivileges = async () =>
  ((await ctx.server.database.db.execute(sql`select privileges from groups where group_id = 1`)).rows[0] as { privileges: string[] }).privileges;

describe('permissions added by a newer version', () => {
  it('are granted once to superuser groups, and a removed privilege stays removed', async () => {
    await grantNewPermissions(ctx.server.database);
    // Pretend 'users' is new in this version and the superuser group lacks both it and 'groups'.
    await ctx.server.database.db.execute(sql`delete from permission_catalog where name = 'users'`);
    await ctx.server.database.db.execute(sql`update groups set privileges = privileges - 'users' - 'groups' where group_id = 1`);
    expect(await grantNewPermissions(ctx.server.database)).toEqual(['users']);
    const after = await superuserPrivileges();
    expect(after).toContain('users');
    expect(after).not.toContain('groups');
    expect(await grantNewPermissions(ctx.server.database)).toEqual([]);
  });
});
