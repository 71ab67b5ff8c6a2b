/**
 * HTTP benchmark with autocannon: login, profile and a user list (200 users), requests/s and p99
 * latency, on the embedded database and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on
 * a fresh PostgreSQL database. Writes bench/results/http.json.
 *
 *   npx tsx bench/http-bench.ts              (DURATION=10 seconds, CONNECTIONS=10 by default)
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../server/src/app.js';
import { readConfig } from '../server/src/config.js';
import { type Database, openDatabase } from '../server/src/db/client.js';
import { seedDemo } from '../server/src/seed.js';
import { hashPassword } from '../server/src/platform/tokens.js';

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const USERS = 200;
const ADMIN = { username: 'superadmin', password: 'rahasia-bench-123' };
const here = path.dirname(fileURLToPath(import.meta.url));

interface Figure {
  database: string;
  call: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

async function freshPostgres(base: string) {
  const name = `bo_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** 200 members of the demo company, sharing one password hash so that seeding stays quick. */
async function addUsers(database: Database) {
  const hash = await hashPassword('Password-123');
  await database.db.transaction(async (tx) => {
    for (let i = 0; i < USERS; i++) {
      const r = await tx.execute(
        sql`insert into users (username, password_hash, name, email) values (${`bench_${i}`}, ${hash}, ${`Pengguna Bench ${i}`}, ${`bench${i}@bench.test`}) returning id`,
      );
      const id = Number((r.rows[0] as { id: number }).id);
      await tx.execute(sql`insert into company_users (company_id, user_id, group_id) values (1, ${id}, ${(i % 9) + 2})`);
    }
  });
}

function cannon(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function run(kind: string, baseUrl?: string): Promise<Figure[]> {
  let dataDir: string | undefined;
  let pgdb: Awaited<ReturnType<typeof freshPostgres>> | undefined;
  if (baseUrl) pgdb = await freshPostgres(baseUrl);
  else dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-bench-'));
  const database = await openDatabase({ url: pgdb?.url, dataDir, poolSize: 10 });
  const figures: Figure[] = [];
  try {
    await seedDemo(database, { adminUsername: ADMIN.username, adminPassword: ADMIN.password });
    await addUsers(database);
    const app = await buildApp({ config: { ...readConfig({}), webDist: '/nonexistent', publicUrl: 'http://localhost' }, database });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${url}/login/stored`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    }).then((r) => r.json() as Promise<{ data: { token: string } }>);
    const auth = { authorization: `Bearer ${login.data.token}`, app_name: 'demo' };

    const calls: [string, autocannon.Options][] = [
      ['POST /login/stored', { url: `${url}/login/stored`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) }],
      ['GET /account/profile', { url: `${url}/account/profile`, headers: auth }],
      [
        'POST /user/index (200 users, perPage 20)',
        {
          url: `${url}/user/index`,
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
          body: 'page=3&perPage=20&columnFilters=%7B%22search%22%3A%22bench%22%7D',
        },
      ],
    ];
    for (const [call, opts] of calls) {
      const r = await cannon(opts);
      figures.push({
        database: kind,
        call,
        requestsPerSec: Math.round(r.requests.average),
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        requests: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors,
      });
      console.info(`[${kind}] ${call}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms (${r.non2xx} non-2xx)`);
    }
    await app.close();
  } finally {
    await database.close();
    await pgdb?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

async function main() {
  const figures = await run('PGlite (embedded)');
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgUrl) figures.push(...(await run('PostgreSQL', pgUrl)));
  else console.info('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  console.info(`\nHTTP benchmark: ${CONNECTIONS} connections, ${DURATION} s per call, ${os.cpus().length} CPUs, Node ${process.version}\n`);
  console.table(
    figures.map((f) => ({ database: f.database, call: f.call, 'req/s': f.requestsPerSec, 'p50 ms': f.p50Ms, 'p99 ms': f.p99Ms, 'non-2xx': f.non2xx })),
  );
  const out = path.join(here, 'results', 'http.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    JSON.stringify(
      { date: new Date().toISOString(), connections: CONNECTIONS, durationSec: DURATION, cpus: os.cpus().length, node: process.version, figures },
      null,
      2,
    ),
  );
  console.info(`written ${path.relative(process.cwd(), out)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
