import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../platform/call.js';
import { fieldError } from '../../platform/errors.js';
import { citiesOf, districtsOf, provinces, searchDistricts } from './region/queries.js';

const tags = ['Wilayah'];

/**
 * Regions for addresses (spec-2 §7.3):
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
    handler: async ({ tx }) => ok(await provinces(tx)),
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
        return ok(await searchDistricts(tx, query.search));
      }
      if (query.area_id === undefined) throw fieldError('area_id', 'area_id wajib diisi (provinsi atau kota), atau isi search');
      // A province id has two digits, a city id four.
      return ok(query.area_id < 100 ? await citiesOf(tx, query.area_id) : await districtsOf(tx, query.area_id));
    },
  });
}
