import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';

/**
 * A customer's credit balance: Σ credit_amount − Σ credit_used of their approved customer payments
 * (overpayments kept as credit, less the credit spent on later invoices). `exceptPaymentId` leaves one
 * payment out (the one being approved, whose own credit is not yet counted).
 */
export async function customerCreditBalance(tx: Tx, memberId: number | null, exceptPaymentId = 0): Promise<number> {
  if (memberId === null) return 0;
  const r = await tx.execute(sql`select coalesce(sum(credit_amount - credit_used), 0)::float8 as balance from payment
    where payment_for = 'customer' and order_vendor_id = ${memberId} and status = 'disetujui' and payment_id <> ${exceptPaymentId}`);
  return Number((r.rows[0] as { balance: number }).balance);
}

/** The credit balances of several customers (a list's page), by member id. */
export async function customerCreditBalances(tx: Tx, memberIds: readonly number[]): Promise<Map<number, number>> {
  if (!memberIds.length) return new Map();
  const r = await tx.execute(sql`select order_vendor_id, coalesce(sum(credit_amount - credit_used), 0)::float8 as balance from payment
    where payment_for = 'customer' and order_vendor_id = any(${sql.param([...memberIds])}::int[]) and status = 'disetujui' group by order_vendor_id`);
  return new Map((r.rows as { order_vendor_id: number; balance: number }[]).map((x) => [Number(x.order_vendor_id), Number(x.balance)]));
}

/**
 * Serialises every change of one customer's credit: locks the customer's master row (member) until
 * the transaction ends, so two payments spending or voiding the same credit run one after the other.
 */
export async function lockCustomerCredit(tx: Tx, memberId: number | null) {
  if (memberId === null) return;
  await tx.execute(sql`select member_id from master_member where member_id = ${memberId} for update`);
}
