// Web Push (docs/rules/push.md): the member's devices (turn on, again, the cap, moving, turn off,
// someone else's), the endpoint rules, the push channel in the settings, and delivery: a practice
// reminder reaches every device through the local push service, which checks the VAPID signature and
// decrypts it with the device's keys (RFC 8291); a device the service reports gone (404/410) is
// removed, another failure retries; cancelling removes the devices and the export lists them.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, practices, pushSubscriptions, users } from '../../../src/server/db/schema/index.ts';
import { createWorker, enqueue } from '../../../src/server/jobs/index.ts';
import { MAX_PUSH_DEVICES, NOTIFICATION_JOBS, notify, PUSH_JOB, pushEndpointProblem } from '../../../src/server/notifications/service/index.ts';
import { PRACTICE_JOBS, PRACTICE_REMINDER_JOB } from '../../../src/server/practices/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { startLocalPushService, type LocalPushService } from '../../helpers/push-service.ts';

let t: TestContext;
let push: LocalPushService;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  push = await startLocalPushService();
});
afterAll(async () => {
  await push.close();
  await t.close();
});

const json = async (res: Response) => (await res.json()) as any;
const subscribe = (token: string, body: unknown) => t.api('POST', '/v1/auth/push-subscriptions', { token, json: body });
const devicesOf = (userId: number) => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
const work = () => createWorker({ deps: t.deps, definitions: [...NOTIFICATION_JOBS, ...PRACTICE_JOBS] }).drain();

describe('the member’s devices', () => {
  it('lists none with the VAPID key, turns a device on (201), again (200), and off (204)', async () => {
    const m = await t.member();
    const empty = await json(await t.api('GET', '/v1/auth/push-subscriptions', { token: m.token }));
    expect(empty).toEqual({ data: [], meta: { public_key: t.config.vapid.publicKey, max_devices: MAX_PUSH_DEVICES } });
    expect(Buffer.from(t.config.vapid.publicKey, 'base64url')).toHaveLength(65);

    const phone = push.newDevice();
    const first = await subscribe(m.token, { endpoint: phone.endpoint, keys: phone.keys, device: 'Chrome on Android' });
    expect(first.status).toBe(201);
    const device = (await json(first)).data;
    expect(device).toMatchObject({ endpoint: phone.endpoint, device: 'Chrome on Android', last_sent_at: null });
    const again = await subscribe(m.token, { endpoint: phone.endpoint, keys: phone.keys });
    expect(again.status).toBe(200);
    expect((await json(again)).data.id).toBe(device.id);
    expect((await json(await t.api('GET', '/v1/auth/push-subscriptions', { token: m.token }))).data).toHaveLength(1);

    const other = await t.member();
    expect((await t.api('DELETE', `/v1/auth/push-subscriptions/${device.id}`, { token: other.token })).status).toBe(404);
    expect((await t.api('DELETE', `/v1/auth/push-subscriptions/${device.id}`)).status).toBe(401);
    expect((await t.api('GET', '/v1/auth/push-subscriptions')).status).toBe(401);
    expect(await devicesOf(m.id)).toHaveLength(1);
    expect((await t.api('DELETE', `/v1/auth/push-subscriptions/${device.id}`, { token: m.token })).status).toBe(204);
    expect(await devicesOf(m.id)).toHaveLength(0);
    expect((await t.api('DELETE', `/v1/auth/push-subscriptions/${device.id}`, { token: m.token })).status).toBe(404);
  });

  it('refuses bad subscriptions with field errors', async () => {
    const m = await t.member();
    const good = push.newDevice();
    for (const [body, field] of [
      [{ endpoint: 'http://push.example.com/x', keys: good.keys }, 'endpoint'],
      [{ endpoint: 'not a url', keys: good.keys }, 'endpoint'],
      [{ endpoint: good.endpoint, keys: { ...good.keys, p256dh: 'short' } }, 'keys.p256dh'],
      [{ endpoint: good.endpoint, keys: { p256dh: good.keys.p256dh } }, 'keys.auth'],
      [{ endpoint: good.endpoint, keys: good.keys, device: 'x'.repeat(201) }, 'device'],
      [{ keys: good.keys }, 'endpoint'],
    ] as const) {
      const res = await subscribe(m.token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys((await json(res)).errors)).toContain(field);
    }
    expect(await devicesOf(m.id)).toHaveLength(0);
  });

  it('takes https push services, and plain http or inner addresses only where allowed', () => {
    expect(pushEndpointProblem('https://fcm.googleapis.com/fcm/send/abc', false)).toBeNull();
    expect(pushEndpointProblem('https://updates.push.services.mozilla.com/wpush/v2/abc', false)).toBeNull();
    expect(pushEndpointProblem('http://127.0.0.1:9999/push/1', false)).toMatch(/https/);
    expect(pushEndpointProblem('https://127.0.0.1/push/1', false)).toMatch(/inside our own network/);
    expect(pushEndpointProblem('https://10.0.0.8/push/1', false)).toMatch(/inside our own network/);
    expect(pushEndpointProblem('https://localhost/push/1', false)).toMatch(/inside our own network/);
    expect(pushEndpointProblem('https://user:pw@push.example.com/x', false)).not.toBeNull();
    expect(pushEndpointProblem('http://127.0.0.1:9999/push/1', true)).toBeNull();
    expect(pushEndpointProblem('http://push.example.com/x', true)).toMatch(/https/);
  });

  it('keeps at most the cap per member (a new device replaces the oldest), and a browser signing in as someone else moves to them', async () => {
    const m = await t.member();
    const made = [];
    for (let i = 0; i <= MAX_PUSH_DEVICES; i++) {
      const d = push.newDevice();
      made.push(d);
      expect((await subscribe(m.token, { endpoint: d.endpoint, keys: d.keys })).status).toBe(201);
    }
    const kept = await devicesOf(m.id);
    expect(kept).toHaveLength(MAX_PUSH_DEVICES);
    expect(kept.map((d) => d.endpoint)).not.toContain(made[0]!.endpoint);

    const other = await t.member();
    expect((await subscribe(other.token, { endpoint: made[1]!.endpoint, keys: made[1]!.keys })).status).toBe(201);
    expect((await devicesOf(m.id)).map((d) => d.endpoint)).not.toContain(made[1]!.endpoint);
    expect((await devicesOf(other.id)).map((d) => d.endpoint)).toEqual([made[1]!.endpoint]);
  });
});

describe('the push channel in the notification settings', () => {
  it('offers push for messages, mentoring and reminders, keeps it when a save leaves it out, and never for other types', async () => {
    const m = await t.member();
    const settings = (await json(await t.api('GET', '/v1/auth/notification-settings', { token: m.token }))).data;
    expect(settings.reminders).toEqual({ email: 'off', in_app: true, push: true });
    expect(settings.achievements.push).toBe(false);
    const off = { ...settings, reminders: { email: 'off', in_app: true, push: false }, achievements: { ...settings.achievements, push: true } };
    const saved = (await json(await t.api('PUT', '/v1/auth/notification-settings', { token: m.token, json: off }))).data;
    expect(saved.reminders.push).toBe(false);
    expect(saved.achievements.push).toBe(false);
    const withoutPush = Object.fromEntries(Object.entries(saved).map(([k, v]: [string, any]) => [k, { email: v.email, in_app: v.in_app }]));
    const again = (await json(await t.api('PUT', '/v1/auth/notification-settings', { token: m.token, json: withoutPush }))).data;
    expect(again.reminders.push).toBe(false);
    expect(again.messages.push).toBe(true);
    const bad = await t.api('PUT', '/v1/auth/notification-settings', { token: m.token, json: { ...saved, messages: { ...saved.messages, push: 'yes' } } });
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors['messages.push']).toEqual(['Must be true or false.']);
  });
});

describe('delivery', () => {
  async function memberWithDevices(n: number) {
    const m = await t.member();
    const devices = [];
    for (let i = 0; i < n; i++) {
      const d = push.newDevice();
      await subscribe(m.token, { endpoint: d.endpoint, keys: d.keys, device: `Device ${i + 1}` });
      devices.push(d);
    }
    return { m, devices };
  }

  it('sends a practice reminder to each device, signed with our VAPID key and readable only with that device’s keys', async () => {
    const { m, devices } = await memberWithDevices(2);
    const [p] = await t.db.insert(practices).values({ userId: m.id, name: 'Evening walk', targetDays: 3, reminderTime: '19:00' }).returning();
    await enqueue(t.db, PRACTICE_REMINDER_JOB, { practiceId: p!.id, day: '2026-11-29' }, { key: `practice-reminder:${p!.id}:2026-11-29` });
    await work();
    const mine = push.received.filter((r) => devices.some((d) => d.id === r.device));
    expect(mine.map((r) => r.device).sort()).toEqual(devices.map((d) => d.id).sort());
    for (const r of mine) {
      expect(JSON.parse(r.text)).toEqual({ title: 'Time for “Evening walk”', body: 'A few quiet minutes for your practice. Check in from your dashboard when you are done.', link: '/dashboard', tag: `${m.id}:practice-reminder:${p!.id}:2026-11-29` });
      expect(r.vapidKey).toBe(t.config.vapid.publicKey);
      expect(r.ttl).toBe('86400');
    }
    expect((await devicesOf(m.id)).every((d) => d.lastSentAt instanceof Date)).toBe(true);
    // A rerun of the reminder sends nothing twice (the dedupe key and the job keys).
    await t.db.transaction((tx) => notify(tx, { userId: m.id, type: 'reminders', text: () => ({ title: 'Time for “Evening walk”' }), dedupeKey: `practice-reminder:${p!.id}:2026-11-29`, push: true }));
    await work();
    expect(push.received.filter((r) => devices.some((d) => d.id === r.device))).toHaveLength(2);
    // Nothing secret is logged: no endpoint, no key.
    const logged = t.logLines.join('\n');
    for (const d of devices) {
      expect(logged).not.toContain(d.id);
      expect(logged).not.toContain(d.keys.auth);
    }
  });

  it('follows the settings: push off for the type, a type that never pushes, or a caller that did not ask, queue nothing', async () => {
    const { m } = await memberWithDevices(1);
    const pushJobs = async () => (await t.db.select().from(jobs).where(eq(jobs.name, PUSH_JOB))).filter((j) => (j.key ?? '').includes(`:${m.id}:`));
    expect((await t.db.transaction((tx) => notify(tx, { userId: m.id, type: 'achievements', text: () => ({ title: 'A badge' }), push: true }))).pushed).toBe(0);
    expect((await t.db.transaction((tx) => notify(tx, { userId: m.id, type: 'mentoring', text: () => ({ title: 'A recommendation' }) }))).pushed).toBe(0);
    await t.db.update(users).set({ notificationSettings: { reminders: { email: 'off', inApp: true, push: false } } }).where(eq(users.id, m.id));
    expect((await t.db.transaction((tx) => notify(tx, { userId: m.id, type: 'reminders', text: () => ({ title: 'Not pushed' }), dedupeKey: 'r1', push: true }))).pushed).toBe(0);
    expect(await pushJobs()).toHaveLength(0);
    // Turned off after the job was queued: the job reads the settings again and sends nothing.
    expect((await t.db.transaction((tx) => notify(tx, { userId: m.id, type: 'messages', text: () => ({ title: 'A new message' }), dedupeKey: 'm1', push: true }))).pushed).toBe(1);
    await t.db.update(users).set({ notificationSettings: { messages: { email: 'off', inApp: true, push: false } } }).where(eq(users.id, m.id));
    const before = push.received.length;
    await work();
    expect(push.received.length).toBe(before);
  });

  it('removes a device the push service reports gone (410 or 404), and retries other failures', async () => {
    const { m, devices } = await memberWithDevices(3);
    const [gone, unknownLater, flaky] = devices as [typeof devices[0], typeof devices[0], typeof devices[0]];
    push.answer = (id) => (id === gone.id ? 410 : id === flaky.id ? 503 : 201);
    // The second device's endpoint no longer exists at the service: a 404.
    await t.db.update(pushSubscriptions).set({ endpoint: `${push.url}/push/ffffffffffffffff` }).where(eq(pushSubscriptions.endpoint, unknownLater.endpoint));
    await t.db.transaction((tx) => notify(tx, { userId: m.id, type: 'messages', text: () => ({ title: 'A new message from Ada' }), dedupeKey: 'messages:gone-test', push: true }));
    await work();
    push.answer = () => 201;
    const left = await devicesOf(m.id);
    expect(left.map((d) => d.endpoint)).toEqual([flaky.endpoint]);
    const [retry] = await t.db.select().from(jobs).where(and(eq(jobs.name, PUSH_JOB), eq(jobs.key, `push:${left[0]!.id}:${m.id}:messages:gone-test`)));
    expect(retry).toMatchObject({ attempts: 1, doneAt: null, failedAt: null });
    expect(retry!.lastError).toContain('503');
    expect(retry!.lastError).not.toContain(flaky.id);
  });

  it('cancelling the account removes the devices; the export lists them without keys', async () => {
    const { m, devices } = await memberWithDevices(1);
    const exported = await json(await t.api('GET', '/v1/auth/export', { token: m.token }));
    expect(exported.push_devices).toEqual([{ device: 'Device 1', endpoint: devices[0]!.endpoint, created_at: expect.any(String), last_sent_at: null }]);
    expect(JSON.stringify(exported)).not.toContain(devices[0]!.keys.auth);
    expect((await t.api('POST', '/v1/auth/account/cancel', { token: m.token, json: { password: m.password } })).status).toBe(200);
    expect(await devicesOf(m.id)).toHaveLength(0);
  });
});
