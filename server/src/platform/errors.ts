import { type FieldErrors, MSG, STATUS } from '@bo/contract';

/** An answer other than success; the error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly status: number | boolean,
    message: string,
    readonly errors?: FieldErrors,
    readonly data: unknown = null,
  ) {
    super(message);
  }
  /** Read by Fastify plugins that throw this error themselves (rate limit). */
  get statusCode() {
    return this.httpStatus;
  }
}

export const validationError = (errors: FieldErrors, msg: string = MSG.validationFailed, data: unknown = null) => new AppError(422, false, msg, errors, data);

/** One field's problem, the common case. */
export const fieldError = (field: string, message: string) => validationError({ [field]: [message] }, message);

export const forbidden = (msg: string = MSG.forbidden) => new AppError(403, 403, msg);
export const notFound = (msg: string = MSG.notFound) => new AppError(404, 404, msg);
export const unauthorized = (status: number, msg: string) => new AppError(401, status, msg);
export const tokenMissing = () => unauthorized(STATUS.tokenInvalid, MSG.tokenMissing);

/** Collects field errors, then throws them all at once. */
export class ErrorBag {
  readonly errors: FieldErrors = {};
  add(field: string, message: string) {
    (this.errors[field] ??= []).push(message);
    return this;
  }
  get empty() {
    return Object.keys(this.errors).length === 0;
  }
  throwIfAny(msg?: string) {
    if (!this.empty) throw validationError(this.errors, msg ?? Object.values(this.errors)[0][0]);
  }
}
