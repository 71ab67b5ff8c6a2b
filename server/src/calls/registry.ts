import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MITRA_BASE_PATH } from '@bo/contract';
import type { RegisteredCall } from '../platform/call.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where the resource engine's calls are written: the resource definitions of the contract. */
const RESOURCE_DEFS = 'packages/contract/src/resources';
/** Platform files that declare calls on behalf of others: the path literal lives in their caller. */
const PLUMBING = ['server/src/platform/pair.ts', 'server/src/platform/resource/register-resource.ts'];

export type CallEntry = RegisteredCall & { file?: string };

/** The path as written in the declaration: relative to the partner base when it carries one. */
export const writtenPath = (url: string) => (url.startsWith(`${MITRA_BASE_PATH}/`) ? url.slice(MITRA_BASE_PATH.length) : url);

export function accessLabel(access: RegisteredCall['access']): string {
  if (typeof access === 'string') return access;
  const more = access.orPermissions?.length ?? 0;
  return more ? `${access.permission} (or ${more} more)` : access.permission;
}

/** A recorded file as a path from the repository root (the registry may record it absolute or as a file URL). */
const repoRelative = (file: string) => {
  const abs = file.startsWith('file:') ? fileURLToPath(file) : path.resolve(repoRoot, file);
  return path.relative(repoRoot, abs).split(path.sep).join('/');
};
const quoted = (text: string, literal: string) => text.includes(`'${literal}'`) || text.includes(`"${literal}"`);
const read = (rel: string) => fs.readFileSync(path.join(repoRoot, rel), 'utf8');

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')));
}

/**
 * The file where a call's path is written literally: the declaring file the registry names, or, for
 * calls the platform declares on another's behalf (resource engine, validation/stored pairs), the
 * resource definition or module that holds the quoted path. Undefined when no file holds it.
 */
export function literalSource(call: CallEntry): string | undefined {
  const literal = writtenPath(call.url);
  const file = call.file && repoRelative(call.file);
  if (file && !PLUMBING.includes(file)) return quoted(read(file), literal) ? file : undefined;
  const candidates = file === PLUMBING[1] ? sourceFiles(RESOURCE_DEFS) : [...sourceFiles(RESOURCE_DEFS), ...sourceFiles('server/src/modules')];
  return candidates.find((f) => quoted(read(f), literal));
}

/** The registered calls as a sorted table: method, full path, access, source file. */
export function formatCalls(calls: readonly CallEntry[]): string {
  const rows = [...calls]
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))
    .map((c) => [c.method, c.url, accessLabel(c.access), literalSource(c) ?? (c.file && repoRelative(c.file)) ?? '?']);
  const header = ['METHOD', 'PATH', 'ACCESS', 'FILE'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) =>
    r
      .map((v, i) => (i === r.length - 1 ? v : v.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line), '', `${rows.length} calls`].join('\n');
}
