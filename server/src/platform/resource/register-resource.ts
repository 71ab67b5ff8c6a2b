import { MSG, type ResourceDef } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../../db/client.js';
import type { AuthContext } from '../auth.js';
import { defineCall, ok, type Result, type TenantCallContext } from '../call.js';
import { ErrorBag, validationError } from '../errors.js';
import { sendWorkbook } from '../excel/xlsx-stream.js';
import { listQuerySchema } from '../list.js';
import { definePair } from '../pair.js';
import { createBody, deleteBody, updateBody } from './field-rules.js';
import { exportResource } from './resource-export.js';
import { importRows, rowsFromFile, templateWorkbook } from './resource-import.js';
import { col, fromClause, listResource, resourceExportQuery } from './resource-query.js';
import { checkValues, deleteRow, insertRow, requireRow, updateRow, usageOf, type Values } from './resource-store.js';

/** What an area adds to the generic behaviour, without copying it. */
export interface ResourceHooks {
  /** Extra condition of list, excel, find and detail (e.g. only approved members). */
  scope?: (auth: AuthContext) => SQL | undefined;
  /** Server-set values of a new row (create and import). */
  onCreate?: (auth: AuthContext, tx: Tx) => Promise<Values> | Values;
  /** Server-set values of an update (a temporary member returns to waiting for approval). */
  onUpdate?: (auth: AuthContext, tx: Tx) => Promise<Values> | Values;
  /** Extra rules of a write, after the field rules. */
  check?: (tx: Tx, values: Values, id: number, bag: ErrorBag) => Promise<void>;
  /** Fills server-numbered values of new rows (create and import), e.g. a member code from its number series. */
  beforeInsert?: (tx: Tx, auth: AuthContext, rows: Values[]) => Promise<void>;
  /** The answer's message after new rows were stored with these server-set values (e.g. 'menunggu verifikasi'). */
  createdMessage?: (extra: Values, inserted: number) => string | undefined;
}

type Ctx = TenantCallContext<Record<string, unknown>, undefined>;

const idOf = (def: ResourceDef, body: Record<string, unknown>) => Number(body[def.idField]);

/**
 * Registers every call of one master area from its definition: list, excel, template, the
 * create/update/delete pairs (or single calls where the spec has no validation call), import,
 * find and detail, each guarded by the area's permission of the route-role table.
 */
export function registerResource(app: FastifyInstance, def: ResourceDef, hooks: ResourceHooks = {}) {
  const tags = [def.title];
  const c = def.calls;
  const p = def.permission;
  const scope = (auth: AuthContext) => hooks.scope?.(auth);

  defineCall(app, {
    method: 'POST',
    url: c.list,
    access: { permission: p.list, orPermissions: p.pick },
    tags,
    summary: `Daftar ${def.title}`,
    body: listQuerySchema.optional(),
    handler: async ({ tx, auth, body }) => ok(await listResource(tx, def, body ?? {}, scope(auth))),
  });

  if (c.excel) {
    defineCall(app, {
      method: 'POST',
      url: c.excel,
      access: { permission: p.list },
      tags,
      summary: `Ekspor ${def.title} (.xlsx, filter seperti daftar)`,
      body: listQuerySchema.optional(),
      handler: async ({ tx, auth, body, reply }) => {
        await exportResource(reply, tx, def, resourceExportQuery(def, body ?? {}, scope(auth)));
        return undefined;
      },
    });
  }

  if (c.template) {
    defineCall(app, {
      method: 'GET',
      url: c.template,
      access: { permission: p.create },
      tags,
      summary: `Templat impor ${def.title} (.xlsx)`,
      noTransaction: true,
      handler: async ({ reply }) => {
        await sendWorkbook(reply, `template-${def.key}.xlsx`, templateWorkbook(def));
        return undefined;
      },
    });
  }

  /** The field rules, then the resource's own check; id 0 on create. */
  const checkBody = async (ctx: Ctx, id: number) => {
    await checkValues(ctx.tx, def, ctx.body, id);
    if (hooks.check) {
      const bag = new ErrorBag();
      await hooks.check(ctx.tx, ctx.body, id, bag);
      bag.throwIfAny();
    }
  };
  const checkCreate = (ctx: Ctx) => checkBody(ctx, 0);
  const storeCreate = async (ctx: Ctx): Promise<Result> => {
    const extra = hooks.onCreate ? await hooks.onCreate(ctx.auth, ctx.tx) : {};
    const values = { ...ctx.body };
    await hooks.beforeInsert?.(ctx.tx, ctx.auth, [values]);
    const id = await insertRow(ctx.tx, def, values, extra);
    return ok({ [def.idField]: id }, hooks.createdMessage?.(extra, 1) ?? `${def.title} berhasil ditambahkan`);
  };
  const checkUpdate = async (ctx: Ctx) => {
    const id = idOf(def, ctx.body);
    await requireScoped(ctx, id);
    await checkBody(ctx, id);
  };
  const storeUpdate = async (ctx: Ctx): Promise<Result> => {
    const extra = hooks.onUpdate ? await hooks.onUpdate(ctx.auth, ctx.tx) : {};
    await updateRow(ctx.tx, def, idOf(def, ctx.body), ctx.body, extra);
    return ok({ [def.idField]: idOf(def, ctx.body) }, `${def.title} berhasil diperbarui`);
  };
  const checkDelete = async (ctx: Ctx) => {
    const id = idOf(def, ctx.body);
    await requireScoped(ctx, id);
    const reason = await usageOf(ctx.tx, def, id);
    if (reason) throw validationError({ [def.idField]: [reason] }, reason);
  };
  const storeDelete = async (ctx: Ctx): Promise<Result> => {
    await deleteRow(ctx.tx, def, idOf(def, ctx.body));
    return ok(null, `${def.title} berhasil dihapus`);
  };
  const requireScoped = async (ctx: Ctx, id: number) => {
    const row = await requireRow(ctx.tx, def, id);
    const extra = scope(ctx.auth);
    if (extra) {
      const r = await ctx.tx.execute(sql`select 1 from ${fromClause(def)} where ${col(def.idField)} = ${id} and ${extra}`);
      if (!r.rows.length) await requireRow(ctx.tx, def, -1);
    }
    return row;
  };

  const pair = (
    validationUrl: string | undefined,
    storedUrl: string | undefined,
    permission: string,
    body: z.ZodType,
    summary: string,
    check: (ctx: Ctx) => Promise<void>,
    store: (ctx: Ctx) => Promise<Result>,
  ) => {
    if (!storedUrl) return;
    if (validationUrl) {
      definePair(app, { validationUrl, storedUrl, access: { permission }, body, summary, tags, check: check as never, store: store as never });
    } else {
      defineCall(app, {
        method: 'POST',
        url: storedUrl,
        access: { permission },
        body,
        summary,
        tags,
        handler: async (ctx) => {
          await check(ctx as never);
          return store(ctx as never);
        },
      });
    }
  };
  pair(c.createValidation, c.createStored, p.create, createBody(def), `Menambah ${def.title}`, checkCreate, storeCreate);
  pair(c.updateValidation, c.updateStored, p.update, updateBody(def), `Mengubah ${def.title}`, checkUpdate, storeUpdate);
  pair(c.deleteValidation, c.deleteStored, p.delete, deleteBody(def), `Menghapus ${def.title}`, checkDelete, storeDelete);

  if (c.import) {
    defineCall(app, {
      method: 'POST',
      url: c.import,
      access: { permission: p.create },
      tags,
      summary: `Impor ${def.title} dari .xlsx atau .csv (multipart, field file)`,
      files: ['file'],
      bodyLimit: 10 * 1024 * 1024,
      gate: 'import',
      handler: async ({ tx, auth, req }) => {
        const body = (req.body ?? {}) as Record<string, unknown>;
        const rows = await rowsFromFile(def, body.file);
        const extra = hooks.onCreate ? await hooks.onCreate(auth, tx) : {};
        const result = await importRows(tx, def, rows, {
          extraOnInsert: extra,
          beforeInsert: hooks.beforeInsert && ((inserts) => hooks.beforeInsert?.(tx, auth, inserts) ?? Promise.resolve()),
        });
        const note = result.inserted ? hooks.createdMessage?.(extra, result.inserted) : undefined;
        return ok(result, `Impor ${def.title} berhasil: ${result.inserted} data baru, ${result.updated} data diperbarui${note ? `. ${note}` : ''}`);
      },
    });
  }

  if (c.find) {
    defineCall(app, {
      method: 'POST',
      url: c.find,
      access: { permission: p.list, orPermissions: p.pick },
      tags,
      summary: `Mencari ${def.title} untuk pilihan (search, ${def.nameField} atau gudang_name)`,
      body: z.record(z.string(), z.unknown()).optional(),
      handler: async ({ tx, auth, body }) => {
        const b = body ?? {};
        const search = String(b.search ?? b[def.nameField] ?? b.gudang_name ?? '').slice(0, 100);
        return ok((await listResource(tx, def, { columnFilters: { search }, perPage: 300 }, scope(auth), 'none')).data);
      },
    });
  }

  if (c.detail) {
    defineCall(app, {
      method: 'GET',
      url: c.detail,
      access: { permission: p.list },
      tags,
      summary: `Detail ${def.title} (query id)`,
      query: z.object({ id: z.coerce.number({ error: 'id tidak valid' }).int().min(1, 'id tidak valid') }),
      handler: async ({ tx, query }) => ok(await requireRow(tx, def, query.id), MSG.success),
    });
  }
}
