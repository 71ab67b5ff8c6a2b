import { type BankAccountBalance, type BankMovementRow, type BankTransFilter, type BankTransSummary, jakartaToday } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { type Actor, actorCan } from '../../../platform/command.js';
import { fieldError } from '../../../platform/errors.js';
import { escapeLike } from '../../../platform/list.js';
import { warehouseScope } from '../../../platform/warehouse-scope.js';
import { receiptScope } from '../../purchase/receipt/commands/receipt-rules.js';
import { salesOrderScope } from '../../sales/order/commands/order-scope.js';

/*
 * Kas & Bank: the balance and movements of each kasbank account from APPROVED payments only
 * (status disetujui): a customer payment is money in, a supplier payment money out, each of its
 * `amount` (what moved; the part paid from a customer's credit moved nothing). The account's master
 * opening balance (kasbank_opening_balance) stands before every payment. A payment that was voided
 * (dibatalkan) is no longer approved, so it leaves the movements and the balances of every period:
 * voiding says the money was recorded in error (it never arrived or never left), the same way the
 * invoices it paid read unpaid again; a reversing line would keep a movement of money that never moved.
 *
 * Who sees what: the Kas & Bank page (all main roles); a warehouse-bound user (group 6) sees the
 * payments of its warehouses only (payment.gudang_id, as the payment lists), so its figures are those
 * payments' (plus the accounts' master opening balances).
 */

export const NO_ACCOUNT_NAME = 'Tanpa Rekening';

export interface BankPeriod {
  start: string;
  end: string;
}

/** The period in whole days: by default the current month up to today; an end before the start is refused at date_end. */
export function bankPeriodOf(f: Pick<BankTransFilter, 'date_start' | 'date_end'>): BankPeriod {
  const today = jakartaToday();
  const start = f.date_start ?? `${today.slice(0, 8)}01`;
  const end = f.date_end ?? [start, today].sort()[1];
  if (end < start) throw fieldError('date_end', 'Tanggal akhir tidak boleh sebelum tanggal mulai');
  return { start, end };
}

/**
 * The approved payments that moved money (amount > 0), as rows with their account, money in and
 * money out. A COD remittance is two payments (modules/payment/cod): the money the courier remitted,
 * into its account, and what the courier kept, without an account (under 'Tanpa Rekening').
 */
const movementsUpTo = (actor: Actor, end: string, account: SQL) => sql`
  select p.payment_id, p.payment_number, p.payment_for, p.payment_date, p.bank_id as kasbank_id, p.order_vendor_id, p.payment_method, p.note,
    (case when p.payment_for = 'customer' then p.amount else 0 end)::float8 as money_in,
    (case when p.payment_for = 'supplier' then p.amount else 0 end)::float8 as money_out
  from payment p
  where p.status = 'disetujui' and p.amount > 0 and p.payment_date <= ${end}::date and ${account} and ${warehouseScope(actor, sql`p.gudang_id`)}`;

/** The filter's account as a condition on a payment's bank_id: one account, payments without one (-1), or all. */
const accountCondition = (f: BankTransFilter, column: SQL): SQL =>
  f.kasbank_id && f.kasbank_id > 0 ? sql`${column} = ${f.kasbank_id}` : f.kasbank_id === -1 ? sql`${column} is null` : sql`true`;

const n = (v: unknown) => Number(v ?? 0);

/**
 * POST /bank_trans/summary: every account with its opening at date_start, money in and out of the
 * period and its closing; a row 'Tanpa Rekening' for approved payments recorded without an account
 * (when there are any); the totals of all accounts.
 */
export async function bankTransSummary(tx: Tx, actor: Actor, f: BankTransFilter): Promise<BankTransSummary> {
  const period = bankPeriodOf(f);
  const mv = movementsUpTo(actor, period.end, accountCondition(f, sql`p.bank_id`));
  const sums = sql`coalesce(sum(mv.money_in - mv.money_out) filter (where mv.payment_date < ${period.start}::date), 0)::float8 as before,
    coalesce(sum(mv.money_in) filter (where mv.payment_date >= ${period.start}::date), 0)::float8 as money_in,
    coalesce(sum(mv.money_out) filter (where mv.payment_date >= ${period.start}::date), 0)::float8 as money_out,
    (count(mv.payment_id) filter (where mv.payment_date >= ${period.start}::date))::int as movement_count`;
  const accounts = await tx.execute(sql`
    select k.kasbank_id, k.kasbank_code, k.kasbank_name, k.kasbank_type, k.kasbank_bank_name, k.kasbank_account_number,
      coalesce(k.kasbank_opening_balance, 0)::float8 as opening_balance, ${sums}
    from master_kasbank k left join (${mv}) mv on mv.kasbank_id = k.kasbank_id
    where ${accountCondition(f, sql`k.kasbank_id`)}
    group by k.kasbank_id, k.kasbank_code, k.kasbank_name, k.kasbank_type, k.kasbank_bank_name, k.kasbank_account_number, k.kasbank_opening_balance
    order by k.kasbank_code, k.kasbank_id`);
  const rows: BankAccountBalance[] = (accounts.rows as Record<string, unknown>[]).map((r) => {
    const opening = n(r.opening_balance) + n(r.before);
    return {
      kasbank_id: n(r.kasbank_id),
      kasbank_code: (r.kasbank_code as string | null) ?? null,
      kasbank_name: String(r.kasbank_name),
      kasbank_type: (r.kasbank_type as string | null) ?? null,
      kasbank_bank_name: (r.kasbank_bank_name as string | null) ?? null,
      kasbank_account_number: (r.kasbank_account_number as string | null) ?? null,
      opening_balance: n(r.opening_balance),
      opening,
      money_in: n(r.money_in),
      money_out: n(r.money_out),
      closing: opening + n(r.money_in) - n(r.money_out),
      movement_count: n(r.movement_count),
    };
  });
  if (!f.kasbank_id || f.kasbank_id === -1) {
    // Approved payments without an account (or of an account no longer in the master data).
    const loose = await tx.execute(sql`select count(*)::int as all_count, ${sums}
      from (${mv}) mv where mv.kasbank_id is null or not exists (select 1 from master_kasbank k where k.kasbank_id = mv.kasbank_id)`);
    const r = loose.rows[0] as Record<string, unknown>;
    if (n(r.all_count) > 0)
      rows.push({
        kasbank_id: null,
        kasbank_code: null,
        kasbank_name: NO_ACCOUNT_NAME,
        kasbank_type: null,
        kasbank_bank_name: null,
        kasbank_account_number: null,
        opening_balance: 0,
        opening: n(r.before),
        money_in: n(r.money_in),
        money_out: n(r.money_out),
        closing: n(r.before) + n(r.money_in) - n(r.money_out),
        movement_count: n(r.movement_count),
      });
  }
  const total = (k: 'opening' | 'money_in' | 'money_out' | 'closing' | 'movement_count') => rows.reduce((s, r) => s + r[k], 0);
  return {
    date_start: period.start,
    date_end: period.end,
    accounts: rows,
    totals: {
      opening: total('opening'),
      money_in: total('money_in'),
      money_out: total('money_out'),
      closing: total('closing'),
      movement_count: total('movement_count'),
    },
  };
}

/**
 * The movements of the period in date and payment order, each with its account's balance after it
 * (the master opening balance plus every approved movement of the account up to it, whatever the
 * filter's direction or search), the party's name and the documents paid.
 */
function movementQuery(actor: Actor, f: BankTransFilter, period: BankPeriod, page?: { limit: number; offset: number }) {
  const where: SQL[] = [sql`b.payment_date >= ${period.start}::date`];
  if (f.direction === 'in') where.push(sql`b.money_in > 0`);
  if (f.direction === 'out') where.push(sql`b.money_out > 0`);
  if (f.search) {
    const like = `%${escapeLike(f.search)}%`;
    where.push(sql`(b.payment_number ilike ${like} or coalesce(b.party_name, '') ilike ${like} or coalesce(b.note, '') ilike ${like}
      or b.document_numbers ilike ${like})`);
  }
  const paging = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const from = sql`(
    select mv.*, coalesce(k.kasbank_name, case when mv.kasbank_id is null then ${NO_ACCOUNT_NAME} else concat('Akun #', mv.kasbank_id) end) as kasbank_name,
      (coalesce(k.kasbank_opening_balance, 0) + sum(mv.money_in - mv.money_out)
        over (partition by mv.kasbank_id order by mv.payment_date, mv.payment_id rows unbounded preceding))::float8 as balance,
      case when mv.payment_for = 'customer'
        then coalesce(mm.member_name, (select o.customer_name from payment_detail d join sales_order o on o.order_id = d.order_id
          where d.payment_id = mv.payment_id order by d.payment_detail_id limit 1))
        else v.vendor_name end as party_name,
      coalesce((select string_agg(coalesce(o.invoice_number, r.penerimaan_number), ', ' order by d.payment_detail_id)
        from payment_detail d left join sales_order o on o.order_id = d.order_id left join goods_receipt r on r.penerimaan_id = d.penerimaan_id
        where d.payment_id = mv.payment_id), '') as document_numbers
    from (${movementsUpTo(actor, period.end, accountCondition(f, sql`p.bank_id`))}) mv
      left join master_kasbank k on k.kasbank_id = mv.kasbank_id
      left join master_member mm on mv.payment_for = 'customer' and mm.member_id = mv.order_vendor_id
      left join master_vendor v on mv.payment_for = 'supplier' and v.vendor_id = mv.order_vendor_id
  ) b`;
  return {
    rows: sql`select b.payment_id, b.payment_number, b.payment_for, b.payment_date::text as payment_date, b.kasbank_id, b.kasbank_name,
        b.party_name, b.document_numbers, b.payment_method, b.note, b.money_in, b.money_out, b.balance
      from ${from} where ${sql.join(where, sql` and `)} order by b.payment_date, b.payment_id ${paging}`,
    count: sql`select count(*)::int as n from ${from} where ${sql.join(where, sql` and `)}`,
  };
}

const toMovement = (r: Record<string, unknown>): BankMovementRow => ({
  payment_id: n(r.payment_id),
  payment_number: String(r.payment_number),
  payment_for: r.payment_for === 'supplier' ? 'supplier' : 'customer',
  payment_date: String(r.payment_date).slice(0, 10),
  kasbank_id: r.kasbank_id === null || r.kasbank_id === undefined ? null : n(r.kasbank_id),
  kasbank_name: String(r.kasbank_name),
  party_name: (r.party_name as string | null) ?? null,
  document_numbers: String(r.document_numbers ?? ''),
  payment_method: (r.payment_method as string | null) ?? null,
  note: (r.note as string | null) ?? null,
  money_in: n(r.money_in),
  money_out: n(r.money_out),
  balance: n(r.balance),
});

/** POST /bank_trans/list: one page of the period's movements. */
export async function listBankMovements(tx: Tx, actor: Actor, f: BankTransFilter) {
  const period = bankPeriodOf(f);
  const page = f.page ?? 1;
  const perPage = f.perPage ?? 20;
  const q = movementQuery(actor, f, period, { limit: perPage, offset: (page - 1) * perPage });
  const rows = (await tx.execute(q.rows)).rows as Record<string, unknown>[];
  const total = rows.length < perPage && (page === 1 || rows.length > 0) ? (page - 1) * perPage + rows.length : n((await tx.execute(q.count)).rows[0]?.n);
  return { data: rows.map(toMovement), total, page, perPage };
}

/** Every movement of the filter (the Excel) after the first `skip`, in batches. */
export async function* bankMovementBatches(tx: Tx, actor: Actor, f: BankTransFilter, batch = 1000, skip = 0): AsyncGenerator<Record<string, unknown>[]> {
  const period = bankPeriodOf(f);
  for (let offset = skip; ; offset += batch) {
    const rows = (await tx.execute(movementQuery(actor, f, period, { limit: batch, offset }).rows)).rows as Record<string, unknown>[];
    if (rows.length) yield rows.map(toMovement);
    if (rows.length < batch) return;
  }
}

/** The pages whose holders print a customer's or a supplier's payment (as PRINTABLE of the print module). */
export const PAYMENT_PRINT_PAGES = {
  customer: ['verificationPayment', 'orderList', 'indexSales'],
  supplier: ['verificationPaymentOrder', 'purchaseAcceptance'],
} as const;

/**
 * Whether the caller reaches a payment aliased `p`: a customer's through an invoice it paid that the
 * caller reads (a partner only their own orders, group 6 only their warehouses), a supplier's through
 * a receipt it paid that the caller reads (finance: in the warehouses it may see).
 */
export const paymentPrintScope = (actor: Actor): SQL => {
  // Finance (Tagihan Supplier) reads supplier payments of the warehouses it may see, without the receipt pages.
  const finance = actorCan(actor, 'verificationPaymentOrder') ? warehouseScope(actor, sql`r.gudang_id`) : sql`false`;
  return sql`(case when p.payment_for = 'customer'
    then exists (select 1 from payment_detail d join sales_order o on o.order_id = d.order_id where d.payment_id = p.payment_id and ${salesOrderScope(actor)})
    else exists (select 1 from payment_detail d join goods_receipt r on r.penerimaan_id = d.penerimaan_id
      where d.payment_id = p.payment_id and (${receiptScope(actor)} or ${finance}))
    end)`;
};
