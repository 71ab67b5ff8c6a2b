import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import type { Client } from './harness.js';

/** A file answer (a PDF download) as bytes with its headers; an envelope when the call refused. */
export async function getFile(client: Client, path: string, query: Record<string, string | number | undefined> = {}) {
  const qs = new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();
  const headers: Record<string, string> = {};
  if (client.token) headers.authorization = `Bearer ${client.token}`;
  if (client.appName) headers.app_name = client.appName;
  const res = await fetch(client.baseUrl + path + (qs ? `?${qs}` : ''), { headers });
  const type = res.headers.get('content-type') ?? '';
  const bytes = new Uint8Array(await res.arrayBuffer());
  const envelope = type.includes('application/json') ? (JSON.parse(Buffer.from(bytes).toString('utf8')) as { status: number; msg: string }) : undefined;
  return { http: res.status, type, disposition: res.headers.get('content-disposition') ?? '', headers: res.headers, bytes, envelope };
}

const winAnsi = new TextDecoder('windows-1252');

/**
 * Reads a PDF back: pdf-lib parses the file, each page's content streams are inflated and the
 * strings its text operators show (`<hex> Tj`, how pdf-lib writes the standard fonts) are decoded
 * from WinAnsi; one string per page, one line per shown text.
 */
export async function readPdf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const pages = doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    let ops = '';
    for (const s of streams) if (s instanceof PDFRawStream) ops += Buffer.from(decodePDFRawStream(s).decode()).toString('latin1');
    return [...ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => winAnsi.decode(Buffer.from(m[1], 'hex'))).join('\n');
  });
  return { doc, pageCount: doc.getPageCount(), pages, text: pages.join('\n') };
}
