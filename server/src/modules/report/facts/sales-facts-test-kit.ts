import { afterEach } from 'vitest';
import type { TestSuite } from '../../../test/harness.js';
import { expectSoundSalesFacts } from './sales-facts-invariant.js';

/**
 * Checks the sales facts' invariant (sales-facts-invariant.ts) after each test of the file, so a
 * command that changes an order and forgets refreshSalesFacts fails the test that ran it. Call it
 * after useTestServer. The sales, cashier, customer-return, payment and shipment test files call it.
 */
export function useSoundSalesFacts(ctx: TestSuite) {
  afterEach(async () => {
    await expectSoundSalesFacts(ctx.server.database);
  });
}
