import {
  purchaseMaterial,
  documentTotals,
  lineMoney,
  NO_PPN,
  PURCHASE_MATERIAL_MAX_IMAGE_BYTES,
  PURCHASE_MATERIAL_MAX_IMAGES,
  type PurchaseMaterialBody,
  type PurchaseMaterialLineInput,
  SERIES,
  jakartaToday,
} from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { ErrorBag, notFound } from '../../../../platform/errors.js';
import { nextCode } from '../../../../platform/number-series.js';
import { checkImageInto } from '../../../../platform/image.js';
import { checkWarehouse, warehouseScope } from '../../../../platform/warehouse-scope.js';
import { checkVendor } from '../../order/commands/order-rules.js';
import { enterDocument } from '../../../../platform/documents/enter-document.js';

/** A line with its total worked out: qty × price, whole rupiah. */
export interface PricedMaterialLine extends PurchaseMaterialLineInput {
  subtotal: number;
}

export interface MaterialImage {
  mime: string;
  bytes: Buffer;
}

/**
 * The image files of a multipart body (the repeated field `images`: one Buffer or several), through
 * the platform image check (PNG, JPEG or WEBP, at most 1 MB and 40 megapixels each, decoded and
 * re-encoded), at most 5 on the order with those it has. A text value (not a file) is refused at `images`.
 */
export async function checkMaterialImages(value: unknown, already: number, bag: ErrorBag): Promise<MaterialImage[]> {
  if (value === undefined || value === null || value === '') return [];
  const files = Array.isArray(value) ? value : [value];
  const out: MaterialImage[] = [];
  if (already + files.length > PURCHASE_MATERIAL_MAX_IMAGES) {
    bag.add('images', `Pembelian bahan sudah memiliki ${already} gambar; maksimal ${PURCHASE_MATERIAL_MAX_IMAGES}`);
    return out;
  }
  for (const [i, f] of files.entries()) {
    const checked = await checkImageInto(bag, files.length > 1 ? `images.${i}` : 'images', f, { maxBytes: PURCHASE_MATERIAL_MAX_IMAGE_BYTES });
    if (checked) out.push(checked);
  }
  return out;
}

/**
 * Every rule of an order's content, writing nothing: the warehouse is the company's and the user's
 * (group 6: its own), the supplier (when given) is the company's and active, the date is not in the
 * future (today when empty), the images; all field errors at once. Answers the date, priced lines,
 * total and decoded images. Totals come from the server only.
 */
export async function checkMaterialContent(
  tx: Tx,
  actor: Actor,
  body: Pick<PurchaseMaterialBody, 'vendor_id' | 'gudang_id' | 'material_date' | 'lines'> & { images?: unknown },
  imagesAlready: number,
) {
  const bag = new ErrorBag();
  await checkWarehouse(tx, actor, body.gudang_id).catch((e: { errors?: Record<string, string[]> }) => {
    for (const [f, ms] of Object.entries(e.errors ?? { gudang_id: ['Gudang tidak ditemukan'] })) for (const m of ms) bag.add(f, m);
  });
  if (body.vendor_id !== undefined) await checkVendor(tx, body.vendor_id, bag);
  const today = jakartaToday();
  const date = body.material_date ?? today;
  if (date > today) bag.add('material_date', 'Tanggal tidak boleh di masa depan');
  // The contract's money rules: a line qty × price (no discount), the total the sum of the lines (no PPN).
  const money = body.lines.map((l) => lineMoney({ qty: l.qty, price: l.price }));
  const lines: PricedMaterialLine[] = body.lines.map((l, i) => ({ ...l, subtotal: (money[i] as { subtotal: number }).subtotal }));
  const total = documentTotals(money, {}, NO_PPN).grand_total;
  if (!Number.isSafeInteger(total) || total > 1e15) bag.add('lines', 'Total pembelian terlalu besar');
  const images = await checkMaterialImages(body.images, imagesAlready, bag);
  bag.throwIfAny();
  return { date, lines, total, images };
}

export interface StoredMaterialHeader {
  material_id: number;
  material_number: string;
  status: string;
  gudang_id: number;
}

/** An order the user may see (another company's or, for group 6, another warehouse's is 404), locked for the write. */
export async function visibleMaterial(tx: Tx, actor: Actor, id: number): Promise<StoredMaterialHeader> {
  const r = await tx.execute(sql`select m.material_id, m.material_number, m.status, m.gudang_id from purchase_material m
    where m.material_id = ${id} and ${warehouseScope(actor, sql`m.gudang_id`)} for update`);
  const row = r.rows[0] as unknown as StoredMaterialHeader | undefined;
  if (!row) throw notFound('Pembelian bahan tidak ditemukan');
  return { ...row, material_id: Number(row.material_id), gudang_id: Number(row.gudang_id) };
}

export async function imageCountOf(tx: Tx, materialId: number) {
  const r = await tx.execute(sql`select count(*)::int as n from purchase_material_image where material_id = ${materialId}`);
  return Number((r.rows[0] as { n: number }).n);
}

/** Replaces an order's lines and total. */
export async function writeMaterialContent(tx: Tx, materialId: number, lines: readonly PricedMaterialLine[], total: number) {
  await tx.execute(sql`delete from purchase_material_line where material_id = ${materialId}`);
  for (const l of lines)
    await tx.execute(sql`insert into purchase_material_line (material_id, material_name, qty, unit, price, subtotal, note)
      values (${materialId}, ${l.material_name}, ${l.qty}, ${l.unit}, ${l.price}, ${l.subtotal}, ${l.note ?? null})`);
  await tx.execute(sql`update purchase_material set grand_total = ${total}, updated_at = now() where material_id = ${materialId}`);
}

export async function writeMaterialImages(tx: Tx, materialId: number, images: readonly MaterialImage[]) {
  for (const img of images)
    await tx.execute(
      sql`insert into purchase_material_image (material_id, mime, size, bytes) values (${materialId}, ${img.mime}, ${img.bytes.length}, ${img.bytes})`,
    );
}

/** Stores a new order as pending with its number (POM/YYMM/NNNNN of the order's date) and logs its creation. */
export async function insertMaterial(tx: Tx, actor: Actor, h: { date: string; vendor_id?: number; gudang_id: number; note?: string | null }) {
  const number = await nextCode(tx, actor.companyId, SERIES.purchase_material, new Date(`${h.date}T12:00:00+07:00`));
  const r = await tx.execute(sql`insert into purchase_material (material_number, material_date, vendor_id, gudang_id, status, note)
    values (${number}, ${h.date}::date, ${h.vendor_id ?? null}, ${h.gudang_id}, 'pending', ${h.note ?? null}) returning material_id`);
  const id = Number((r.rows[0] as { material_id: number }).material_id);
  await enterDocument(tx, actor, purchaseMaterial, id);
  return { material_id: id, material_number: number };
}
