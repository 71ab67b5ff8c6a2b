import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data and the CRC of type + data. */
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
};

/** A PNG of the given header fields and raw (unfiltered-row) pixel bytes. */
function png(w: number, h: number, bitDepth: number, colourType: number, raw: Buffer, level?: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = bitDepth;
  ihdr[9] = colourType;
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, level === undefined ? {} : { level })), chunk('IEND', Buffer.alloc(0))]);
}

/** A real PNG of w × h red pixels (8-bit truecolour): signature, IHDR, zlib-compressed IDAT and IEND with their CRCs. */
export function redPng(w = 2, h = 2): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3, Buffer.from([255, 0, 0]))]);
  return png(w, h, 8, 2, Buffer.concat(Array.from({ length: h }, () => row)));
}

/**
 * A valid PNG of w × h black pixels, 1 bit a pixel, whose zeros compress about 1000 : 1: the
 * default 20,000 × 20,000 (400 megapixels) is some 50 KB on the wire and 1.6 GB once decoded to
 * RGBA, a decompression bomb.
 */
export function pngBomb(w = 20_000, h = 20_000): Buffer {
  // 1 bit a pixel, greyscale; each row is a filter byte and ceil(w / 8) bytes of zeros.
  return png(w, h, 1, 0, Buffer.alloc((1 + Math.ceil(w / 8)) * h), 9);
}

/** The first bytes of a PNG and a broken body: only a decoder tells it is no image. */
export const BROKEN_PNG = Buffer.concat([SIGNATURE, Buffer.from('sisa berkas png')]);
