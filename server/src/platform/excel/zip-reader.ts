import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';
import { SheetReadError } from './sheet-limits.js';

/** One file of a zip archive, as its central directory lists it. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  /** Offset of the entry's local header. */
  offset: number;
}

const EOCD = 0x06054b50;
const CEN = 0x02014b50;
const LOC = 0x04034b50;

const broken = () => new SheetReadError('Berkas Excel rusak atau tidak dapat dibaca');

/**
 * The entries of a zip held in memory (an upload is at most 10 MB), read from its central
 * directory. Only names, methods and compressed extents are taken from it: the declared
 * uncompressed sizes are never trusted, the inflater counts what it really produces.
 */
export function zipEntries(buf: Buffer): Map<string, ZipEntry> {
  const min = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= min; i--)
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  if (eocd < 0) throw broken();
  const count = buf.readUInt16LE(eocd + 10);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || cdOffset === 0xffffffff) throw new SheetReadError('Berkas Excel ZIP64 tidak didukung; simpan ulang sebagai .xlsx biasa');
  if (count > 10_000) throw broken();
  const entries = new Map<string, ZipEntry>();
  let p = cdOffset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CEN) throw broken();
    const method = buf.readUInt16LE(p + 10);
    const compressedSize = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const offset = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen).replace(/\\/g, '/');
    entries.set(name.replace(/^\//, ''), { name, method, compressedSize, offset });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/** The compressed bytes of an entry, checked to lie inside the buffer. */
function entryData(buf: Buffer, e: ZipEntry): Buffer {
  if (e.offset + 30 > buf.length || buf.readUInt32LE(e.offset) !== LOC) throw broken();
  const start = e.offset + 30 + buf.readUInt16LE(e.offset + 26) + buf.readUInt16LE(e.offset + 28);
  const end = start + e.compressedSize;
  if (end > buf.length) throw broken();
  return buf.subarray(start, end);
}

/** Counts inflated bytes across every entry of one archive against one limit. */
export class InflateBudget {
  used = 0;
  constructor(readonly limit: number) {}
  take(n: number) {
    this.used += n;
    if (this.used > this.limit) {
      const mib = Math.round(this.limit / 1024 / 1024);
      throw new SheetReadError(`Isi berkas Excel terlalu besar setelah diekstrak (maksimal ${mib} MiB); bagi data menjadi beberapa berkas`, 413);
    }
  }
}

/**
 * Inflates one entry as a stream of text chunks (about 64 KiB each), stopping as soon as the
 * budget is spent, so a zip bomb never grows past the budget in memory.
 */
export async function* entryText(buf: Buffer, e: ZipEntry, budget: InflateBudget): AsyncGenerator<string> {
  const data = entryData(buf, e);
  const decoder = new StringDecoder('utf8');
  if (e.method === 0) {
    for (let i = 0; i < data.length; i += 1 << 16) {
      const chunk = data.subarray(i, i + (1 << 16));
      budget.take(chunk.length);
      yield decoder.write(chunk);
    }
  } else if (e.method === 8) {
    const inflate = createInflateRaw({ chunkSize: 1 << 16 });
    inflate.end(data);
    try {
      for await (const chunk of inflate as AsyncIterable<Buffer>) {
        budget.take(chunk.length);
        yield decoder.write(chunk);
      }
    } catch (err) {
      if (err instanceof SheetReadError) throw err;
      throw broken();
    } finally {
      inflate.destroy();
    }
  } else throw new SheetReadError('Metode kompresi berkas Excel tidak didukung; simpan ulang sebagai .xlsx');
  const rest = decoder.end();
  if (rest) yield rest;
}
