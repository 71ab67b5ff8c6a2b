import { type FieldErrors, MSG } from '@bo/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { AppError, CONSTRAINT_ERRORS, constraintError, isRetryableDbError, pgErrorOf } from './errors.js';

interface ZodLikeIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: (string | number)[]; message?: string } };
}

function fieldErrorsOf(issues: ZodLikeIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.params?.issue?.path ?? (issue.instancePath ?? '').split('/').filter(Boolean);
    const field = path.length ? path.join('.') : '_';
    (errors[field] ??= []).push(issue.params?.issue?.message ?? issue.message ?? MSG.validationFailed);
  }
  return errors;
}

/**
 * PostgreSQL data exceptions caused by the input itself (a NUL character, a value out of range, text
 * too long for its column): the caller's fault, so a 422 rather than a server error.
 */
const INPUT_DATA_ERRORS = new Set(['22001', '22003', '22021', '22P02', '22P05', '22007', '22008']);
function databaseInputError(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && INPUT_DATA_ERRORS.has(e.code)) return true;
  }
  return false;
}

/** Definitions of indexes and constraints by name; the schema does not change while the server runs. */
const definitions = new Map<string, Promise<string | undefined>>();
function constraintDefinition(database: Database, name: string | undefined): Promise<string | undefined> {
  if (!name) return Promise.resolve(undefined);
  let found = definitions.get(name);
  if (!found) {
    found = database.db
      .execute(sql`
        select coalesce(
          (select pg_get_indexdef(c.oid) from pg_class c where c.relname = ${name} and c.relkind = 'i' limit 1),
          (select pg_get_constraintdef(k.oid) from pg_constraint k where k.conname = ${name} limit 1)) as def`)
      .then((r) => ((r.rows[0] as { def: string | null } | undefined)?.def ?? undefined) || undefined)
      .catch(() => undefined);
    definitions.set(name, found);
  }
  return found;
}

/** Every failure leaves as the envelope `{status, msg, data}`; nothing else reaches the client. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.httpStatus).send({ status: err.status, msg: err.message, data: err.data, ...(err.errors ? { errors: err.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = fieldErrorsOf(err.validation as unknown as ZodLikeIssue[]);
      const first = Object.values(errors)[0]?.[0];
      return reply.code(422).send({ status: false, msg: first ?? MSG.validationFailed, data: null, errors });
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413) {
      return reply.code(413).send({ status: 413, msg: MSG.bodyTooLarge, data: null });
    }
    if (err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_FILES_LIMIT' || err.code === 'FST_PARTS_LIMIT') {
      return reply.code(413).send({ status: 413, msg: MSG.bodyTooLarge, data: null });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const msg =
        err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Jenis konten tidak didukung'
          : err.code?.startsWith('FST_ERR_CTP')
            ? 'Isi permintaan tidak dapat dibaca'
            : err.message;
      return reply.code(err.statusCode).send({ status: err.statusCode, msg, data: null });
    }
    const pgError = pgErrorOf(err);
    if (pgError && CONSTRAINT_ERRORS.has(pgError.code)) {
      return constraintDefinition(app.database, pgError.constraint).then((definition) => {
        const conflict = constraintError(err, definition) as AppError;
        return reply.code(422).send({ status: false, msg: conflict.message, data: null, errors: conflict.errors });
      });
    }
    if (isRetryableDbError(err)) {
      // Still failing after call.ts ran it again a few times.
      req.log.warn({ err }, 'transaction retries exhausted');
      return reply.code(503).send({ status: 503, msg: MSG.busyRetry, data: null });
    }
    if (databaseInputError(err)) {
      return reply
        .code(422)
        .send({ status: false, msg: 'Data yang dikirim berisi karakter atau nilai yang tidak diizinkan', data: null, errors: { _: [MSG.validationFailed] } });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ status: 500, msg: MSG.serverError, data: null });
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ status: 404, msg: MSG.routeNotFound, data: null }));
}
