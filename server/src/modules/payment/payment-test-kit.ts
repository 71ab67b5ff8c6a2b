import { afterAll, expect } from 'vitest';
import type { Database } from '../../db/client.js';
import type { TestSuite } from '../../test/harness.js';
import { paymentInvariantViolations } from './payment-invariant.js';

/** Fails when the payment invariant (payment-invariant.ts) does not hold in the database. */
export async function expectSoundPayments(database: Database) {
  expect(await paymentInvariantViolations(database.db)).toEqual([]);
}

/**
 * Checks the payment invariant after the file's tests (before the server closes: call it after
 * useTestServer, whose afterAll runs after this one). Every payment test file calls it.
 */
export function useSoundPayments(ctx: TestSuite) {
  afterAll(async () => {
    await expectSoundPayments(ctx.server.database);
  });
}
