import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadActor } from '../../platform/command.js';
import { AppError } from '../../platform/errors.js';
import { Client, useTestServer, userWithGroup } from '../../test/harness.js';
import { createGroup } from '../group/commands/create-group.js';
import { EXCEEDS_OWN } from '../group/rights.js';
import { createUser } from './commands/create-user.js';

const ctx = useTestServer();

/** The seeded superuser's company and id, as a job would have them from the user who asked for it. */
async function superuser() {
  const r = await ctx.server.database.db.execute(sql`
    select m.company_id, m.user_id from company_users m join users u on u.id = m.user_id where u.username = 'superadmin'`);
  const row = r.rows[0] as { company_id: number; user_id: number };
  return { companyId: Number(row.company_id), userId: Number(row.user_id) };
}

const newUser = (name: string, groupId: number) => ({
  admin_username: name,
  password: 'Password-123',
  admin_person_full_name: `Pengguna ${name}`,
  admin_group_id: groupId,
});

describe('commands outside a route', () => {
  it('compose in one transaction: a failure after two commands leaves nothing behind', async () => {
    const who = await superuser();
    const attempt = ctx.server.database.withTenant(who, async (tx) => {
      const actor = await loadActor(tx, who.userId);
      const { group_id } = await createGroup(tx, actor, { group_name: 'Shift Malam' });
      await createUser(tx, actor, newUser('malam1', group_id));
      throw new Error('stop after both commands');
    });
    await expect(attempt).rejects.toThrow('stop after both commands');
    const groups = await ctx.admin.post('/group/list', { columnFilters: { group_name: 'Shift Malam' } });
    expect(groups.data.total).toBe(0);
    expect((await new Client(ctx.server.url).post('/login/stored', { username: 'malam1', password: 'Password-123' })).http).toBe(422);
  });

  it('commit together, and the result is what the calls would have made', async () => {
    const who = await superuser();
    const created = await ctx.server.database.withTenant(who, async (tx) => {
      const actor = await loadActor(tx, who.userId);
      const { group_id } = await createGroup(tx, actor, { group_name: 'Shift Pagi', privileges: [] });
      return { group_id, ...(await createUser(tx, actor, newUser('pagi1', group_id))) };
    });
    const users = await ctx.admin.post('/user/index', { columnFilters: { admin_username: 'pagi1' } });
    expect(users.data.data).toMatchObject([{ admin_id: created.admin_id, admin_group_id: created.group_id, group_name: 'Shift Pagi', status: 1 }]);
    const pagi = await new Client(ctx.server.url).login('pagi1', 'Password-123');
    expect((await pagi.get('/account/profile')).data.group_name).toBe('Shift Pagi');
  });

  it('check rights on the actor, not on the request: an admin cannot create a group beyond its own rights', async () => {
    const who = await superuser();
    const { userId } = await userWithGroup(ctx.admin, 5, 'admin_cmd');
    const attempt = ctx.server.database.withTenant({ companyId: who.companyId, userId }, async (tx) =>
      createGroup(tx, await loadActor(tx, userId), { group_name: 'Terlalu Luas', privileges: ['groups'] }),
    );
    await expect(attempt).rejects.toMatchObject({ errors: { privileges: [EXCEEDS_OWN] } });
  });

  it('loadActor finds only members of the transaction company', async () => {
    const who = await superuser();
    const other = await new Client(ctx.server.url).post('/registration/submit', {
      company_name: 'Toko Lain',
      name: 'Pemilik Lain',
      username: 'pemilik_lain',
      email: 'pemilik@lain.test',
      password: 'Password-123',
      password_confirmation: 'Password-123',
    });
    expect(other.status).toBe(200);
    const outsider = Number(((await ctx.server.database.db.execute(sql`select id from users where username = 'pemilik_lain'`)).rows[0] as { id: number }).id);
    const attempt = ctx.server.database.withTenant(who, (tx) => loadActor(tx, outsider));
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ httpStatus: 404 });
    const actor = await ctx.server.database.withTenant(who, (tx) => loadActor(tx, who.userId));
    expect(actor).toMatchObject({ userId: who.userId, companyId: who.companyId, groupId: 1, groupType: 'superuser', roles: ['superuser'] });
    expect(actor.sessionId).toBeUndefined();
  });
});
