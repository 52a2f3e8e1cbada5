// The signed-in devices store against the real API (docs/security.md, "Sessions and devices"): the
// list with this device first and marked, one other device signed out (its token refused at once and
// the list reloaded), then all the others, and a session that is not the member's refused with 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $devices, signOutDevice, signOutOtherDevices } from '../../../src/islands/member/settings/devices-store.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { answered, routeFetchTo, signInAs, signOut, watch } from '../../helpers/browser-api.ts';
import { body } from '../../server/learning/factories.ts';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

let ctx: TestContext;
let restoreFetch: () => void;
let member: Awaited<ReturnType<TestContext['member']>>;

const signInFrom = async (userAgent: string) =>
  (await body(await ctx.api('POST', '/v1/auth/login', { json: { email: member.email, password: member.password }, headers: { 'user-agent': userAgent } }))).data.token as string;

beforeAll(async () => {
  ctx = await createTestContext({ seeded: false });
  restoreFetch = routeFetchTo(ctx);
  member = await ctx.member({ name: 'Ada Devices' });
});

afterAll(async () => {
  signOut();
  restoreFetch();
  await ctx.close();
});

describe('devices store', () => {
  it('lists this device first and marks it; signs one other device out and reloads', async () => {
    const firefox = await signInFrom(FIREFOX);
    const safari = await signInFrom(SAFARI);
    await signInAs(ctx, { token: firefox });
    const view = watch($devices);
    const first = (await view.until(answered)).data!;
    expect(first.meta.total).toBe(3);
    expect(first.data[0]).toMatchObject({ device: 'Firefox on Windows', current: true });
    const iphone = first.data.find((s) => s.device === 'Safari on iOS')!;
    expect(await signOutDevice(iphone.id)).toBe('The device has been signed out.');
    const after = (await view.until((v) => answered(v) && v.data?.meta.total === 2)).data!;
    expect(after.data.map((s) => s.device)).not.toContain('Safari on iOS');
    expect((await ctx.api('GET', '/v1/auth/profile', { token: safari })).status).toBe(401);
    view.stop();
  });

  it('signs out all other devices and keeps this one', async () => {
    const view = watch($devices);
    await view.until(answered);
    expect(await signOutOtherDevices()).toMatchObject({ revoked: 1 });
    const after = (await view.until((v) => answered(v) && v.data?.meta.total === 1)).data!;
    expect(after.data).toEqual([expect.objectContaining({ current: true, device: 'Firefox on Windows' })]);
    expect((await ctx.api('GET', '/v1/auth/profile', { token: member.token })).status).toBe(401);
    view.stop();
  });

  it('someone else’s session is a 404 and stays signed in', async () => {
    const stranger = await ctx.member();
    const [own] = (await body(await ctx.api('GET', '/v1/auth/sessions', { token: stranger.token }))).data;
    await expect(signOutDevice(own.id)).rejects.toMatchObject({ status: 404 });
    expect((await ctx.api('GET', '/v1/auth/profile', { token: stranger.token })).status).toBe(200);
  });
});
