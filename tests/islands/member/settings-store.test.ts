// The settings stores against the real API: the billing address saved (the form shows what was
// stored) and removed, a refused address that changes nothing, and the profile saved with the
// session's user following it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $address, $notificationSettings, $profile, removeAddress, saveAddress, saveNotificationPreferences, saveProfile } from '../../../src/islands/member/settings/settings-store.ts';
import { $user } from '../../../src/stores/session.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { answered, routeFetchTo, signInAs, signOut, watch } from '../../helpers/browser-api.ts';
import { body } from '../../server/learning/factories.ts';

let ctx: TestContext;
let restoreFetch: () => void;
let member: { id: number; token: string };

const ADDRESS = { line1: '1 Garden Row', line2: '', city: 'Bath', region: '', postcode: 'BA1 1AA', country: 'GB' };
const addressOf = async () => (await body(await ctx.api('GET', '/v1/auth/address/default', { token: member.token }))).data;

beforeAll(async () => {
  ctx = await createTestContext({ seeded: false });
  restoreFetch = routeFetchTo(ctx);
  member = await ctx.member({ name: 'Ada Quiet' });
  await signInAs(ctx, member);
});

afterAll(async () => {
  signOut();
  restoreFetch();
  await ctx.close();
});

describe('settings stores', () => {
  it('saves the billing address, shows what was stored, and removes it', async () => {
    const view = watch($address);
    expect((await view.until(answered)).data?.data).toBeNull();
    await saveAddress(ADDRESS);
    expect($address.get().data?.data).toMatchObject({ line1: '1 Garden Row', city: 'Bath', country: 'GB' });
    expect(await addressOf()).toMatchObject({ line1: '1 Garden Row', postcode: 'BA1 1AA' });
    await removeAddress();
    expect($address.get().data?.data).toBeNull();
    expect(await addressOf()).toBeNull();
    view.stop();
  });

  it('a refused address gives the field errors and changes nothing', async () => {
    const view = watch($address);
    await view.until(answered);
    await expect(saveAddress({ ...ADDRESS, postcode: '!!' })).rejects.toMatchObject({ status: 422, errors: { postcode: [expect.any(String)] } });
    expect($address.get().data?.data).toBeNull();
    expect(await addressOf()).toBeNull();
    view.stop();
  });

  it('saves the profile and the session’s user follows', async () => {
    const view = watch($profile);
    expect((await view.until(answered)).data?.data.name).toBe('Ada Quiet');
    const form = new FormData();
    form.set('name', 'Ada Calm');
    form.set('gender', '');
    await saveProfile(form);
    expect($profile.get().data?.data.name).toBe('Ada Calm');
    expect($user.get()?.name).toBe('Ada Calm');
    expect((await body(await ctx.api('GET', '/v1/auth/profile', { token: member.token }))).data.name).toBe('Ada Calm');
    view.stop();
  });

  it('saves the notification settings as the server stored them', async () => {
    const view = watch($notificationSettings);
    const loaded = (await view.until(answered)).data!.data;
    const key = Object.keys(loaded)[0] as keyof typeof loaded;
    const changed = { ...loaded, [key]: { ...loaded[key], in_app: !loaded[key].in_app } };
    const saved = await saveNotificationPreferences(changed);
    expect(saved[key].in_app).toBe(!loaded[key].in_app);
    expect($notificationSettings.get().data?.data).toEqual(saved);
    expect((await body(await ctx.api('GET', '/v1/auth/notification-settings', { token: member.token }))).data).toEqual(saved);
    view.stop();
  });
});
