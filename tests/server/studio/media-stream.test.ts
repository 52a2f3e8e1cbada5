// The media upload streams (docs/rules/studio.md, "Media"; docs/security.md, "Request bodies"): the
// kind is read from the file's first bytes, the file is counted as it arrives and stopped at that
// kind's limit, and an accepted file goes to storage without being held whole. Large multipart
// bodies are generated as they are sent (a ReadableStream through app.request), so the only memory
// they can cost is what the server keeps; both a refused 200 MB image and an accepted 150 MB video
// must leave the process under 64 MB larger while they are handled.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_LIMITS } from '../../../src/lib/schemas/studio-media.ts';
import { mediaFiles } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';

const MB = 1024 * 1024;
const GROWTH_LIMIT = 64 * MB;
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// An MP4's first box: size, 'ftyp', brand 'isom'.
const MP4_HEAD = [0, 0, 0, 0x20, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0, ...new TextEncoder().encode('isomiso2avc1mp41')];

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['member']>>;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  admin = await t.member({ role: 'admin' });
});
afterAll(() => t.close());

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/**
 * A multipart body with one file of `size` bytes (`head`, then a fixed 1 MB pattern repeated) and an
 * alt field after it, generated as it is read. `sha256` is the file's hash; `pulled()` how many file
 * bytes were asked for.
 */
function multipart(head: number[], size: number, name: string, type: string) {
  const boundary = 'wellspring-test-boundary';
  const enc = new TextEncoder();
  const pattern = new Uint8Array(MB);
  for (let i = 0; i < pattern.length; i += 1) pattern[i] = (i * 31 + 7) & 0xff;
  const parts: Array<() => Uint8Array | null> = [];
  let pulled = 0;
  const first = new Uint8Array(Math.min(MB, size));
  first.set(pattern.subarray(0, first.length));
  first.set(head);
  const hash = createHash('sha256');
  for (let at = 0; at < size; at += MB) hash.update((at === 0 ? first : pattern).subarray(0, Math.min(MB, size - at)));
  parts.push(() => enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`));
  parts.push(() => {
    if (pulled >= size) return null;
    const chunk = (pulled === 0 ? first : pattern).subarray(0, Math.min(MB, size - pulled));
    pulled += chunk.length;
    return chunk;
  });
  parts.push(() => enc.encode(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nA long clip\r\n--${boundary}--\r\n`));
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      for (;;) {
        const part = parts[index];
        if (!part) return controller.close();
        const chunk = part();
        if (index !== 1) index += 1;
        if (chunk) return controller.enqueue(chunk);
        index += 1;
      }
    },
  });
  return { body, type: `multipart/form-data; boundary=${boundary}`, sha256: hash.digest('hex'), pulled: () => pulled };
}

/** Runs `fn` while sampling the process's memory; the largest growth of RSS and of array buffers. */
async function measured<T>(fn: () => T | Promise<T>): Promise<{ result: T; rssGrowth: number; buffersGrowth: number }> {
  gc();
  const before = process.memoryUsage();
  let peak = { rss: before.rss, arrayBuffers: before.arrayBuffers };
  const sample = () => {
    const m = process.memoryUsage();
    peak = { rss: Math.max(peak.rss, m.rss), arrayBuffers: Math.max(peak.arrayBuffers, m.arrayBuffers) };
  };
  const timer = setInterval(sample, 20);
  try {
    const result = await fn();
    sample();
    return { result, rssGrowth: peak.rss - before.rss, buffersGrowth: peak.arrayBuffers - before.arrayBuffers };
  } finally {
    clearInterval(timer);
  }
}

const send = (body: ReturnType<typeof multipart>) =>
  t.app.request('/v1/admin/media', { method: 'POST', headers: { authorization: `Bearer ${admin.token}`, 'content-type': body.type }, body: body.body, duplex: 'half' } as RequestInit, { clientAddress: '127.0.0.1' });

const libraryFiles = () => {
  const dir = path.join(t.config.mediaDir, 'media/library');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const rowCount = async () => (await t.db.select({ n: count() }).from(mediaFiles))[0]!.n;
const mb = (n: number) => `${(n / MB).toFixed(1)} MB`;

describe('uploads are streamed', () => {
  it('refuses a 200 MB file that starts like a PNG at the image limit, reading no further and holding none of it', async () => {
    const [filesBefore, rowsBefore] = [libraryFiles(), await rowCount()];
    const upload = multipart(PNG_HEAD, 200 * MB, 'big.png', 'image/png');
    const { result: res, rssGrowth, buffersGrowth } = await measured(() => send(upload));
    console.log(`refused 200 MB image: ${res.status} after ${mb(upload.pulled())} read; RSS +${mb(rssGrowth)}, array buffers +${mb(buffersGrowth)}`);
    expect(res.status).toBe(422);
    expect((await res.json()).errors.file[0]).toMatch(/^An image can be at most 10\.0 MB/);
    expect(upload.pulled()).toBeLessThanOrEqual(MEDIA_LIMITS.image + 4 * MB);
    expect(buffersGrowth).toBeLessThan(GROWTH_LIMIT);
    expect(rssGrowth).toBeLessThan(GROWTH_LIMIT);
    expect(libraryFiles()).toEqual(filesBefore);
    expect(await rowCount()).toBe(rowsBefore);
  });

  it('refuses a video over the video limit once it passes it, and keeps nothing of it', async () => {
    const filesBefore = libraryFiles();
    // Half a megabyte over: within the route's body limit (the largest kind plus 1 MB of form), so it is
    // the video's own limit that stops it.
    const upload = multipart(MP4_HEAD, MEDIA_LIMITS.video + MB / 2, 'long.mp4', 'video/mp4');
    const { result: res, rssGrowth, buffersGrowth } = await measured(() => send(upload));
    console.log(`refused ${mb(MEDIA_LIMITS.video + MB / 2)} video: ${res.status}; RSS +${mb(rssGrowth)}, array buffers +${mb(buffersGrowth)}`);
    expect(res.status).toBe(422);
    expect((await res.json()).errors.file[0]).toMatch(/^A video can be at most 200\.0 MB/);
    expect(buffersGrowth).toBeLessThan(GROWTH_LIMIT);
    expect(rssGrowth).toBeLessThan(GROWTH_LIMIT);
    expect(libraryFiles()).toEqual(filesBefore);
  });

  it('stores an accepted 150 MB video whole and byte for byte, without holding it', async () => {
    const upload = multipart(MP4_HEAD, 150 * MB, 'talk.mp4', 'video/mp4');
    const { result: res, rssGrowth, buffersGrowth } = await measured(() => send(upload));
    console.log(`accepted 150 MB video: ${res.status}; RSS +${mb(rssGrowth)}, array buffers +${mb(buffersGrowth)}`);
    expect(res.status).toBe(201);
    const file = (await res.json()).data;
    expect(file).toMatchObject({ kind: 'video', mime_type: 'video/mp4', original_name: 'talk.mp4', alt: 'A long clip', byte_size: 150 * MB });
    expect(buffersGrowth).toBeLessThan(GROWTH_LIMIT);
    expect(rssGrowth).toBeLessThan(GROWTH_LIMIT);
    const stored = path.join(t.config.mediaDir, 'media/library', file.url.split('/').pop());
    const hash = createHash('sha256');
    for await (const chunk of fs.createReadStream(stored)) hash.update(chunk as Buffer);
    expect(fs.statSync(stored).size).toBe(150 * MB);
    expect(hash.digest('hex')).toBe(upload.sha256);
    // Served back whole as well.
    const served = await t.api('GET', file.url, { headers: { range: 'bytes=0-31' } });
    expect(served.status).toBe(206);
    expect([...new Uint8Array(await served.arrayBuffer())]).toEqual(MP4_HEAD.slice(0, 32));
  }, 120_000);
});
