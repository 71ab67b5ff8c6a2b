import { describe, expect, it } from 'vitest';
import { countRows } from '../../test/db-state.js';
import { Client, useTestServer } from '../../test/harness.js';

const ctx = useTestServer({ admin: false });

describe('public calls that send mail are limited per client address', () => {
  it('answers 429 in Indonesian after 10 password-reset requests in 15 minutes, sending nothing more', async () => {
    const flood = new Client(ctx.server.url, '10.77.0.1');
    for (let i = 0; i < 10; i++) {
      expect((await flood.post('/password_reset/stored_forgot_password', { email: 'superadmin@demo.local' })).http).toBe(200);
    }
    // The links are mailed by a job after each answer: wait until all ten are there.
    let mails = 0;
    for (let i = 0; i < 100 && mails < 10; i++) {
      mails = await countRows(ctx.server.database, 'mail_outbox', `to_address = 'superadmin@demo.local'`);
      if (mails < 10) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mails).toBe(10);
    const refused = await flood.post('/password_reset/stored_forgot_password', { email: 'superadmin@demo.local' });
    expect(refused.http).toBe(429);
    expect(refused).toMatchObject({ status: 429, msg: 'Terlalu banyak percobaan. Coba lagi nanti.' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await countRows(ctx.server.database, 'mail_outbox', `to_address = 'superadmin@demo.local'`)).toBe(mails);
    // Another address is not affected.
    expect((await new Client(ctx.server.url, '10.77.0.2').post('/password_reset/stored_forgot_password', { email: 'superadmin@demo.local' })).http).toBe(200);
  });
});
