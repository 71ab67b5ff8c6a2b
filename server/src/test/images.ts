import { crc32, deflateSync } from 'node:zlib';

const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
};

/**
 * A valid PNG of w × h black pixels, 1 bit a pixel, whose zeros compress about 1000 : 1: the
 * default 20,000 × 20,000 (400 megapixels) is some 50 KB on the wire and 1.6 GB once decoded to
 * RGBA, a decompression bomb.
 */
export function pngBomb(w = 20_000, h = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(w / 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(rowBytes * h), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first bytes of a PNG and a broken body: only a decoder tells it is no image. */
export const BROKEN_PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('sisa berkas png')]);
