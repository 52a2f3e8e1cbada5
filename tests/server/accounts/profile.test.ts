// The member's profile: reading it, changing name and gender, uploading, serving and removing the avatar.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserSchema } from '../../../src/lib/schemas/accounts.ts';
import { DEFAULT_AVATAR } from '../../../src/lib/paths.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { image, json } from './support.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** A multipart PUT the way the browser's API client sends it: POST with _method=put. */
function formPut(token: string, fields: Record<string, string | Blob>, fileName = 'me.png') {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v instanceof Blob) form.append(k, v, fileName);
    else form.append(k, v);
  }
  form.append('_method', 'put');
  return t.api('POST', '/v1/auth/profile', { token, body: form });
}

const avatarFiles = () => {
  const dir = path.join(t.config.mediaDir, 'avatars');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('GET /v1/auth/profile', () => {
  it('answers 401 without a token and the member with one', async () => {
    expect((await t.api('GET', '/v1/auth/profile')).status).toBe(401);
    const m = await t.member({ name: 'Pia Profile' });
    const res = await t.api('GET', '/v1/auth/profile', { token: m.token });
    expect(res.status).toBe(200);
    const user = UserSchema.parse((await json(res)).data);
    expect(user).toMatchObject({ id: m.id, name: 'Pia Profile', email: m.email, avatar_url: DEFAULT_AVATAR, gender: null });
  });
});

describe('PUT /v1/auth/profile', () => {
  it('changes name and gender from JSON', async () => {
    const m = await t.member();
    const res = await t.api('PUT', '/v1/auth/profile', { token: m.token, json: { name: '  Renamed Person ', gender: 2 } });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({ id: m.id, name: 'Renamed Person', gender: 2 });
    expect((await json(await t.api('GET', '/v1/auth/profile', { token: m.token }))).data.name).toBe('Renamed Person');
  });

  it('answers 401 without a token and 422 with field errors for bad input', async () => {
    expect((await t.api('PUT', '/v1/auth/profile', { json: { name: 'X', gender: 1 } })).status).toBe(401);
    const m = await t.member();
    const res = await t.api('PUT', '/v1/auth/profile', { token: m.token, json: { name: '', gender: 3 } });
    expect(res.status).toBe(422);
    const { errors } = await json(res);
    expect(errors.name).toEqual(['Please enter your name.']);
    expect(errors.gender).toEqual(['Please choose one of the listed options.']);
  });

  it('stores an uploaded avatar resized to 256x256 and serves it publicly with a long cache', async () => {
    const m = await t.member();
    const res = await formPut(m.token, { name: 'Ava Tar', gender: '1', avatar: new Blob([await image('jpeg', 900, 500)], { type: 'image/jpeg' }) }, 'me.jpg');
    expect(res.status).toBe(200);
    const user = UserSchema.parse((await json(res)).data);
    expect(user).toMatchObject({ name: 'Ava Tar', gender: 1 });
    expect(user.avatar_url).toMatch(new RegExp(`^/v1/media/avatars/${m.id}-[A-Za-z0-9_-]+\\.webp$`));

    const served = await t.api('GET', user.avatar_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });

  it('replaces the old image file on a new upload and removes it on remove_avatar', async () => {
    const m = await t.member();
    const first = UserSchema.parse((await json(await formPut(m.token, { name: 'Swap', avatar: new Blob([await image('png')], { type: 'image/png' }) }))).data);
    const second = UserSchema.parse((await json(await formPut(m.token, { name: 'Swap', avatar: new Blob([await image('webp')], { type: 'image/webp' }) }, 'me.webp'))).data);
    expect(second.avatar_url).not.toBe(first.avatar_url);
    expect((await t.api('GET', first.avatar_url)).status).toBe(404);
    expect(avatarFiles()).toContain(path.basename(second.avatar_url));

    const removed = await t.api('PUT', '/v1/auth/profile', { token: m.token, json: { name: 'Swap', gender: null, remove_avatar: true } });
    expect((await json(removed)).data.avatar_url).toBe(DEFAULT_AVATAR);
    expect(avatarFiles()).not.toContain(path.basename(second.avatar_url));
  });

  it('refuses a file that is not a PNG, JPEG or WebP image, whatever it claims to be', async () => {
    const m = await t.member();
    const fake = await formPut(m.token, { name: 'Fake', avatar: new Blob(['GIF89a not really an image'], { type: 'image/png' }) });
    expect(fake.status).toBe(422);
    expect((await json(fake)).errors.avatar).toHaveLength(1);
    const gif = await formPut(m.token, { name: 'Gif', avatar: new Blob([await image('gif', 10, 10)], { type: 'image/gif' }) }, 'a.gif');
    expect(gif.status).toBe(422);
    expect((await json(gif)).errors.avatar).toEqual(['Please choose a PNG, JPEG or WebP image.']);
    expect((await json(await t.api('GET', '/v1/auth/profile', { token: m.token }))).data.avatar_url).toBe(DEFAULT_AVATAR);
  });

  it('refuses an image over 5 MB', async () => {
    const m = await t.member();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(await image('png'));
    const res = await formPut(m.token, { name: 'Big', avatar: new Blob([big], { type: 'image/png' }) });
    expect(res.status).toBe(422);
    expect((await json(res)).errors.avatar).toEqual(['The image can be at most 5 MB.']);
  });
});

describe('GET /v1/media/avatars/{file}', () => {
  it('answers 404 for unknown or malformed names, never reading outside the avatars folder', async () => {
    expect((await t.api('GET', '/v1/media/avatars/1-doesnotexist123.webp')).status).toBe(404);
    expect((await t.api('GET', '/v1/media/avatars/..%2F..%2Fapp-secret')).status).toBe(404);
    expect((await t.api('GET', '/v1/media/avatars/notes.txt')).status).toBe(404);
  });
});
