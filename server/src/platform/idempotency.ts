import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client.js';
import { AppError, fieldError } from './errors.js';

/** The request header a client sends to make a write safe to repeat (a retry after a lost answer). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Keys are kept this long; a key sent again later writes again. */
export const IDEMPOTENCY_KEEP_HOURS = 24;
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;

interface StoredAnswer {
  data: unknown;
  msg?: string;
}

/** The request's Idempotency-Key, checked; undefined when the request has none. */
export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!KEY_PATTERN.test(key))
    throw fieldError('idempotency_key', 'Idempotency-Key harus 1-100 karakter huruf, angka, titik, titik dua, garis bawah atau strip');
  return key;
}

const requestHash = (req: FastifyRequest) =>
  createHash('sha256')
    .update(JSON.stringify({ body: req.body ?? null, query: req.query ?? null }))
    .digest('hex');

/**
 * Claims the key for this write inside its transaction. Answers undefined when the key is new (the
 * write goes ahead); the stored answer when the same request was already made with it. A request
 * made while the first is still running waits on the key's row until that one commits or rolls back.
 */
export async function claimIdempotencyKey(tx: Tx, req: FastifyRequest, key: string, call: string): Promise<StoredAnswer | undefined> {
  const hash = requestHash(req);
  const claimed = await tx.execute(sql`
    insert into idempotency_keys (key, call, request_hash) values (${key}, ${call}, ${hash})
    on conflict do nothing returning 1`);
  if (claimed.rows.length) return undefined;
  const r = await tx.execute(sql`
    select call, request_hash, response from idempotency_keys
     where key = ${key} and user_id = nullif(current_setting('app.user_id', true), '')::int`);
  const prior = r.rows[0] as { call: string; request_hash: string; response: unknown } | undefined;
  if (!prior) throw new AppError(409, 409, 'Idempotency-Key sedang dipakai, coba lagi');
  if (prior.call !== call || prior.request_hash !== hash) throw fieldError('idempotency_key', 'Idempotency-Key ini sudah dipakai untuk permintaan lain');
  const response = (typeof prior.response === 'string' ? JSON.parse(prior.response) : prior.response) as StoredAnswer | null;
  if (!response) throw new AppError(409, 409, 'Permintaan dengan Idempotency-Key ini sudah diproses');
  return response;
}

/** Keeps the answer of the write with its key, in the write's transaction. */
export async function storeIdempotentAnswer(tx: Tx, key: string, answer: StoredAnswer | undefined) {
  const stored = answer ? JSON.stringify({ data: answer.data ?? null, msg: answer.msg }) : null;
  await tx.execute(sql`
    update idempotency_keys set response = ${stored}::jsonb
     where key = ${key} and user_id = nullif(current_setting('app.user_id', true), '')::int`);
}
