// The storage interface behaves the same on both backends: a folder (the default) and an S3-compatible
// bucket (a local s3rver over HTTP). One table of cases runs against each.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../../src/server/storage/s3.ts';
import { createFolderStorage, type Storage } from '../../../src/server/storage/storage.ts';
import { S3_TEST_CREDENTIALS, startLocalS3, type LocalS3 } from '../../helpers/s3-server.ts';

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return Buffer.from(await new Response(stream).arrayBuffer()).toString('utf8');
}

const MB = 1024 * 1024;
/** Chunk `i` of a test stream: bytes that differ from chunk to chunk, so a misplaced part shows. */
const patternChunk = (i: number, size: number) => Uint8Array.from({ length: size }, (_, j) => (i * 7 + j) & 0xff);
/** `chunks` chunks of `size` bytes, made as they are read. */
const streamOf = (chunks: number, size: number) => {
  let i = 0;
  return new ReadableStream<Uint8Array>({ pull: (c) => (i < chunks ? c.enqueue(patternChunk(i++, size)) : c.close()) });
};

let s3: LocalS3;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wellspring-storage-'));
const backends: Record<string, () => Storage> = {};

beforeAll(async () => {
  s3 = await startLocalS3();
  await s3.createBucket('media');
  backends.s3 = () => createS3Storage({ bucket: 'media', region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, ...S3_TEST_CREDENTIALS });
  backends['s3 with a prefix'] = () => createS3Storage({ bucket: 'media', region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, prefix: 'site-a', ...S3_TEST_CREDENTIALS });
});
backends.folder = () => createFolderStorage(folder);

afterAll(async () => {
  await s3?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe.each(['folder', 's3', 's3 with a prefix'])('%s storage', (name) => {
  const storage = () => backends[name]!();

  it('stores bytes and text, and reads them back with their size', async () => {
    const store = storage();
    await store.put('avatars/1.webp', new Uint8Array([1, 2, 3, 4, 5]));
    await store.put('notes/hello.txt', 'héllo wörld');
    expect(Array.from((await store.get('avatars/1.webp'))!)).toEqual([1, 2, 3, 4, 5]);
    expect(Buffer.from((await store.get('notes/hello.txt'))!).toString('utf8')).toBe('héllo wörld');
    const stat = await store.stat('notes/hello.txt');
    expect(stat?.size).toBe(Buffer.byteLength('héllo wörld'));
    expect(stat?.modified).toBeInstanceOf(Date);
  });

  it('streams the whole file or an inclusive byte range', async () => {
    const store = storage();
    await store.put('media/lessons/count.txt', '0123456789abcdef');
    expect(await readAll(store.stream('media/lessons/count.txt'))).toBe('0123456789abcdef');
    expect(await readAll(store.stream('media/lessons/count.txt', { start: 2, end: 5 }))).toBe('2345');
    expect(await readAll(store.stream('media/lessons/count.txt', { start: 15, end: 15 }))).toBe('f');
  });

  it('overwrites a key, and a removed or unknown key reads as missing', async () => {
    const store = storage();
    await store.put('tasks/a.pdf', 'first');
    await store.put('tasks/a.pdf', 'second');
    expect(Buffer.from((await store.get('tasks/a.pdf'))!).toString()).toBe('second');
    await store.remove('tasks/a.pdf');
    expect(await store.get('tasks/a.pdf')).toBeNull();
    expect(await store.stat('tasks/a.pdf')).toBeNull();
    expect(await store.get('never/written.bin')).toBeNull();
    await expect(store.remove('never/written.bin')).resolves.toBeUndefined();
  });

  it('writes a stream of unknown length without holding it: small, and across several upload parts', async () => {
    const store = storage();
    expect(await store.putStream('media/library/small.bin', streamOf(3, 1000))).toBe(3000);
    expect(Buffer.from((await store.get('media/library/small.bin'))!)).toEqual(Buffer.concat([0, 1, 2].map((i) => patternChunk(i, 1000))));
    // 20 MB in 1 MB chunks: more than two of the S3 backend's 8 MB parts.
    const size = await store.putStream('media/library/large.bin', streamOf(20, MB));
    expect(size).toBe(20 * MB);
    expect((await store.stat('media/library/large.bin'))?.size).toBe(20 * MB);
    const back = Buffer.from(await new Response(store.stream('media/library/large.bin', { start: 9 * MB - 2, end: 9 * MB + 1 })).arrayBuffer());
    expect([...back]).toEqual([...patternChunk(8, MB).subarray(MB - 2), ...patternChunk(9, MB).subarray(0, 2)]);
  });

  it('leaves nothing under the key, nor beside it, when the stream fails part way', async () => {
    const store = storage();
    await store.put('media/library/kept.bin', 'an older file');
    const failing = (afterChunks: number) =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          if (afterChunks-- > 0) return controller.enqueue(patternChunk(afterChunks, MB));
          controller.error(new Error('the upload was over its limit'));
        },
      });
    await expect(store.putStream('media/library/failed.bin', failing(12))).rejects.toThrow(/over its limit/);
    expect(await store.stat('media/library/failed.bin')).toBeNull();
    await expect(store.putStream('media/library/kept.bin', failing(1))).rejects.toThrow(/over its limit/);
    expect(Buffer.from((await store.get('media/library/kept.bin'))!).toString()).toBe('an older file');
    if (name === 'folder') expect(fs.readdirSync(path.join(folder, 'media/library')).filter((f) => f.includes('failed') || f.includes('~'))).toEqual([]);
  });

  it('refuses a key that could climb out of its place', async () => {
    const store = storage();
    for (const key of ['../etc/passwd', 'a/../../b', '/absolute', 'a//b', '.hidden', '']) {
      await expect(store.put(key, 'x'), key).rejects.toThrow(/Unsafe storage key/);
      await expect(store.get(key), key).rejects.toThrow(/Unsafe storage key/);
    }
    expect(() => store.stream('../x')).toThrow(/Unsafe storage key/);
  });
});

it('a prefix keeps one site’s files apart from another’s in the same bucket', async () => {
  const plain = backends.s3!();
  const prefixed = backends['s3 with a prefix']!();
  await prefixed.put('shared/name.txt', 'from site a');
  expect(await plain.get('shared/name.txt')).toBeNull();
  expect(Buffer.from((await plain.get('site-a/shared/name.txt'))!).toString()).toBe('from site a');
});
