// The built site's files served from memory (docs/performance.md, "Static files from memory").
// At start every file of the client build (dist/client: Astro's hashed /_astro/ output, the service
// worker, and public/) is read once into a table with its brotli and gzip forms, which the build
// wrote beside it (precompressFiles, called by scripts/build.ts). A request for one of them is
// answered from the table: no file-system call, no compression per request. Hashed files are
// cached for a year; the others for a short time, the service workers not at all (a browser must
// see a new worker at once). Anything not in the table falls through to the next handler (Astro).
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { chooseEncoding, notModified, representationTag } from './response-cache.ts';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

type Encoding = 'br' | 'gzip' | 'identity';

/** One file's answer, prepared at start: bodies per encoding and the headers of each. */
export type StaticFile = {
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  /** Headers per encoding, ready to write (content type, length, caching, tag). */
  heads: Partial<Record<Encoding, Record<string, string>>> & { identity: Record<string, string> };
  etags: Partial<Record<Encoding, string>> & { identity: string };
  lastModified: string;
};

export type StaticTable = {
  files: Map<string, StaticFile>;
  /** Bytes held in memory (every encoding). */
  bytes: number;
  /** Files whose compressed forms were missing from the build and were made at start. */
  compressedAtStart: number;
};

/** Astro's hashed output: a file's name changes when its content does. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Unhashed public files (favicon, icons, images) may change at a deploy under the same name. */
export const SHORT_CACHE = 'public, max-age=3600';
/** A browser must find a new service worker at once: it revalidates every time (by ETag, a 304). */
export const SERVICE_WORKER_CACHE = 'no-cache';
const SERVICE_WORKERS = new Set(['/sw.js', '/lesson/sw.js']);
/** Files larger than this are left on disk for Astro to stream: the table is for the site's assets, not media libraries. */
export const MAX_PRELOAD_BYTES = 8 * 1024 * 1024;
/** Below this, compression saves too little to be worth a second copy. */
const MIN_COMPRESS_BYTES = 1024;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.vtt': 'text/vtt; charset=utf-8',
};
/** Text formats worth compressing; images, fonts and media are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.map', '.webmanifest', '.txt', '.xml', '.svg', '.ico', '.wasm', '.vtt', '.ttf', '.otf']);
const SUFFIX: Record<'br' | 'gzip', string> = { br: '.br', gzip: '.gz' };

export function contentTypeOf(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.has(path.extname(file).toLowerCase());
}

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/_astro/')) return IMMUTABLE_CACHE;
  if (SERVICE_WORKERS.has(urlPath)) return SERVICE_WORKER_CACHE;
  return SHORT_CACHE;
}

/** Every file under `dir`, as relative posix paths; dot folders and dot files are left out but /.well-known/. */
function walk(dir: string, prefix = ''): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(dir, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.name.startsWith('.') && rel !== '.well-known') return [];
    if (e.isDirectory()) return walk(dir, rel);
    return e.isFile() ? [rel] : [];
  });
}

/** The files of a build that get compressed forms: text formats at least MIN_COMPRESS_BYTES long. */
function compressionCandidates(dir: string): string[] {
  const all = new Set(walk(dir));
  return [...all].filter((rel) => isCompressible(rel) && !isCompressedSibling(rel, all));
}

function isCompressedSibling(rel: string, all: Set<string>): boolean {
  return (rel.endsWith('.br') && all.has(rel.slice(0, -3))) || (rel.endsWith('.gz') && all.has(rel.slice(0, -3)));
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function brotliOptions(size: number) {
  return { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: size } };
}

/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip 9) beside every compressible file of a
 * client build, where they are smaller than the file: done once at build, so the server neither
 * compresses per request nor at start. zlib's asynchronous calls run on its thread pool, in parallel.
 */
export async function precompressFiles(dir: string): Promise<{ files: number; written: number; ms: number }> {
  const started = performance.now();
  let written = 0;
  const files = compressionCandidates(dir);
  await Promise.all(
    files.map(async (rel) => {
      const full = path.join(dir, rel);
      const body = await fs.promises.readFile(full);
      for (const encoding of ['br', 'gzip'] as const) {
        const target = full + SUFFIX[encoding];
        if (body.byteLength < MIN_COMPRESS_BYTES) {
          await fs.promises.rm(target, { force: true });
          continue;
        }
        const packed = encoding === 'br' ? await brotliAsync(body, brotliOptions(body.byteLength)) : await gzipAsync(body, { level: 9 });
        if (packed.byteLength < body.byteLength) {
          await fs.promises.writeFile(target, packed);
          written++;
        } else {
          await fs.promises.rm(target, { force: true });
        }
      }
    }),
  );
  return { files: files.length, written, ms: Math.round(performance.now() - started) };
}

/**
 * Reads a client build into memory. A compressed form the build did not write (a build made before
 * precompression, or a file added by hand) is made here, at a cheaper quality, and counted.
 */
export function loadStaticFiles(dir: string, { maxFileBytes = MAX_PRELOAD_BYTES } = {}): StaticTable {
  const all = new Set(walk(dir));
  const files = new Map<string, StaticFile>();
  let bytes = 0;
  let compressedAtStart = 0;
  for (const rel of all) {
    if (isCompressedSibling(rel, all)) continue;
    const full = path.join(dir, rel);
    const stat = fs.statSync(full);
    if (stat.size > maxFileBytes) continue;
    const identity = fs.readFileSync(full);
    const bodies: StaticFile['bodies'] = { identity };
    if (isCompressible(rel) && identity.byteLength >= MIN_COMPRESS_BYTES) {
      for (const encoding of ['br', 'gzip'] as const) {
        const sibling = full + SUFFIX[encoding];
        let packed: Buffer;
        if (all.has(rel + SUFFIX[encoding])) {
          packed = fs.readFileSync(sibling);
        } else {
          packed = encoding === 'br' ? brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.byteLength } }) : gzipSync(identity, { level: 6 });
          compressedAtStart++;
        }
        if (packed.byteLength < identity.byteLength) bodies[encoding] = packed;
      }
    }
    const urlPath = `/${rel}`;
    files.set(urlPath, prepare(urlPath, bodies, stat.mtime));
    bytes += identity.byteLength + (bodies.br?.byteLength ?? 0) + (bodies.gzip?.byteLength ?? 0);
  }
  return { files, bytes, compressedAtStart };
}

function prepare(urlPath: string, bodies: StaticFile['bodies'], modified: Date): StaticFile {
  const contentTag = `"${createHash('sha1').update(bodies.identity).digest('base64url')}"`;
  const lastModified = new Date(Math.floor(modified.getTime() / 1000) * 1000).toUTCString();
  const common = {
    'Content-Type': contentTypeOf(urlPath),
    'Cache-Control': cacheControlFor(urlPath),
    'Last-Modified': lastModified,
    'Accept-Ranges': 'bytes',
    ...(bodies.br || bodies.gzip ? { Vary: 'Accept-Encoding' } : {}),
  };
  const etags: StaticFile['etags'] = { identity: representationTag(contentTag, 'identity') };
  const heads: StaticFile['heads'] = { identity: { ...common, ETag: etags.identity, 'Content-Length': String(bodies.identity.byteLength) } };
  for (const encoding of ['br', 'gzip'] as const) {
    const body = bodies[encoding];
    if (!body) continue;
    etags[encoding] = representationTag(contentTag, encoding);
    heads[encoding] = { ...common, 'Content-Encoding': encoding, ETag: etags[encoding]!, 'Content-Length': String(body.byteLength) };
  }
  return { bodies, heads, etags, lastModified };
}

/** The file a request's path names, if the table has it (the query is ignored, as for any static file). */
function lookup(table: StaticTable, url: string): StaticFile | undefined {
  const q = url.indexOf('?');
  const raw = q === -1 ? url : url.slice(0, q);
  const found = table.files.get(raw);
  if (found || !raw.includes('%')) return found;
  try {
    return table.files.get(decodeURIComponent(raw));
  } catch {
    return undefined;
  }
}

/**
 * A single byte range of `size` bytes (RFC 9110, 14.1.2): [start, end] inclusive, 'unsatisfiable',
 * or null when the header is not one range in bytes (then the whole file is sent, as the RFC allows).
 */
export function parseRange(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== '' && Number(m[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** If-Range (RFC 9110, 13.1.5): the range applies only if the client's copy is still this one. */
function rangeStillApplies(req: IncomingMessage, file: StaticFile): boolean {
  const ifRange = req.headers['if-range'];
  if (typeof ifRange !== 'string') return true;
  if (ifRange.startsWith('"')) return ifRange === file.etags.identity;
  return ifRange === file.lastModified;
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: StaticFile): void {
  const head = req.method === 'HEAD';
  const range = req.headers.range;
  if (range !== undefined && rangeStillApplies(req, file)) {
    // A range is of the file's own bytes, never of a compressed form.
    const size = file.bodies.identity.byteLength;
    const wanted = parseRange(range, size);
    if (wanted === 'unsatisfiable') {
      res.writeHead(416, { 'Content-Range': `bytes */${size}`, 'Content-Length': '0', 'Cache-Control': file.heads.identity['Cache-Control']! });
      return void res.end();
    }
    if (wanted) {
      const { start, end } = wanted;
      res.writeHead(206, { ...file.heads.identity, 'Content-Range': `bytes ${start}-${end}/${size}`, 'Content-Length': String(end - start + 1) });
      return void res.end(head ? undefined : file.bodies.identity.subarray(start, end + 1));
    }
  }
  const encoding = chooseEncoding(req.headers['accept-encoding'], file.bodies);
  const headers = file.heads[encoding]!;
  if ((req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined) && notModified(req.headers, file.etags[encoding]!, file.lastModified)) {
    res.writeHead(304, { ETag: headers.ETag!, 'Cache-Control': headers['Cache-Control']!, 'Last-Modified': file.lastModified, ...(headers.Vary ? { Vary: headers.Vary } : {}) });
    return void res.end();
  }
  res.writeHead(200, headers);
  res.end(head ? undefined : file.bodies[encoding]);
}

/** Answers GET and HEAD of a file in `table` from memory; everything else goes to `next`. */
export function staticFilesHandler(table: StaticTable, next: NodeHandler): NodeHandler {
  return (req, res) => {
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return next(req, res);
    const file = lookup(table, req.url ?? '/');
    if (!file) return next(req, res);
    sendFile(req, res, file);
  };
}
