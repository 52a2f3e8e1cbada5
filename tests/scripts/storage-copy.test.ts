// `npm run storage:copy` moves a folder store into a bucket: every file, once, and again is a no-op.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyFolderToBucket } from '../../scripts/storage-copy.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createS3Storage } from '../../src/server/storage/s3.ts';
import { startLocalS3, S3_TEST_CREDENTIALS, type LocalS3 } from '../helpers/s3-server.ts';

let s3: LocalS3;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellspring-copy-'));
const media = path.join(dataDir, 'media');

beforeAll(async () => {
  s3 = await startLocalS3();
  await s3.createBucket('moved');
  for (const [file, text] of [['avatars/1-abc.webp', 'avatar'], ['media/lessons/bell.wav', 'RIFF....'], ['tasks/9/report.pdf', '%PDF-1.4']]) {
    fs.mkdirSync(path.dirname(path.join(media, file!)), { recursive: true });
    fs.writeFileSync(path.join(media, file!), text!);
  }
  fs.writeFileSync(path.join(media, '.DS_Store'), 'junk');
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('copies every file into the bucket under the same key, then finds nothing left to copy', async () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...s3.env('moved') });
  const lines: string[] = [];
  const first = await copyFolderToBucket(config, (l) => lines.push(l));
  expect(first).toEqual({ copied: 3, skipped: 0, refused: ['.DS_Store'] });
  expect(lines[0]).toBe(`Copied 3 files from ${media} to bucket moved; 0 were already there.`);

  const bucket = createS3Storage({ bucket: 'moved', region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, ...S3_TEST_CREDENTIALS });
  expect(Buffer.from((await bucket.get('tasks/9/report.pdf'))!).toString()).toBe('%PDF-1.4');
  expect(Buffer.from((await bucket.get('media/lessons/bell.wav'))!).toString()).toBe('RIFF....');

  const again = await copyFolderToBucket(config, () => undefined);
  expect(again).toMatchObject({ copied: 0, skipped: 3 });
  expect(fs.existsSync(path.join(media, 'avatars/1-abc.webp'))).toBe(true);
});

it('refuses to run without a bucket to copy into', async () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  await expect(copyFolderToBucket(config)).rejects.toThrow(/Set S3_BUCKET/);
});
