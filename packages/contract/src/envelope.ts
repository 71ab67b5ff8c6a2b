/** The response envelope of every call (DESIGN §4). */
export interface Envelope<T = unknown> {
  status: number | boolean;
  msg: string;
  data: T;
  errors?: FieldErrors;
}
export type FieldErrors = Record<string, string[]>;

export const STATUS = {
  ok: 200,
  tokenExpired: 50008,
  sessionEnded: 50012,
  tokenInvalid: 50014,
} as const;

export const LOGOUT_STATUSES: readonly number[] = [STATUS.tokenExpired, STATUS.sessionEnded, STATUS.tokenInvalid];

export const isSuccess = (status: unknown) => status === true || status === 200;

/** List calls take these and answer with ListResult. */
export interface ListQuery {
  columnFilters?: Record<string, unknown>;
  page?: number;
  perPage?: number;
  sort?: { field: string; type: 'asc' | 'desc' };
}
export interface ListResult<T> {
  data: T[];
  total: number;
  page: number;
  perPage: number;
}
