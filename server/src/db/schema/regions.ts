import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Indonesian administrative areas (idn-area-data, Kepmendagri), loaded once by the region loader.
 * Global and read-only: ids are the official codes without dots (province 35, city 3578,
 * district 357801), so the number of digits tells the level.
 */
export const regionProvinces = pgTable('region_province', {
  province_id: integer('province_id').primaryKey(),
  province_name: varchar('province_name', { length: 100 }).notNull(),
});

export const regionCities = pgTable(
  'region_city',
  {
    city_id: integer('city_id').primaryKey(),
    province_id: integer('province_id').notNull(),
    city_name: varchar('city_name', { length: 100 }).notNull(),
  },
  (t) => [index('region_city_province_idx').on(t.province_id)],
);

export const regionDistricts = pgTable(
  'region_district',
  {
    district_id: integer('district_id').primaryKey(),
    city_id: integer('city_id').notNull(),
    district_name: varchar('district_name', { length: 100 }).notNull(),
  },
  (t) => [index('region_district_city_idx').on(t.city_id)],
);
