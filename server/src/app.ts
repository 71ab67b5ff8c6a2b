import { requestLogSerializer } from './platform/log-redact.js';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { MSG, REQUEST_TIMEOUT_MS } from '@bo/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import qs from 'qs';
import type { ServerConfig } from './config.js';
import type { Database } from './db/client.js';
import { registerModules } from './modules/index.js';
import { assertDepth, bodyTooDeep, MAX_BODY_DEPTH } from './platform/body-depth.js';
import { installErrorHandler } from './platform/error-handler.js';
import { AppError } from './platform/errors.js';
import { type ExportJobOptions, exportJobOptions } from './platform/excel/export-job.js';
import { DEFAULT_JOB_OPTIONS, JobWorker, type JobWorkerOptions } from './platform/jobs/worker.js';
import { defineMailJob } from './platform/mailer.js';
import { registerOpenApi } from './platform/openapi.js';
import { importGate } from './platform/concurrency-gate.js';
import { rewriteRelativeCall } from './platform/relative-calls.js';

export const BODY_LIMIT = 1024 * 1024;
export const UPLOAD_LIMIT = 10 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    jobs: JobWorker;
  }
}

export interface BuildOptions {
  config: ServerConfig;
  database: Database;
  logger?: boolean;
  /** The job worker's timing (tests shorten the lease, or start the worker themselves). */
  jobs?: Partial<JobWorkerOptions>;
  /** When an Excel export becomes a job (row threshold, rows per step); env EXPORT_JOB_THRESHOLD otherwise. */
  exports?: Partial<ExportJobOptions>;
}

/** Builds the whole app without listening, so tests and main.ts share it. */
export async function buildApp({ config, database, logger = false, jobs, exports }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Request URLs are logged without capability tokens (public invoice ids, reset links).
    logger: logger ? { level: config.logLevel, serializers: { req: requestLogSerializer } } : false,
    bodyLimit: BODY_LIMIT,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: REQUEST_TIMEOUT_MS,
    trustProxy: process.env.TRUST_PROXY === '1',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    rewriteUrl: (req) => rewriteRelativeCall(req.method, req.url),
  });
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('registeredCalls', []);
  const worker = new JobWorker(app, { ...DEFAULT_JOB_OPTIONS, ...jobs });
  app.decorate('jobs', worker);
  app.decorate('exportJobs', exportJobOptions(process.env, exports));
  app.decorate('importGate', importGate());
  if (worker.options.autoStart) app.addHook('onReady', () => worker.start());
  app.addHook('onClose', () => worker.stop());
  defineMailJob(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  // JSON answers and files without a pre-compressed variant: brotli or gzip when asked, above 1 KB.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Timestamps leave as ISO 8601 with their offset, whatever query produced them.
  app.addHook('preSerialization', async (_req, _reply, payload) => isoTimestamps(payload));
  // A front end on another origin (CORS_ORIGINS); without the setting no CORS header is sent.
  if (config.corsOrigins.length) {
    await app.register(cors, {
      origin: config.corsOrigins,
      allowedHeaders: ['authorization', 'content-type', 'app_name', 'app-name', 'idempotency-key'],
      maxAge: 600,
    });
  }

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        // Off: the product is often served over plain http on a LAN address.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Only the calls that declare a rateLimit are limited (see defineCall).
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => new AppError(429, 429, MSG.tooManyRequests) });
  await app.register(formbody, {
    bodyLimit: BODY_LIMIT,
    parser: (s: string) => {
      try {
        return qs.parse(s, { depth: MAX_BODY_DEPTH, strictDepth: true, arrayLimit: 1000, parameterLimit: 5000 });
      } catch (err) {
        if (err instanceof RangeError) throw bodyTooDeep();
        throw err;
      }
    },
  });
  // Every body and query, however parsed, nests at most MAX_BODY_DEPTH levels (422 otherwise).
  app.addHook('preValidation', async (req) => {
    assertDepth(req.body);
    assertDepth(req.query);
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: UPLOAD_LIMIT, files: 10, fields: 500, parts: 520 },
  });
  await registerOpenApi(app);

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 200, msg: 'ok', data: { database: database.kind } }));
  await registerModules(app);
  await serveWebClient(app, config.webDist);
  return app;
}

/** PostgreSQL's text form of timestamptz (raw queries answer it as is): `2026-01-05 08:40:12.345+07`. */
const PG_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)([+-]\d{2})(?::?(\d{2}))?$/;

/**
 * Rewrites PostgreSQL timestamps in an answer as ISO 8601 (`2026-01-05T08:40:12.345+07:00`), in
 * place, walking with its own stack. Date objects already serialize as ISO 8601.
 */
export function isoTimestamps<T>(payload: T): T {
  const stack: unknown[] = [payload];
  while (stack.length) {
    const node = stack.pop() as Record<string, unknown> | unknown[];
    if (typeof node !== 'object' || node === null || Buffer.isBuffer(node) || node instanceof Date) continue;
    for (const [k, v] of Object.entries(node)) {
      if (typeof v === 'string') {
        if (v.length >= 22 && v.length <= 35 && v[10] === ' ') {
          const m = PG_TIMESTAMP.exec(v);
          if (m) (node as Record<string, unknown>)[k] = `${m[1]}T${m[2]}${m[3]}:${m[4] ?? '00'}`;
        }
      } else if (typeof v === 'object' && v !== null) stack.push(v);
    }
  }
  return payload;
}

/** Hashed build files (Vite's assets/) never change under their name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const HTML_TYPE = 'text/html; charset=utf-8';

/**
 * Serves the built client; any other GET that asks for HTML gets index.html (history-mode routing).
 * Files come pre-compressed from the build (.br/.gz next to each, see web/vite.config.ts); hashed
 * assets are cached for a year, everything else (index.html above all) is revalidated each time.
 */
async function serveWebClient(app: FastifyInstance, dist: string) {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return;
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    wildcard: false,
    index: false,
    serve: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, file) => {
      const rel = path.relative(dist, file).split(path.sep);
      res.header('cache-control', rel[0] === 'assets' ? IMMUTABLE : 'no-cache');
      if (file.endsWith('.html')) res.header('content-type', HTML_TYPE);
    },
  });
  const html = fs.readFileSync(index);
  app.get('/', { schema: { hide: true } }, (_req, reply) => reply.type(HTML_TYPE).header('cache-control', 'no-cache').send(html));
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || !(req.headers.accept ?? '').includes('text/html')) return;
    const url = req.url.split('?')[0];
    if (url === '/docs' || url.startsWith('/docs/') || path.extname(url)) return;
    return reply.type(HTML_TYPE).header('cache-control', 'no-cache').send(html);
  });
}
