// Lesson media on object storage: streamed through the instance, or a redirect to a presigned URL?
// (issue 18; docs/deploy.md, "Object storage"). A local s3rver holds a 4 MB file; a tiny HTTP server
// streams it through the storage interface the way the media route does, whole and by Range; the
// presigned path fetches the store directly after a signing step. Reports median time to the last byte
// over RUNS requests each. Run alone: `node tests/bench/storage-media.ts`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createS3Storage } from '../../src/server/storage/s3.ts';
import { S3_TEST_CREDENTIALS, startLocalS3 } from '../helpers/s3-server.ts';

const RUNS = Number(process.env.RUNS ?? 40);
const SIZE = 4 * 1024 * 1024;
const s3 = await startLocalS3();
await s3.createBucket('bench');
const storage = createS3Storage({ bucket: 'bench', region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, ...S3_TEST_CREDENTIALS });
await storage.put('media/lessons/video.bin', new Uint8Array(SIZE).fill(7));

const server = http.createServer(async (req, res) => {
  const range = req.headers.range ? { start: 1_000_000, end: 1_999_999 } : undefined;
  const stat = await storage.stat('media/lessons/video.bin');
  res.writeHead(range ? 206 : 200, { 'content-length': range ? range.end - range.start + 1 : stat!.size });
  Readable.fromWeb(storage.stream('media/lessons/video.bin', range) as never).pipe(res);
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const local = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function timed(fn: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const res = await fn();
  await res.arrayBuffer();
  return performance.now() - started;
}
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const rows: Array<[string, number]> = [];
for (const [name, fn] of [
  ['streamed through the instance, whole (4 MB)', () => fetch(`${local}/v`)],
  ['streamed through the instance, Range (1 MB)', () => fetch(`${local}/v`, { headers: { range: 'bytes=1000000-1999999' } })],
  ['presigned URL signed, then fetched from the store, whole', async () => fetch(await getSignedUrl(storage.client, new GetObjectCommand({ Bucket: 'bench', Key: 'media/lessons/video.bin' }), { expiresIn: 300 }))],
  ['presigned URL signed, then fetched from the store, Range', async () => fetch(await getSignedUrl(storage.client, new GetObjectCommand({ Bucket: 'bench', Key: 'media/lessons/video.bin' }), { expiresIn: 300 }), { headers: { range: 'bytes=1000000-1999999' } })],
] as const) {
  await timed(fn);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await timed(fn));
  rows.push([name, median(times)]);
}
console.log('| path | median to last byte |\n|---|---|');
for (const [name, ms] of rows) console.log(`| ${name} | ${ms.toFixed(1)} ms |`);
server.close();
storage.client.destroy();
await s3.close();
process.exit(0);
