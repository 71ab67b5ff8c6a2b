import { type FieldDef, memberTemp, RESOURCES, type ResourceDef, resourceByKey } from '@bo/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createBody } from './resource/field-rules.js';
import { listSpecOf } from './resource/resource-query.js';

/**
 * The OpenAPI document at /docs/json, built from the calls' zod schemas and completed so that a
 * client generated from it alone can fill and send every call:
 * - every field with its real type and constraints: a zod schema whose input side is opaque
 *   (`z.preprocess`, `z.unknown().pipe(...)`) is documented by the schema it pipes into, numeric
 *   fields carry their own metadata (fields.ts idNumber);
 * - each operation an operationId (method + path), its request content types (JSON, form and,
 *   for calls that take files, multipart/form-data with the binary fields), the security schemes
 *   (Bearer token and the `app_name` header);
 * - the answers: the 200 envelope with, for the lists, details and lookups of the master areas,
 *   their row schema; the 422 envelope with `errors`; 401, 403 and 404 envelopes.
 * server/src/platform/openapi.test.ts validates it with @apidevtools/swagger-parser and sends a
 * request built from it to every call.
 */

type Json = Record<string, unknown>;
type ZodLike = { _zod: { def: { type: string; in?: ZodLike; out?: ZodLike; options?: unknown[] } } };

/** Input sides that say nothing about the value: the schema after the pipe does. */
/** platform/idempotency.ts: a logged-in write sent again with the same key is written once and answered as the first time. */
const IDEMPOTENCY_PARAMETER: Json = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: 'Kunci unik per penulisan (disimpan 24 jam): permintaan yang sama dengan kunci yang sama hanya ditulis sekali dan mendapat jawaban pertama',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,100}$', maxLength: 100 },
};

const OPAQUE = new Set(['transform', 'unknown', 'any']);
const isNullBranch = (s: Json) => s.nullable === true && Array.isArray(s.enum) && s.enum.length === 1 && s.enum[0] === null;

function override(ctx: { zodSchema: unknown; jsonSchema: Json }) {
  const def = (ctx.zodSchema as ZodLike)._zod.def;
  const js = ctx.jsonSchema;
  if (
    def.type === 'pipe' &&
    def.in &&
    def.out &&
    OPAQUE.has(def.in._zod.def.type) &&
    js.type === undefined &&
    js.$ref === undefined &&
    js.anyOf === undefined
  ) {
    const inner = z.toJSONSchema(def.out as never, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any', override: override as never }) as Json;
    delete inner.$schema;
    for (const [k, v] of Object.entries(inner)) if (js[k] === undefined) js[k] = v;
  }
  // A string checked further by the schema it pipes into (z.email()): its format and pattern too.
  if (def.type === 'pipe' && def.in && def.out && !OPAQUE.has(def.in._zod.def.type) && js.type !== undefined) {
    const after = z.toJSONSchema(def.out as never, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' }) as Json;
    if (after.type === js.type)
      for (const k of ['format', 'pattern', 'enum', 'minLength', 'maxLength', 'minimum', 'maximum'])
        if (js[k] === undefined && after[k] !== undefined) js[k] = after[k];
  }
  // An object taking exactly one of some fields (meta 'x-one-of-fields'): one branch per field, so
  // a client built from the document sends one of them, never both.
  const exclusive = js['x-one-of-fields'];
  if (Array.isArray(exclusive) && js.properties && !js.oneOf) {
    const { properties, required = [], ...rest } = js as { properties: Record<string, Json>; required?: string[] } & Json;
    for (const k of Object.keys(js)) delete js[k];
    Object.assign(js, rest, {
      oneOf: (exclusive as string[]).map((keep) => ({
        type: 'object',
        properties: Object.fromEntries(Object.entries(properties).filter(([k]) => k === keep || !exclusive.includes(k))),
        required: [...required.filter((k) => k === keep || !exclusive.includes(k)), ...(required.includes(keep) ? [] : [keep])],
      })),
    });
    delete js.type;
  }
  // As fastify-type-provider-zod's own override: empty branches dropped, a null branch becomes nullable.
  if (def.type === 'union' && Array.isArray(js.anyOf)) {
    const anyOf = (js.anyOf as Json[]).filter((s) => Object.keys(s).length > 0);
    const others = anyOf.filter((s) => !isNullBranch(s));
    if (others.length < anyOf.length && others.length === 1) {
      delete js.anyOf;
      Object.assign(js, others[0], { nullable: true });
    } else if (others.length < anyOf.length && others.length) {
      js.anyOf = others;
      js.nullable = true;
    } else js.anyOf = anyOf;
  }
}

const zodTransform = createJsonSchemaTransform({ zodToJsonConfig: { override: override as never } });

/** `POST /master/kasbank/create` → `postMasterKasbankCreate`. */
export function operationIdOf(method: string, url: string) {
  const words = url
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1));
  return method.toLowerCase() + words.join('');
}

/** The JSON schema of one stored value of a field, as lists and details answer it. */
function valueSchema(f: FieldDef): Json {
  switch (f.type) {
    case 'int':
    case 'ref':
    case 'district':
      return { type: 'integer', nullable: true };
    case 'money':
      return { type: 'number', nullable: true, description: 'Rupiah (bilangan bulat)' };
    case 'flag':
      return { type: 'integer', enum: [0, 1], nullable: true };
    case 'select':
      return { type: 'string', enum: (f.options ?? []).map((o) => o.value), nullable: true };
    case 'date':
      return { type: 'string', format: 'date', nullable: true };
    default:
      return { type: 'string', nullable: true, ...(f.label ? { description: f.label } : {}) };
  }
}

/** A master area's row: its id and every field (lists add joined names, kept as additional properties). */
export function rowSchema(def: ResourceDef): Json {
  return {
    type: 'object',
    properties: {
      [def.idField]: { type: 'integer' },
      ...Object.fromEntries(def.fields.map((f) => [f.name, valueSchema(f)])),
    },
    required: [def.idField],
    additionalProperties: true,
  };
}

/** Every master area, the contacts awaiting verification included. */
const areas = () => (RESOURCES.includes(memberTemp) ? RESOURCES : [...RESOURCES, memberTemp]);

/** The filters and sort fields a master area's list takes, exactly as its list spec whitelists them. */
function listInputs(def: ResourceDef): { filters: Json; sortFields: string[] } {
  const spec = listSpecOf(def);
  const byName = new Map(def.fields.map((f) => [f.name, f]));
  const filters: Json = { search: { type: 'string', maxLength: 100, description: 'Teks yang dicari' } };
  for (const key of Object.keys(spec.filters)) {
    const f = byName.get(key) ?? byName.get(key.replace(/_(from|to)$/, ''));
    const { nullable: _n, ...schema } = f
      ? valueSchema(f)
      : key === def.idField
        ? { type: 'integer' }
        : key === 'status'
          ? { type: 'integer', enum: [0, 1] }
          : { type: 'string' };
    filters[key] = f?.type === 'money' || f?.type === 'int' ? { type: 'integer' } : schema;
  }
  return { filters, sortFields: Object.keys(spec.sort) };
}

/** The `data` of a list call (the list contract of DESIGN §4) with rows of the given schema, for defineCall's `data`. */
export const listAnswer = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), total: z.number().int(), page: z.number().int(), perPage: z.number().int() });

/** The input schema of one new record of an area (its create call's body). */
function inputRowSchema(def: ResourceDef): Json {
  const js = z.toJSONSchema(createBody(def), { io: 'input', target: 'openapi-3.0', unrepresentable: 'any', override: override as never }) as Json;
  delete js.$schema;
  return js;
}

/** Bodies whose JSON schema cannot say what their loose parts hold: the lookups and the JSON imports. */
function requestSchemas(): Map<string, (s: Json) => Json> {
  const out = new Map<string, (s: Json) => Json>();
  for (const def of areas()) {
    if (def.calls.find)
      out.set(`POST ${def.calls.find}`, () => ({
        type: 'object',
        properties: { search: { type: 'string', maxLength: 100 }, [def.nameField]: { type: 'string', maxLength: 100 } },
      }));
  }
  const member = resourceByKey('member');
  if (member) {
    const row = inputRowSchema(member);
    out.set('POST /member/stored_import_new', () => ({
      anyOf: [
        { type: 'array', items: row },
        { type: 'object', properties: { data: { type: 'array', items: row } }, required: ['data'] },
      ],
    }));
  }
  return out;
}

/** What `data` holds in a successful answer of the master areas' lists, details and lookups. */
function dataSchemas(): Map<string, Json> {
  const out = new Map<string, Json>();
  for (const def of areas()) {
    const row = rowSchema(def);
    const c = def.calls as unknown as Record<string, string | undefined>;
    if (c.list)
      out.set(`POST ${c.list}`, {
        type: 'object',
        properties: { data: { type: 'array', items: row }, total: { type: 'integer' }, page: { type: 'integer' }, perPage: { type: 'integer' } },
        required: ['data', 'total', 'page', 'perPage'],
      });
    if (c.detail) out.set(`GET ${c.detail}`, row);
    if (c.find) out.set(`POST ${c.find}`, { type: 'array', items: row });
  }
  return out;
}

const envelope = (data: Json = {}, status: Json = { type: 'integer', enum: [200] }): Json => ({
  type: 'object',
  properties: { status, msg: { type: 'string' }, data },
  required: ['status', 'msg', 'data'],
});

const COMPONENT_SCHEMAS: Record<string, Json> = {
  Envelope: envelope(),
  ErrorEnvelope: {
    type: 'object',
    description: 'Jawaban gagal; status berisi kode HTTP atau kode sesi (50008, 50012, 50014)',
    properties: { status: { type: 'integer' }, msg: { type: 'string' }, data: { nullable: true } },
    required: ['status', 'msg'],
  },
  ValidationEnvelope: {
    type: 'object',
    description: 'Isian tidak valid: pesan per field dalam errors',
    properties: {
      status: { type: 'boolean', enum: [false] },
      msg: { type: 'string' },
      data: { nullable: true },
      errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    },
    required: ['status', 'msg', 'errors'],
  },
};
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const answer = (description: string, schema: Json) => ({ description, content: { 'application/json': { schema } } });

type Operation = Json & {
  requestBody?: { content: Record<string, { schema?: Json }> };
  security?: Record<string, string[]>[];
  'x-files'?: string[];
  'x-data'?: Json;
  'x-file'?: string;
  parameters?: Json[];
};

/** Completes the document that @fastify/swagger built: ids, content types, files, answers. */
export function completeDocument(doc: Json): Json {
  const data = dataSchemas();
  const requests = requestSchemas();
  const lists = new Map(
    areas()
      .filter((d) => d.calls.list)
      .map((d) => [`POST ${d.calls.list}`, listInputs(d)]),
  );
  const paths = doc.paths as Record<string, Record<string, Operation>>;
  const ids = new Set<string>();
  for (const [url, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      let id = operationIdOf(method, url);
      for (let n = 2; ids.has(id); n++) id = `${operationIdOf(method, url)}${n}`;
      ids.add(id);
      op.operationId = id;

      const files = op['x-files'];
      delete op['x-files'];
      if (files?.length) {
        const base = Object.values(op.requestBody?.content ?? {})[0]?.schema ?? { type: 'object', properties: {} };
        const props = { ...((base.properties as Json) ?? {}) };
        for (const name of files) props[name] = { type: 'string', format: 'binary', description: 'Berkas' };
        const required = [...new Set([...((base.required as string[]) ?? []), ...(files.includes('file') ? ['file'] : [])])];
        op.requestBody = {
          required: true,
          content: { 'multipart/form-data': { schema: { ...base, type: 'object', properties: props, ...(required.length ? { required } : {}) } } },
        } as never;
      }

      const guarded = Array.isArray(op.security) && op.security.some((s) => 'bearer' in s);
      if (guarded) op.security = [{ bearer: [], appName: [] }];
      if (guarded && method.toUpperCase() === 'POST') op.parameters = [...(op.parameters ?? []), IDEMPOTENCY_PARAMETER];
      const loose = requests.get(`${method.toUpperCase()} ${url}`);
      for (const media of Object.values(loose ? (op.requestBody?.content ?? {}) : {})) if (loose) media.schema = loose(media.schema ?? {});
      const list = lists.get(`${method.toUpperCase()} ${url}`);
      for (const media of Object.values(list ? (op.requestBody?.content ?? {}) : {})) {
        const props = media.schema?.properties as Record<string, Json> | undefined;
        if (!props || !list) continue;
        if (props.columnFilters) props.columnFilters = { type: 'object', properties: list.filters, additionalProperties: false };
        const sort = (props.sort as { properties?: Record<string, Json> } | undefined)?.properties;
        if (sort?.field) sort.field = { ...sort.field, enum: list.sortFields };
      }
      const dataSchema = (op['x-data'] as Json | undefined) ?? data.get(`${method.toUpperCase()} ${url}`) ?? {};
      delete op['x-data'];
      const file = op['x-file'];
      delete op['x-file'];
      const success = answer(file ? 'Berhasil: file, atau amplop dengan data' : 'Berhasil', envelope(dataSchema));
      if (file) (success.content as Record<string, unknown>)[file] = { schema: { type: 'string', format: 'binary' } };
      op.responses = {
        200: success,
        ...(op.requestBody || op.parameters ? { 422: answer('Isian tidak valid', ref('ValidationEnvelope')) } : {}),
        ...(guarded
          ? {
              401: answer('Token tidak ada, tidak dikenal, berakhir (50008, 50012, 50014)', ref('ErrorEnvelope')),
              403: answer('Tidak punya akses', ref('ErrorEnvelope')),
            }
          : {}),
        404: answer('Data tidak ditemukan', ref('ErrorEnvelope')),
      };
    }
  }
  const components = (doc.components ?? {}) as Json;
  return {
    ...doc,
    components: { ...components, schemas: { ...((components.schemas as Json) ?? {}), ...COMPONENT_SCHEMAS } },
  };
}

/** Registers the document (/docs/json) and its viewer (/docs). */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Back-office API',
        description:
          'Setiap panggilan menjawab { status, msg, data }; isian tidak valid menjawab 422 dengan errors per field. ' +
          'Badan permintaan boleh JSON, form (application/x-www-form-urlencoded) atau multipart untuk berkas. ' +
          'Angka boleh angka JSON atau teks dengan notasi Indonesia (750.000; 1.250.000,50).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Token dari POST /login/stored (data.token)' },
          appName: { type: 'apiKey', in: 'header', name: 'app_name', description: 'Perusahaan sesi (data.app_name dari login)' },
        },
      },
    },
    transform: (input) => {
      const out = zodTransform(input as never) as { schema: Json; url: string };
      const schema = out.schema;
      if (schema?.['x-data'] instanceof z.ZodType) {
        const data = z.toJSONSchema(schema['x-data'], { io: 'output', target: 'openapi-3.0', unrepresentable: 'any' }) as Json;
        delete data.$schema;
        schema['x-data'] = data;
      }
      if (schema && !schema.hide && schema.body) {
        const files = schema['x-files'] as string[] | undefined;
        schema.consumes = files?.length ? ['multipart/form-data'] : ['application/json', 'application/x-www-form-urlencoded'];
      }
      return out as never;
    },
    transformObject: (doc) => completeDocument((doc as { openapiObject: Json }).openapiObject) as never,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
