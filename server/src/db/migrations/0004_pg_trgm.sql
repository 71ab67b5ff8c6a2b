-- Trigram matching for list search (ILIKE '%x%' served by GIN gin_trgm_ops indexes, next migration).
-- pg_trgm is a trusted extension (PostgreSQL 13+): a database owner without superuser may create it.
-- PGlite loads it from @electric-sql/pglite/contrib/pg_trgm (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
