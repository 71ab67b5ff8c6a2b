import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A file at a path the layer rules of biome.json match, importing one specifier; `forbidden` says what biome must answer. */
interface Probe {
  file: string;
  from: string;
  forbidden: boolean;
}
const probes: Probe[] = [
  { file: 'server/src/platform/p1.ts', from: '../modules/user/routes.js', forbidden: true },
  { file: 'server/src/platform/resource/p2.ts', from: '../../modules/company/commands/create-company.js', forbidden: true },
  { file: 'server/src/platform/p3.ts', from: '../db/client.js', forbidden: false },
  { file: 'server/src/db/p4.ts', from: '../modules/company/commands/create-company.js', forbidden: true },
  { file: 'server/src/db/p5.ts', from: './schema/index.js', forbidden: false },
  { file: 'server/src/modules/a/p6.ts', from: '../b/service.js', forbidden: true },
  { file: 'server/src/modules/a/p7.ts', from: '../b/commands/create-b.js', forbidden: false },
  { file: 'server/src/modules/a/p8.ts', from: '../b/queries.js', forbidden: false },
  { file: 'server/src/modules/a/p9.ts', from: '../master/member/commands/approve-member.js', forbidden: false },
  { file: 'server/src/modules/a/p10.ts', from: '../../platform/call.js', forbidden: false },
  { file: 'server/src/modules/a/p11.ts', from: './rules.js', forbidden: false },
  { file: 'server/src/modules/a/commands/p12.ts', from: '../../b/rules.js', forbidden: true },
  { file: 'server/src/modules/a/commands/p13.ts', from: '../../b/commands/x.js', forbidden: false },
  { file: 'server/src/modules/a/commands/p14.ts', from: '../queries.js', forbidden: false },
  { file: 'server/src/modules/a/commands/p15.ts', from: '../../../platform/call.js', forbidden: false },
  { file: 'server/src/modules/master/member/commands/p16.ts', from: '../../../user/service.js', forbidden: true },
  { file: 'server/src/modules/master/member/commands/p17.ts', from: '../../karyawan/rules.js', forbidden: false },
  { file: 'server/src/modules/master/member/commands/p18.ts', from: '../../../company/queries.js', forbidden: false },
  { file: 'server/src/modules/a/p19.test.ts', from: '../b/service.js', forbidden: false },
  { file: 'web/src/features/a/p20.tsx', from: '../b/b-page.js', forbidden: true },
  { file: 'web/src/features/a/api/p21.ts', from: '../../b/api/get-b.js', forbidden: true },
  { file: 'web/src/features/a/p22.tsx', from: '../../components/resource/resource-page.js', forbidden: false },
  { file: 'web/src/features/a/api/p23.ts', from: '../../../lib/api.js', forbidden: false },
  { file: 'web/src/features/a/p24.tsx', from: './api/get-a.js', forbidden: false },
  { file: 'web/src/components/p25.tsx', from: '../features/users/users-page.js', forbidden: true },
  { file: 'web/src/lib/p26.ts', from: '../features/auth/login-page.js', forbidden: true },
  { file: 'web/src/components/p27.tsx', from: '../lib/api.js', forbidden: false },
  { file: 'packages/contract/src/p28.ts', from: '../../../server/src/app.js', forbidden: true },
  { file: 'packages/contract/src/p29.ts', from: '@bo/web/src/main.js', forbidden: true },
  { file: 'packages/contract/src/p30.ts', from: 'zod', forbidden: false },
];

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

describe('layer rules (biome.json noRestrictedImports)', () => {
  let dir = '';
  let diagnostics: Diagnostic[] = [];

  // The repository's biome.json in a scratch copy of the tree layout, so the probes never touch the working tree.
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-layers-'));
    fs.copyFileSync(path.join(repoRoot, 'biome.json'), path.join(dir, 'biome.json'));
    for (const p of probes) {
      fs.mkdirSync(path.dirname(path.join(dir, p.file)), { recursive: true });
      fs.writeFileSync(path.join(dir, p.file), `import { x } from '${p.from}';\n\nexport const y = x;\n`);
    }
    const biome = path.join(repoRoot, 'node_modules/.bin/biome');
    let out: string;
    try {
      out = execFileSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch (err) {
      out = (err as { stdout: string }).stdout;
    }
    diagnostics = (JSON.parse(out) as { diagnostics: Diagnostic[] }).diagnostics;
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.each(probes)('$file importing $from: forbidden $forbidden', (p) => {
    const found = diagnostics.filter((d) => d.location.path === p.file && d.category === 'lint/style/noRestrictedImports');
    expect(found.length).toBe(p.forbidden ? 1 : 0);
    if (p.forbidden) expect(found[0].message).toMatch(/^Layers: /);
  });

  it('reports nothing else than the forbidden imports', () => {
    const other = diagnostics.filter((d) => d.category !== 'lint/style/noRestrictedImports');
    expect(other).toEqual([]);
  });
});
