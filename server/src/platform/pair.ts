import { MSG } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, defineCall, ok, type Result, type TenantCallContext } from './call.js';

export interface PairDef<S extends z.ZodType, P> {
  validationUrl: string;
  storedUrl: string;
  access: Exclude<Access, 'public' | 'optional'>;
  body: S;
  summary: string;
  tags?: string[];
  /** Binary fields of a multipart body, for the OpenAPI document. */
  files?: readonly string[];
  /** Largest body both calls take (bytes), for forms carrying images; the app's default otherwise. */
  bodyLimit?: number;
  /** What `data` holds in the stored call's successful answer (the validation call answers null): documents it. */
  data?: z.ZodType;
  /**
   * Every rule of the write; throws the field errors. What it returns is handed to store. `storing`
   * is true when the stored call runs it: it may then take the locks its decision needs, so that
   * store can rely on the decision without deciding again.
   */
  check: (ctx: TenantCallContext<z.infer<S>, undefined> & { storing: boolean }) => Promise<P>;
  store: (ctx: TenantCallContext<z.infer<S>, undefined>, checked: P) => Promise<Result>;
}

/**
 * The validation/stored pair of DESIGN §4: the validation call runs exactly the checks the stored
 * call runs and writes nothing; the stored call checks again and writes in the same transaction.
 */
export function definePair<S extends z.ZodType, P>(app: FastifyInstance, def: PairDef<S, P>) {
  const tags = def.tags;
  defineCall(app, {
    method: 'POST',
    url: def.validationUrl,
    access: def.access,
    body: def.body,
    summary: `${def.summary} (validasi)`,
    tags,
    files: def.files,
    bodyLimit: def.bodyLimit,
    data: z.null(),
    handler: async (ctx) => {
      await def.check({ ...ctx, storing: false } as never);
      return ok(null, MSG.validationOk);
    },
  });
  defineCall(app, {
    method: 'POST',
    url: def.storedUrl,
    access: def.access,
    body: def.body,
    summary: def.summary,
    tags,
    files: def.files,
    bodyLimit: def.bodyLimit,
    data: def.data,
    handler: async (ctx) => def.store(ctx as never, await def.check({ ...ctx, storing: true } as never)),
  });
}
