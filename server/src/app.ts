import fs from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MSG, REQUEST_TIMEOUT_MS } from '@bo/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import qs from 'qs';
import type { ServerConfig } from './config.js';
import type { Database } from './db/client.js';
import { registerModules } from './modules/index.js';
import { installErrorHandler } from './platform/error-handler.js';
import { AppError } from './platform/errors.js';
import { createMailer, type Mailer } from './platform/mailer.js';

export const BODY_LIMIT = 1024 * 1024;
export const UPLOAD_LIMIT = 10 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    mailer: Mailer;
  }
}

export interface BuildOptions {
  config: ServerConfig;
  database: Database;
  logger?: boolean;
}

/** Builds the whole app without listening, so tests and main.ts share it. */
export async function buildApp({ config, database, logger = false }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: BODY_LIMIT,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: REQUEST_TIMEOUT_MS,
    trustProxy: process.env.TRUST_PROXY === '1',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('registeredCalls', []);
  app.decorate('mailer', createMailer(config, database));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

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
    parser: (s: string) => qs.parse(s, { depth: 5, arrayLimit: 1000, parameterLimit: 5000 }),
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: UPLOAD_LIMIT, files: 10, fields: 500, parts: 520 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Back-office API', description: 'Setiap panggilan menjawab { status, msg, data }.', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 200, msg: 'ok', data: { database: database.kind } }));
  await registerModules(app);
  await serveWebClient(app, config.webDist);
  return app;
}

/** Serves the built client; any other GET that asks for HTML gets index.html (history-mode routing). */
async function serveWebClient(app: FastifyInstance, dist: string) {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return;
  await app.register(fastifyStatic, { root: dist, prefix: '/', wildcard: false, index: false, serve: true });
  const html = fs.readFileSync(index);
  app.get('/', (_req, reply) => reply.type('text/html').send(html));
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || !(req.headers.accept ?? '').includes('text/html')) return;
    const url = req.url.split('?')[0];
    if (url === '/docs' || url.startsWith('/docs/') || path.extname(url)) return;
    return reply.type('text/html').header('cache-control', 'no-cache').send(html);
  });
}
