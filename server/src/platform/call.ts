import { canAccess, MITRA_BASE_PATH, MSG } from '@bo/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database, Tx } from '../db/client.js';
import { type AuthContext, bearerToken, resolveSession } from './auth.js';
import { type ConcurrencyGate, GateBusy } from './concurrency-gate.js';
import { AppError, forbidden, isRetryableDbError, tokenMissing } from './errors.js';
import { assertIdsInRange } from './id-range.js';
import { claimIdempotencyKey, idempotencyKeyOf, storeIdempotentAnswer } from './idempotency.js';

/**
 * Who may make a call: anyone, anyone with a token (optional: a token is used when present),
 * any logged-in user, or holders of a permission of the route-role table.
 */
export type Access = 'public' | 'optional' | 'authenticated' | PermissionAccess;
/** A permission of the route-role table; `orPermissions` lets holders of other pages in too (any one suffices). */
export interface PermissionAccess {
  permission: string;
  orPermissions?: readonly string[];
}

export interface CallContext<B, Q> {
  body: B;
  query: Q;
  req: FastifyRequest;
  reply: FastifyReply;
  database: Database;
}
export interface TenantCallContext<B, Q> extends CallContext<B, Q> {
  auth: AuthContext;
  /** The request's transaction, scoped to the caller's company by row-level security. */
  tx: Tx;
}

/** What a handler answers: the envelope's data and message. A handler may also send a raw reply (files). */
export interface Result {
  data: unknown;
  msg?: string;
}
export const ok = (data: unknown = null, msg: string = MSG.success): Result => ({ data, msg });

type ZObj = z.ZodType;
interface BaseDef<B extends ZObj | undefined, Q extends ZObj | undefined> {
  method: 'GET' | 'POST';
  /**
   * Requests per client address and window (429 with Retry-After beyond), for public calls that send
   * mail, create accounts or cost work for an anonymous caller (the public invoice pages and PDF).
   */
  rateLimit?: { max: number; windowMinutes: number };
  /** The partner base (/api/mitra) or the core base (default); `url` is relative to it (spec-2 §7.0). */
  base?: 'core' | 'mitra';
  /**
   * Runs in a slot of the app's gate of that name (`app.importGate`: spreadsheet imports), after the
   * access check and before the transaction: beyond its slots the call waits, or is refused with 429.
   */
  gate?: 'import';
  url: string;
  summary?: string;
  tags?: string[];
  body?: B;
  query?: Q;
  bodyLimit?: number;
  /** Binary fields of a multipart body (imports: `file`), documented as multipart/form-data. */
  files?: readonly string[];
  /**
   * What `data` holds in a successful answer: documents it in the OpenAPI document and, under
   * NODE_ENV=test, is checked on every successful answer (checkAnswer), so the API and browser
   * suites prove it. Objects are not strict: keys beyond the schema pass.
   */
  data?: z.ZodType;
  /** The media type of a file the call answers instead of the envelope (Excel exports), documented beside it. */
  file?: string;
}
type Infer<S> = S extends ZObj ? z.infer<S> : undefined;

export interface PublicCallDef<B extends ZObj | undefined, Q extends ZObj | undefined> extends BaseDef<B, Q> {
  access: 'public';
  handler: (ctx: CallContext<Infer<B>, Infer<Q>>) => Promise<Result | undefined>;
}
export interface OptionalCallDef<B extends ZObj | undefined, Q extends ZObj | undefined> extends BaseDef<B, Q> {
  access: 'optional';
  handler: (ctx: CallContext<Infer<B>, Infer<Q>> & { auth?: AuthContext }) => Promise<Result | undefined>;
}
export interface GuardedCallDef<B extends ZObj | undefined, Q extends ZObj | undefined> extends BaseDef<B, Q> {
  access: 'authenticated' | PermissionAccess;
  /** Runs without the tenant transaction (the handler opens what it needs). */
  noTransaction?: boolean;
  handler: (ctx: TenantCallContext<Infer<B>, Infer<Q>>) => Promise<Result | undefined>;
}

export interface RegisteredCall {
  method: string;
  url: string;
  access: Access;
  /** What the call declares it answers: an envelope's `data` schema, a file, or nothing yet. */
  answers: 'data' | 'file' | 'undeclared';
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    registeredCalls: RegisteredCall[];
  }
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

function appNameHeader(req: FastifyRequest) {
  const v = req.headers.app_name ?? req.headers['app-name'];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

export async function authenticate(app: FastifyInstance, req: FastifyRequest): Promise<AuthContext> {
  const token = bearerToken(req.headers.authorization);
  if (!token) throw tokenMissing();
  const auth = await resolveSession(app.database, token, appNameHeader(req));
  req.auth = auth;
  return auth;
}

/** With API_CLIENT_CREDENTIAL set, public calls must carry it as a Basic credential (spec-2 §7.0). */
function checkClientCredential(app: FastifyInstance, req: FastifyRequest) {
  const expected = app.config.clientCredential;
  if (!expected) return;
  const m = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  const given = m ? Buffer.from(m[1], 'base64').toString('utf8') : '';
  if (given !== expected) throw new AppError(401, 401, 'Kredensial klien tidak valid');
}

export function authorize(auth: AuthContext, access: Access) {
  if (typeof access !== 'object') return;
  const subject = { roles: auth.roles, groupType: auth.groupType, privileges: auth.privileges };
  if (![access.permission, ...(access.orPermissions ?? [])].some((p) => canAccess(subject, p))) throw forbidden();
}

/** Runs after the first try when a transaction hits a serialization failure or a deadlock. */
export const DB_RETRIES = 3;

/**
 * Runs a call's work (its transaction and handler) again when PostgreSQL aborted it with a
 * serialization failure or a deadlock (40001, 40P01): at most DB_RETRIES more times, after a short
 * jittered pause, and never once the reply has started. Other errors go to the error handler, which
 * maps constraint violations to 422 (errors.ts constraintError).
 */
export async function retried<T>(reply: FastifyReply | undefined, run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= DB_RETRIES || !isRetryableDbError(err) || reply?.sent) throw err;
      reply?.request.log.info({ code: (err as { code?: string }).code, attempt }, 'transaction retried');
      await new Promise((r) => setTimeout(r, 10 * 2 ** attempt + Math.random() * 20));
    }
  }
}

/** Answers are checked against their declared schema in the test suites only (a parse per answer). */
const CHECK_ANSWERS = process.env.NODE_ENV === 'test';

/**
 * Under NODE_ENV=test: a successful answer whose `data` (as JSON sends it: dates as text) does not
 * match the call's declared `data` schema is a server error (500, logged), naming each mismatch.
 */
export function checkAnswer(schema: z.ZodType, data: unknown, call: string, log?: FastifyRequest['log']) {
  const sent = data === undefined ? null : JSON.parse(JSON.stringify(data));
  const parsed = schema.safeParse(sent);
  if (parsed.success) return;
  const issues = parsed.error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(data)'}: ${i.message}`)
    .join('; ');
  const message = `Answer of ${call} does not match its data schema: ${issues}`;
  log?.error({ call, issues: parsed.error.issues.slice(0, 20) }, 'answer does not match its schema');
  console.error(message);
  throw new AppError(500, 500, message);
}

const send = (reply: FastifyReply, result: Result | undefined) => {
  if (reply.sent || result === undefined) return reply;
  return reply.code(200).send({ status: 200, msg: result.msg ?? MSG.success, data: result.data ?? null });
};

/** Declares one call of the catalogue: its schema, its access rule and its handler. */
export function defineCall<B extends ZObj | undefined = undefined, Q extends ZObj | undefined = undefined>(
  app: FastifyInstance,
  def: PublicCallDef<B, Q>,
): void;
export function defineCall<B extends ZObj | undefined = undefined, Q extends ZObj | undefined = undefined>(
  app: FastifyInstance,
  def: OptionalCallDef<B, Q>,
): void;
export function defineCall<B extends ZObj | undefined = undefined, Q extends ZObj | undefined = undefined>(
  app: FastifyInstance,
  def: GuardedCallDef<B, Q>,
): void;
export function defineCall<B extends ZObj | undefined, Q extends ZObj | undefined>(
  app: FastifyInstance,
  def: PublicCallDef<B, Q> | OptionalCallDef<B, Q> | GuardedCallDef<B, Q>,
) {
  const url = (def.base === 'mitra' ? MITRA_BASE_PATH : '') + def.url;
  const dataSchema = def.data;
  app.registeredCalls.push({ method: def.method, url, access: def.access, answers: def.data ? 'data' : def.file ? 'file' : 'undeclared' });
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url,
    bodyLimit: def.bodyLimit,
    ...(def.rateLimit ? { config: { rateLimit: { max: def.rateLimit.max, timeWindow: def.rateLimit.windowMinutes * 60_000 } } } : {}),
    schema: {
      summary: def.summary,
      tags: def.tags,
      ...(def.body ? { body: def.body } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      security: def.access === 'public' ? [] : [{ bearer: [] }],
      ...(def.files?.length ? { 'x-files': def.files } : {}),
      ...(def.data ? { 'x-data': def.data } : {}),
      ...(def.file ? { 'x-file': def.file } : {}),
    } as never,
    // Access is checked before the body is validated, so an unauthorised caller learns nothing of the schema.
    preValidation: async (req) => {
      if (def.access === 'public') checkClientCredential(app, req);
      else if (def.access === 'optional') {
        if (bearerToken(req.headers.authorization)) await authenticate(app, req);
      } else authorize(await authenticate(app, req), def.access);
      // After the guard, before the schema: an id beyond the integer range is an unknown id (404).
      assertIdsInRange(req.body, req.query);
    },
    // After the app's own preSerialization (timestamps as ISO 8601), so the answer is checked as it is sent.
    ...(CHECK_ANSWERS && dataSchema
      ? {
          preSerialization: async (req: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
            const envelope = payload as { status?: unknown; data?: unknown } | null;
            if (envelope?.status === 200) checkAnswer(dataSchema, envelope.data, `${def.method} ${url}`, req.log);
            return payload;
          },
        }
      : {}),
    handler: async (req, reply) => {
      if (!def.gate) return run(req, reply);
      const release = await slotOf(app.importGate, reply);
      try {
        return await run(req, reply);
      } finally {
        release();
      }
    },
  });

  async function run(req: FastifyRequest, reply: FastifyReply) {
    const base = { body: req.body as never, query: req.query as never, req, reply, database: app.database };
    if (def.access === 'public') return send(reply, await retried(reply, () => (def as PublicCallDef<B, Q>).handler(base)));
    if (def.access === 'optional') return send(reply, await retried(reply, () => (def as OptionalCallDef<B, Q>).handler({ ...base, auth: req.auth })));
    const guarded = def as GuardedCallDef<B, Q>;
    const auth = req.auth;
    if (!auth) throw new AppError(500, 500, MSG.serverError);
    if (guarded.noTransaction) return send(reply, await retried(reply, () => guarded.handler({ ...base, auth, tx: undefined as never })));
    // A write sent with an Idempotency-Key runs once; the same request again gets the first answer.
    const key = def.method === 'POST' ? idempotencyKeyOf(req) : undefined;
    const result = await retried(reply, () =>
      app.database.withTenant({ companyId: auth.companyId, userId: auth.userId }, async (tx) => {
        if (!key) return guarded.handler({ ...base, auth, tx });
        const replayed = await claimIdempotencyKey(tx, req, key, `${def.method} ${url}`);
        if (replayed) {
          reply.header('idempotent-replayed', 'true');
          return replayed;
        }
        const answer = await guarded.handler({ ...base, auth, tx });
        await storeIdempotentAnswer(tx, key, answer);
        return answer;
      }),
    );
    return send(reply, result);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Slots of the spreadsheet imports (defineCall `gate: 'import'`; platform/concurrency-gate.ts). */
    importGate: ConcurrencyGate;
  }
}

/** A slot of the gate, or its 429 with Retry-After. */
async function slotOf(gate: ConcurrencyGate, reply: FastifyReply) {
  try {
    return await gate.acquire();
  } catch (err) {
    if (err instanceof GateBusy) reply.header('retry-after', String(err.retryAfterSeconds));
    throw err;
  }
}
