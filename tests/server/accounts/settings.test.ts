// Billing address and notification settings: each member sees and changes only their own.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressSchema, NOTIFICATION_TYPES, NotificationSettingsSchema } from '../../../src/lib/schemas/accounts.ts';
import { wantsNotification } from '../../../src/server/accounts/service/notification-settings.ts';
import { addresses, users } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { json } from './support.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const ADDRESS = { line1: '12 Willow Lane', line2: 'Flat 3', city: 'Bristol', region: 'Avon', postcode: 'bs1 4dj', country: 'gb' };

describe('/v1/auth/address/default', () => {
  it('answers 401 without a token on every method', async () => {
    expect((await t.api('GET', '/v1/auth/address/default')).status).toBe(401);
    expect((await t.api('PUT', '/v1/auth/address/default', { json: ADDRESS })).status).toBe(401);
    expect((await t.api('DELETE', '/v1/auth/address/default')).status).toBe(401);
  });

  it('starts empty, saves, reads back, updates in place and removes', async () => {
    const m = await t.member();
    expect((await json(await t.api('GET', '/v1/auth/address/default', { token: m.token }))).data).toBeNull();

    const saved = await t.api('PUT', '/v1/auth/address/default', { token: m.token, json: ADDRESS });
    expect(saved.status).toBe(200);
    const first = AddressSchema.parse((await json(saved)).data);
    expect(first).toMatchObject({ line1: '12 Willow Lane', line2: 'Flat 3', city: 'Bristol', region: 'Avon', postcode: 'BS1 4DJ', country: 'GB' });
    expect((await json(await t.api('GET', '/v1/auth/address/default', { token: m.token }))).data).toEqual(first);

    const updated = AddressSchema.parse((await json(await t.api('PUT', '/v1/auth/address/default', { token: m.token, json: { ...ADDRESS, line2: '', region: '' } }))).data);
    expect(updated.id).toBe(first.id);
    expect(updated).toMatchObject({ line2: null, region: null });
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, m.id))).toHaveLength(1);

    expect((await t.api('DELETE', '/v1/auth/address/default', { token: m.token })).status).toBe(200);
    expect((await json(await t.api('GET', '/v1/auth/address/default', { token: m.token }))).data).toBeNull();
  });

  // PGlite runs transactions one at a time; on PostgreSQL (TEST_DATABASE_URL) the two really overlap.
  it('keeps one address when two first saves race', async () => {
    const m = await t.member();
    const [a, b] = await Promise.all([
      t.api('PUT', '/v1/auth/address/default', { token: m.token, json: ADDRESS }),
      t.api('PUT', '/v1/auth/address/default', { token: m.token, json: { ...ADDRESS, city: 'Bath' } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, m.id))).toHaveLength(1);
  });

  it('accepts the multipart form the browser may send', async () => {
    const m = await t.member();
    const form = new FormData();
    for (const [k, v] of Object.entries(ADDRESS)) form.append(k, v);
    form.append('_method', 'put');
    const res = await t.api('POST', '/v1/auth/address/default', { token: m.token, body: form });
    expect(res.status).toBe(200);
    expect((await json(res)).data.city).toBe('Bristol');
  });

  it('answers 422 with an error beside each bad field', async () => {
    const m = await t.member();
    const res = await t.api('PUT', '/v1/auth/address/default', { token: m.token, json: { line1: ' ', city: '', postcode: '<script>', country: 'XX', region: 'r'.repeat(101) } });
    expect(res.status).toBe(422);
    const { errors } = await json(res);
    expect(errors.line1).toEqual(['Please enter the first address line.']);
    expect(errors.city).toEqual(['Please enter the town or city.']);
    expect(errors.postcode).toEqual(['The postcode may contain only letters, digits, spaces and hyphens.']);
    expect(errors.country).toEqual(['Please choose a country from the list.']);
    expect(errors.region).toEqual(['The region can be at most 100 characters.']);
    expect((await json(await t.api('GET', '/v1/auth/address/default', { token: m.token }))).data).toBeNull();
  });

  it('never shows or changes another member’s address', async () => {
    const a = await t.member();
    const b = await t.member();
    await t.api('PUT', '/v1/auth/address/default', { token: a.token, json: ADDRESS });
    expect((await json(await t.api('GET', '/v1/auth/address/default', { token: b.token }))).data).toBeNull();
    await t.api('PUT', '/v1/auth/address/default', { token: b.token, json: { ...ADDRESS, city: 'Leeds' } });
    await t.api('DELETE', '/v1/auth/address/default', { token: b.token });
    expect((await json(await t.api('GET', '/v1/auth/address/default', { token: a.token }))).data.city).toBe('Bristol');
  });
});

describe('/v1/auth/notification-settings', () => {
  it('answers 401 without a token', async () => {
    expect((await t.api('GET', '/v1/auth/notification-settings')).status).toBe(401);
    expect((await t.api('PUT', '/v1/auth/notification-settings', { json: {} })).status).toBe(401);
  });

  it('shows every type with its defaults, then stores the member’s choice', async () => {
    const m = await t.member();
    const defaults = NotificationSettingsSchema.parse((await json(await t.api('GET', '/v1/auth/notification-settings', { token: m.token }))).data);
    expect(Object.keys(defaults)).toEqual(NOTIFICATION_TYPES.map((x) => x.key));
    expect(defaults.messages).toEqual({ email: 'immediately', in_app: true, push: true });
    expect(defaults.news).toEqual({ email: 'off', in_app: false, push: false });

    const choice = { ...defaults, messages: { email: 'off', in_app: true, push: false }, news: { email: 'daily', in_app: false, push: false } };
    const res = await t.api('PUT', '/v1/auth/notification-settings', { token: m.token, json: choice });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toEqual(choice);
    expect((await json(await t.api('GET', '/v1/auth/notification-settings', { token: m.token }))).data).toEqual(choice);
    expect(await wantsNotification(t.db, m.id, 'messages', 'email')).toBe(false);
    expect(await wantsNotification(t.db, m.id, 'messages', 'in_app')).toBe(true);
    expect(await wantsNotification(t.db, m.id, 'news', 'email')).toBe(true);

    const other = await t.member();
    expect((await json(await t.api('GET', '/v1/auth/notification-settings', { token: other.token }))).data).toEqual(defaults);
  });

  it('reads settings stored before the daily digest (e-mail true/false) as immediately/off', async () => {
    const m = await t.member();
    await t.db.update(users).set({ notificationSettings: { messages: { email: false, inApp: true }, news: { email: true, inApp: false } } }).where(eq(users.id, m.id));
    const { data } = await json(await t.api('GET', '/v1/auth/notification-settings', { token: m.token }));
    expect(data.messages).toEqual({ email: 'off', in_app: true, push: true });
    expect(data.news).toEqual({ email: 'immediately', in_app: false, push: false });
    expect(data.reminders).toEqual({ email: 'off', in_app: true, push: true });
  });

  it('answers 422 for unknown types, missing types and values that are not one of the choices', async () => {
    const m = await t.member();
    const all = (await json(await t.api('GET', '/v1/auth/notification-settings', { token: m.token }))).data;
    const unknown = await t.api('PUT', '/v1/auth/notification-settings', { token: m.token, json: { ...all, spam: { email: true, in_app: true } } });
    expect(unknown.status).toBe(422);
    const { messages: _, ...missing } = all;
    const res = await t.api('PUT', '/v1/auth/notification-settings', { token: m.token, json: { ...missing, news: { email: true, in_app: 'yes' } } });
    expect(res.status).toBe(422);
    const { errors } = await json(res);
    expect(errors.messages).toBeDefined();
    expect(errors['news.email']).toEqual(['Choose immediately, daily or off.']);
    expect(errors['news.in_app']).toEqual(['Must be true or false.']);
  });
});
