import { type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.js';
import { columnList, contributionCtes, LINE_COLUMNS, ORDER_COLUMNS } from './contributions.js';
import { type Aggregate, LINE_AGGREGATES, ORDER_AGGREGATES } from './commands/refresh-sales-facts.js';

/*
 * The sales facts' invariant (README.md), over every company the executor sees (the owner connection
 * sees all), like the ledger's and the payments':
 * (a) the stored contributions (sales_fact_order, sales_fact_line) equal the contributions worked out
 *     from scratch by the rules (contributions.ts);
 * (b) each aggregate (sales_daily, sales_monthly, sales_product_daily, sales_product_monthly) equals
 *     the sum of the stored contributions (rows whose measures are all zero may stay).
 * A command that changes an order and forgets refreshSalesFacts breaks (a).
 */

const nonZero = (measures: readonly string[], alias: string) => `(${measures.map((m) => `${alias}.${m} <> 0`).join(' or ')})`;

/** Aggregate rows (key, measures) that differ from the grouped contributions, both ways. */
function aggregateCheck(a: Aggregate, facts: string): SQL {
  const { table, measures } = a;
  const dayCol = a.keys[0][0];
  const dayExpr = a.keys[0][1];
  const keys = a.keys.slice(1).map(([c]) => c);
  const keyList = ['company_id', dayCol, ...keys];
  const cols = [...keyList, ...measures];
  const sums = measures.map((m) => `sum(${m})${m === 'cost' ? '::numeric(24, 4)' : '::bigint'} as ${m}`).join(', ');
  const grouped = `select company_id, ${dayExpr} as ${dayCol}, ${keys.join(', ')}, ${sums} from ${facts}
    group by company_id, ${dayExpr}, ${keys.join(', ')}`;
  const stored = `select ${cols.join(', ')} from ${table} a where ${nonZero(measures, 'a')}`;
  return sql.raw(`(select '${table}' as kind, 'stored' as side, row(${cols.join(', ')})::text as row from (${stored} except ${grouped}) x
    union all
    select '${table}', 'contributions', row(${cols.join(', ')})::text from (${grouped} except ${stored}) y)`);
}

/** Answers the rows that break the invariant (empty when sound), each as kind, side and the row as text. */
export async function salesFactsViolations(db: Executor): Promise<{ kind: string; side: string; row: string }[]> {
  const lineCols = columnList(LINE_COLUMNS);
  const orderCols = columnList(ORDER_COLUMNS);
  const r = await db.execute(sql`with ${contributionCtes(null)}
    select 'sales_fact_line' as kind, 'stored' as side, row(x.*)::text as row from (select ${lineCols} from sales_fact_line except select ${lineCols} from fl_new) x
    union all
    select 'sales_fact_line', 'rules', row(x.*)::text from (select ${lineCols} from fl_new except select ${lineCols} from sales_fact_line) x
    union all
    select 'sales_fact_order', 'stored', row(x.*)::text from (select ${orderCols} from sales_fact_order except select ${orderCols} from fo_new) x
    union all
    select 'sales_fact_order', 'rules', row(x.*)::text from (select ${orderCols} from fo_new except select ${orderCols} from sales_fact_order) x
    ${sql.join(
      [...ORDER_AGGREGATES.map((a) => aggregateCheck(a, 'sales_fact_order')), ...LINE_AGGREGATES.map((a) => aggregateCheck(a, 'sales_fact_line'))].map(
        (q) => sql`union all ${q}`,
      ),
      sql` `,
    )}
    order by 1, 2, 3`);
  return r.rows as { kind: string; side: string; row: string }[];
}

/** True for a Database (its owner connection is used), false for an executor. */
const isDatabase = (x: Database | Executor): x is Database => 'withTenant' in x;

/**
 * Throws when the invariant does not hold, naming the rows (for tests; vitest reports the message).
 * Takes the app's Database (owner connection, every company) or an executor (a transaction).
 */
export async function expectSoundSalesFacts(db: Database | Executor): Promise<void> {
  const bad = await salesFactsViolations(isDatabase(db) ? db.db : db);
  if (bad.length) throw new Error(`Sales facts out of step (${bad.length}):\n${bad.map((b) => `${b.kind} ${b.side}: ${b.row}`).join('\n')}`);
}
