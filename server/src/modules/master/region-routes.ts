import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineCall, ok } from '../../platform/call.js';
import { fieldError } from '../../platform/errors.js';

const tags = ['Wilayah'];

/**
 * Regions for addresses (spec-2 §7.3). Ids are the official Kemendagri codes without dots, so the
 * number of digits tells the level: province 2 (35), city/regency 4 (3578), district 6 (357801).
 * - GET /member/get_province → [{area_id, area_name, province_id, province_name}]
 * - GET /member/get_city?area_id=35 → cities of the province: [{area_id, area_name, city_id, city_name}]
 * - GET /member/get_city?area_id=3578 → districts of the city: [{area_id, area_name, district_id, district_name}]
 * - GET /member/get_city?search=gubeng → 'Cari Kecamatan' (min 3 characters, max 50 results): [{id, text}]
 */
export function registerRegionRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'GET',
    url: '/member/get_province',
    access: 'authenticated',
    tags,
    summary: 'Daftar provinsi',
    handler: async ({ tx }) => {
      const r = await tx.execute(
        sql`select province_id as area_id, province_name as area_name, province_id, province_name from region_province order by province_name`,
      );
      return ok(r.rows);
    },
  });

  defineCall(app, {
    method: 'GET',
    url: '/member/get_city',
    access: 'authenticated',
    tags,
    summary: 'Kota dari provinsi (area_id 2 digit), kecamatan dari kota (area_id 4 digit), atau cari kecamatan (search)',
    query: z.object({
      area_id: z.preprocess(
        (v) => (v === '' ? undefined : v),
        z.coerce.number({ error: 'area_id tidak valid' }).int().min(1, 'area_id tidak valid').optional(),
      ),
      search: z.string().trim().max(100).optional(),
    }),
    handler: async ({ tx, query }) => {
      if (query.search !== undefined && query.area_id === undefined) {
        if (query.search.length < 3) throw fieldError('search', 'Kata kunci kecamatan minimal 3 karakter');
        const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const r = await tx.execute(sql`
          select d.district_id as id, d.district_name || ', ' || c.city_name || ', ' || p.province_name as text,
                 d.district_id, d.district_name, c.city_id, c.city_name, p.province_id, p.province_name
          from region_district d join region_city c on c.city_id = d.city_id join region_province p on p.province_id = c.province_id
          where d.district_name ilike ${pattern} or c.city_name ilike ${pattern}
          order by (d.district_name ilike ${pattern}) desc, d.district_name, c.city_name limit 50`);
        return ok(r.rows);
      }
      if (query.area_id === undefined) throw fieldError('area_id', 'area_id wajib diisi (provinsi atau kota), atau isi search');
      if (query.area_id < 100) {
        const r = await tx.execute(
          sql`select city_id as area_id, city_name as area_name, city_id, city_name, province_id from region_city where province_id = ${query.area_id} order by city_name`,
        );
        return ok(r.rows);
      }
      const r = await tx.execute(
        sql`select district_id as area_id, district_name as area_name, district_id, district_name, city_id from region_district where city_id = ${query.area_id} order by district_name`,
      );
      return ok(r.rows);
    },
  });
}
