import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';
import { grantNewPermissions } from './sync-permissions.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const superuserPrivileges = async () =>
  ((await server.database.db.execute(sql`select privileges from groups where group_id = 1`)).rows[0] as { privileges: string[] }).privileges;

describe('permissions added by a newer version', () => {
  it('are granted once to superuser groups, and a removed privilege stays removed', async () => {
    await grantNewPermissions(server.database);
    // Pretend 'users' is new in this version and the superuser group lacks both it and 'groups'.
    await server.database.db.execute(sql`delete from permission_catalog where name = 'users'`);
    await server.database.db.execute(sql`update groups set privileges = privileges - 'users' - 'groups' where group_id = 1`);
    expect(await grantNewPermissions(server.database)).toEqual(['users']);
    const after = await superuserPrivileges();
    expect(after).toContain('users');
    expect(after).not.toContain('groups');
    expect(await grantNewPermissions(server.database)).toEqual([]);
  });
});
