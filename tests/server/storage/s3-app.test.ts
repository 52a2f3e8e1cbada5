// The app on object storage: with S3_BUCKET set, uploads go to the bucket and come back through the
// API, lesson media stream from it with HTTP Range, and nothing lands in the media folder.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { DEMO_AUDIO, breathingBellWav } from '../../../src/server/demo/media.ts';
import { createS3Storage } from '../../../src/server/storage/s3.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { S3_TEST_CREDENTIALS, startLocalS3, type LocalS3 } from '../../helpers/s3-server.ts';
import { enrol, makeLearningCourse, writeDemoMedia } from '../learning/factories.ts';

let s3: LocalS3;
let t: TestContext;
const wav = breathingBellWav();

beforeAll(async () => {
  s3 = await startLocalS3();
  await s3.createBucket('wellspring-app');
  t = await createTestContext({ seeded: false, env: s3.env('wellspring-app') });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

async function bucketKeys(): Promise<string[]> {
  const { client } = createS3Storage({ bucket: 'wellspring-app', region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, ...S3_TEST_CREDENTIALS });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: 'wellspring-app' }));
  return (listed.Contents ?? []).map((o) => o.Key!);
}

describe('with S3_BUCKET set', () => {
  it('configures the bucket, not the folder', () => {
    expect(t.config.storage).toMatchObject({ kind: 's3', bucket: 'wellspring-app', forcePathStyle: true });
  });

  it('streams lesson media from the bucket, whole and by Range', async () => {
    const c = await makeLearningCourse(t.db);
    await writeDemoMedia(t.db, t.deps.storage);
    const m = await t.member();
    const enrolmentId = await enrol(t, m.token, c.course.id);
    const url = `/v1/courses/enrolled/${enrolmentId}/stream/audio/${DEMO_AUDIO}`;

    const whole = await t.api('GET', url, { token: m.token });
    expect(whole.status).toBe(200);
    expect(Number(whole.headers.get('content-length'))).toBe(wav.byteLength);
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(wav);

    const part = await t.api('GET', url, { token: m.token, headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${wav.byteLength}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(wav.slice(1000, 2000));
    expect(await bucketKeys()).toContain(`media/lessons/${DEMO_AUDIO}`);
  });

  it('keeps an uploaded avatar in the bucket and serves it back', async () => {
    const m = await t.member();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } }).png().toBuffer();
    const form = new FormData();
    form.append('name', 'Bucket Person');
    form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    form.append('_method', 'put');
    const res = await t.api('POST', '/v1/auth/profile', { token: m.token, body: form });
    expect(res.status).toBe(200);
    const avatarUrl = ((await res.json()) as { data: { avatar_url: string } }).data.avatar_url;
    const key = avatarUrl.replace('/v1/media/', '');
    expect(await bucketKeys()).toContain(key);
    const served = await t.api('GET', avatarUrl);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
    expect(fs.existsSync(t.config.mediaDir)).toBe(false);
  });

  it('streams a studio media upload into the bucket in parts, and keeps nothing of one over its limit', async () => {
    const admin = await t.member({ role: 'admin' });
    const MB = 1024 * 1024;
    // A 20 MB MP4 (three of the storage's 8 MB parts) and a 21 MB PDF (its kind's limit is 20 MB).
    const file = (head: string, size: number) => {
      const bytes = new Uint8Array(new ArrayBuffer(size));
      for (let i = 0; i < size; i += 1) bytes[i] = (i * 13 + 5) & 0xff;
      bytes.set(new TextEncoder().encode(head));
      return bytes;
    };
    const upload = (bytes: Uint8Array<ArrayBuffer>, name: string) => {
      const form = new FormData();
      form.append('file', new File([bytes], name));
      return t.api('POST', '/v1/admin/media', { token: admin.token, body: form });
    };
    const video = file('\u0000\u0000\u0000\u0020ftypisom', 20 * MB);
    const res = await upload(video, 'talk.mp4');
    expect(res.status).toBe(201);
    const stored = ((await res.json()) as { data: { url: string; byte_size: number } }).data;
    expect(stored.byte_size).toBe(20 * MB);
    expect(await bucketKeys()).toContain(`media/library/${stored.url.split('/').pop()}`);
    expect(Buffer.from(await (await t.api('GET', stored.url)).arrayBuffer()).equals(Buffer.from(video))).toBe(true);

    const before = await bucketKeys();
    const pdf = await upload(file('%PDF-1.4', 21 * MB), 'long.pdf');
    expect(pdf.status).toBe(422);
    expect(((await pdf.json()) as { errors: { file: string[] } }).errors.file[0]).toMatch(/^A PDF can be at most 20\.0 MB/);
    expect(await bucketKeys()).toEqual(before);
    expect(fs.existsSync(t.config.mediaDir)).toBe(false);
  }, 60_000);
});
