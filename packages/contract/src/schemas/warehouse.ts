import { z } from 'zod';
import { field } from './fields.js';

/** A row of POST /master_gudang/list (Gudang). */
export const warehouseRow = z.object({
  master_gudang_id: z.number().int(),
  master_gudang_name: z.string(),
  origin_id: z.number().int().nullable(),
  origin_text: z.string().nullable(),
  origin_phone: z.string().nullable(),
  origin_title: z.string().nullable(),
  origin_address: z.string().nullable(),
  status: z.number().int(),
});
export type WarehouseRow = z.infer<typeof warehouseRow>;

/** The fields of /master_gudang/validation_add, add_stored, validation_update and update_stored. */
export const warehouseFields = {
  master_gudang_name: field.text('Nama gudang', 100),
  origin_id: field.optInt('Kecamatan asal', 1),
  origin_text: field.optText('Lokasi asal', 255),
  origin_phone: field.optPhone('Telepon gudang'),
  origin_title: field.optText('Nama pengirim', 100),
  origin_address: field.optText('Alamat gudang', 1000),
};
export const saveWarehouseBody = z.object(warehouseFields);
export type SaveWarehouseInput = z.input<typeof saveWarehouseBody>;
