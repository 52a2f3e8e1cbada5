// Web Push end to end (docs/rules/push.md). A member turns push reminders on from /settings with
// Chromium; the server stores the subscription; a practice's reminder job runs in its hour and sends
// through `web-push` with our VAPID key to a push service on this machine, which checks the signature
// and decrypts the message with the subscription's keys (RFC 8291): the expected text arrives. The
// service worker then shows that very message as a notification (delivered by the DevTools protocol,
// as a push service would). Turning push off forgets the device. A browser that blocks our
// notifications is told how to allow them again. Turning on from a practice's reminder works the same,
// and logging out ends push on the browser. Axe and both widths on each state.
//
// Only the piece outside this machine is replaced: Chromium's pushManager.subscribe would ask Google's
// push service for an endpoint. An init script answers it with a subscription whose endpoint is the
// local service and whose keys were made by this test, and records the applicationServerKey the page
// passed, which must be our VAPID key. Everything on our side is real.
import fs from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { startLocalPushService, type LocalPushService, type PushDeviceKeys } from '../helpers/push-service.ts';
import { bothWidths } from './support/authoring.ts';
import { expect, expectNoAxeViolations, newMember, signIn, test } from './support/fixtures.ts';
import { runJobsAt } from './support/jobs-at.ts';
import { seededEnv, startServer, type ServerProcess } from './support/server-process.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399) + 134;
let server: ServerProcess | undefined;
let env: Record<string, string>;
let push: LocalPushService;

test.beforeAll(async () => {
  push = await startLocalPushService();
});
test.afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  if (env?.DATA_DIR) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  await push?.close();
});

/** Stands in for the browser's push service registration: a subscription to the local service with the test's keys. */
async function fakePushService(context: BrowserContext, device: PushDeviceKeys): Promise<void> {
  await context.addInitScript((d) => {
    const stored = () => localStorage.getItem('test-push-subscribed') === '1';
    const subscription = (key: ArrayBuffer | null) => ({
      endpoint: d.endpoint,
      expirationTime: null,
      options: { applicationServerKey: key, userVisibleOnly: true },
      getKey: () => null,
      toJSON: () => ({ endpoint: d.endpoint, expirationTime: null, keys: d.keys }),
      unsubscribe: async () => {
        localStorage.removeItem('test-push-subscribed');
        return true;
      },
    });
    const keyOf = () => {
      const text = localStorage.getItem('test-push-key');
      return text ? new Uint8Array(JSON.parse(text) as number[]).buffer : null;
    };
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = new Uint8Array(options!.applicationServerKey as ArrayBuffer);
      localStorage.setItem('test-push-key', JSON.stringify([...key]));
      localStorage.setItem('test-push-subscribed', '1');
      return subscription(keyOf()) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return (stored() ? subscription(keyOf()) : null) as unknown as PushSubscription | null;
    };
  }, device);
}

async function stopServer(): Promise<void> {
  server!.child.kill('SIGTERM');
  expect(await server!.exited).toBe(0);
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: 'Push reminders on this device' });

async function openSettings(page: Page): Promise<void> {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Push reminders' })).toBeVisible();
}

test('a member turns push on in /settings, a practice reminder arrives decrypted at the push service, the worker shows it, and turning off forgets the device', async ({ browser }) => {
  test.setTimeout(240_000);
  env = await seededEnv({ WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' });
  server = await startServer(PORT, env);
  const device = push.newDevice();
  const context = await browser.newContext({ baseURL: server.url, permissions: ['notifications'], serviceWorkers: 'allow', timezoneId: 'UTC' });
  await fakePushService(context, device);
  const page = await context.newPage();
  const who = await newMember(page, 'Pusher');
  const { token } = await signIn(page, who);
  const auth = { Authorization: `Bearer ${token}` };

  // A practice with a reminder in the coming hour (the member's zone is UTC until the browser says otherwise).
  const at = new Date(Date.now() + 3_600_000);
  at.setUTCMinutes(5, 0, 0);
  const reminder = `${String(at.getUTCHours()).padStart(2, '0')}:00`;
  expect((await page.request.put('/v1/auth/timezone', { headers: auth, data: { time_zone: 'UTC' } })).status()).toBe(200);
  const made = await page.request.post('/v1/auth/practices', { headers: auth, data: { name: 'Evening walk', target_days: 3, reminder_time: reminder } });
  expect(made.status(), await made.text()).toBe(201);
  const practiceId = ((await made.json()) as { data: { id: number } }).data.id;
  // Its page offers push beside the reminder, asking nothing until clicked.
  await page.goto(`/practices/${practiceId}`);
  await expect(page.getByRole('status').filter({ hasText: 'Push reminders on this device: off' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send reminders to this device' })).toBeVisible();
  await bothWidths(page, 'push-practice-offer');
  // Which types may come as a push is chosen with the other channels.
  await page.goto('/notification-settings');
  await expect(page.getByRole('checkbox', { name: 'As a push' })).toHaveCount(3);
  await bothWidths(page, 'push-notification-settings');

  // Nothing is asked on load: the device is off until the member clicks.
  await openSettings(page);
  await expect(status(page)).toContainText('Push reminders on this device: off');
  await bothWidths(page, 'push-settings-off');
  await page.getByRole('button', { name: 'Turn on push reminders' }).click();
  await expect(status(page)).toContainText('Push reminders on this device: on');
  await expect(status(page)).toContainText('Push reminders are on for this device.');
  await bothWidths(page, 'push-settings-on');

  // The page subscribed with our VAPID key, and the server keeps this device.
  const list = (await (await page.request.get('/v1/auth/push-subscriptions', { headers: auth })).json()) as { data: Array<{ endpoint: string; device: string }>; meta: { public_key: string } };
  expect(list.data).toEqual([expect.objectContaining({ endpoint: device.endpoint, device: 'Chrome on Linux' })]);
  const usedKey = await page.evaluate(() => localStorage.getItem('test-push-key'));
  expect(Buffer.from(JSON.parse(usedKey!) as number[]).toString('base64url')).toBe(list.meta.public_key);

  // The practice's page knows this device has push now.
  await page.goto(`/practices/${practiceId}`);
  await expect(page.getByRole('status').filter({ hasText: 'Push reminders on this device: on' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn off on this device' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The reminder's hour comes: the scan queues it, the job notifies, the push job sends.
  await stopServer();
  expect(await runJobsAt(at, env, 'practice-reminders')).toContain('practice-reminders and the jobs due run');
  expect(push.refused).toEqual([]);
  const arrived = push.received.filter((r) => r.device === device.id);
  expect(arrived).toHaveLength(1);
  const message = JSON.parse(arrived[0]!.text) as { title: string; body: string; link: string; tag: string };
  expect(message).toMatchObject({ title: 'Time for “Evening walk”', body: 'A few quiet minutes for your practice. Check in from your dashboard when you are done.', link: '/dashboard' });
  expect(arrived[0]!.vapidKey).toBe(list.meta.public_key);

  // The service worker shows that message, as it would on the push service's delivery.
  server = await startServer(PORT, env);
  await openSettings(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cdp = await context.newCDPSession(page);
  const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...(e.registrations as typeof registrations)));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.find((r) => r.scopeURL === `${server!.url}/` && !r.isDeleted)).toBeTruthy();
  const registrationId = registrations.find((r) => r.scopeURL === `${server!.url}/` && !r.isDeleted)!.registrationId;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.url, registrationId, data: arrived[0]!.text });
  await expect
    .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, link: (n.data as { link: string }).link }))))
    .toEqual([{ title: message.title, body: message.body, link: '/dashboard' }]);

  // Turning off forgets the device on the server and in the browser.
  await page.getByRole('button', { name: 'Turn off on this device' }).click();
  await expect(status(page)).toContainText('Push reminders on this device: off');
  const after = (await (await page.request.get('/v1/auth/push-subscriptions', { headers: auth })).json()) as { data: unknown[] };
  expect(after.data).toEqual([]);

  // On again, from the practice's reminder this time; logging out ends push on this browser.
  await page.goto(`/practices/${practiceId}`);
  await page.getByRole('button', { name: 'Send reminders to this device' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Push reminders on this device: on' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('test-push-subscribed'))).toBe('1');
  await page.goto('/logout');
  await expect(page.getByText('You have been logged out')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('test-push-subscribed'))).toBeNull();
  await context.close();
});

test('a browser that blocks notifications is told how to allow them again, and one without push is told what it can do', async ({ browser, baseURL }) => {
  const blocked = await browser.newContext({ baseURL });
  await blocked.addInitScript(() => Object.defineProperty(Notification, 'permission', { get: () => 'denied' }));
  const page = await blocked.newPage();
  await signIn(page, await newMember(page, 'Blocked'));
  await openSettings(page);
  await expect(status(page)).toContainText('Push reminders on this device: blocked');
  await expect(page.getByText('set Notifications to Allow, then reload this page')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on push reminders' })).toHaveCount(0);
  await bothWidths(page, 'push-settings-blocked');
  await blocked.close();

  const without = await browser.newContext({ baseURL });
  await without.addInitScript(() => delete (window as { PushManager?: unknown }).PushManager);
  const other = await without.newPage();
  await signIn(other, await newMember(other, 'NoPush'));
  await openSettings(other);
  await expect(status(other)).toContainText('Push reminders on this device: not available');
  await expect(other.getByText('This browser cannot show push reminders.')).toBeVisible();
  await expectNoAxeViolations(other);
  await without.close();
});
