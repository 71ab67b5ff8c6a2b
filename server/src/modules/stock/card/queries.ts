import { formatUnits, type StockMutationFilter, unitsOfRow } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError, notFound } from '../../../platform/errors.js';
import { keysetPages } from '../../../platform/list.js';
import { dayAfter, dayStart, openingOf, periodOf, productColumns, productCondition, warehousesOf } from '../mutation/period.js';
import { movementSelect, movementSource, movementTexts } from '../mutation/queries.js';

/**
 * The stock card of the filter's variants (a variant, a product's variants or a name), checked before
 * the file starts: per variant an opening line, each movement of the period in posting order with the
 * running balance over the chosen warehouses, and a closing line.
 */
export async function stockCardRows(tx: Tx, actor: Actor, f: StockMutationFilter) {
  if (!f.product_id && !f.stock_log_product_main_id && !f.stock_log_product_main_name) throw fieldError('product_id', 'Pilih produk');
  const period = periodOf(f);
  const gudangId = f.stock_log_gudang_id ?? 0;
  const gudangOf = await warehousesOf(tx, actor, f);
  const variants = await tx.execute(sql`select p.product_id, ${productColumns}, ${openingOf(sql`p.product_id`, gudangOf, period)}::float8 as opening
    from product p join product_main m on m.main_id = p.main_id
    left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar
    left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil
    where ${productCondition(f, sql`p.product_id`)}
    order by lower(concat_ws(' ', m.main_name, p.varian)), p.product_id`);
  if (!variants.rows.length) throw notFound('Produk tidak ditemukan');
  const warehouseName =
    gudangId > 0
      ? String(
          ((await tx.execute(sql`select master_gudang_name from master_gudang where master_gudang_id = ${gudangId}`)).rows[0] as { master_gudang_name: string })
            .master_gudang_name,
        )
      : 'Semua gudang';
  return {
    period,
    rows: (async function* () {
      for (const v of variants.rows as Record<string, unknown>[]) {
        const units = unitsOfRow(v);
        let balance = Number(v.opening);
        const line = (label: string, day: string) => ({
          ...v,
          stock_log_datetime: day,
          master_gudang_name: warehouseName,
          doc_type_label: label,
          running_qty: balance,
          running_qty_text: formatUnits(balance, units),
        });
        yield [line('Saldo awal', period.start)];
        const where = sql`l.product_id = ${Number(v.product_id)} and ${gudangOf(sql`l.gudang_id`)}
          and l.created_at >= ${dayStart(period.start)} and l.created_at < ${dayAfter(period.end)}`;
        for await (const rows of keysetPages(tx, {
          select: movementSelect,
          from: movementSource(where, true),
          where,
          key: { column: sql`l.stock_log_id`, name: 'stock_log_id' },
        })) {
          yield rows.map((r) => {
            balance += Number(r.qty);
            return { ...movementTexts(r), running_qty: balance, running_qty_text: formatUnits(balance, units) };
          });
        }
        yield [line('Saldo akhir', period.end)];
      }
    })(),
  };
}
