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
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ status: 500, msg: MSG.serverError, data: null });
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ status: 404, msg: MSG.routeNotFound, data: null }));
}
