import { type FieldErrors, MSG } from '@bo/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.js';

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
