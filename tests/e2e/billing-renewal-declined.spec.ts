// A renewal with a declining card, a month ahead (docs/rules/commerce.md, "Failed renewals"): a
// member subscribes with the sandbox card that pays once and declines renewals; the server is stopped
// and the jobs run as if the clock read a month on (tests/e2e/support/run-jobs-at.ts), then the
// member's /billing shows the declined renewal with its reason, the next try and the last day of
// access; a day later the job's retry is declined again and /billing lists both tries with the next
// try moved on; paying now with another card makes the membership active again.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, newMember, payWithTestCard, signIn, test } from './support/fixtures.ts';
import { runJobsAt } from './support/jobs-at.ts';
import { seededEnv, startServer, type ServerProcess } from './support/server-process.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399) + 103;
const DAY = 86_400_000;
let server: ServerProcess | undefined;
let env: Record<string, string>;

test.afterAll(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  if (env?.DATA_DIR) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
});

async function stopServer(): Promise<void> {
  server!.child.kill('SIGTERM');
  expect(await server!.exited).toBe(0);
}

async function openBilling(page: Page): Promise<void> {
  await page.goto('/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
}

const dateOf = (iso: string | null) => (iso ? iso.slice(0, 10) : null);

test('a declined renewal shows on /billing with its reason, is retried by the job a day later, and is paid now with another card', async ({ browser }) => {
  test.setTimeout(240_000);
  env = await seededEnv();
  server = await startServer(PORT, env);
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const who = await newMember(page, 'Renewer');
  const { token } = await signIn(page, who);

  // Subscribes with the card that pays the first period and declines every renewal.
  const plans = (await (await page.request.get('/v1/subscriptions')).json()) as { data: Array<{ id: number; slug: string }> };
  const monthly = plans.data.find((p) => p.slug === 'membership-monthly')!;
  const billing = { line1: '1 Test Street', city: 'London', postcode: 'EC1A 1AA', country: 'GB' };
  const request = await page.request.post('/v1/subscriptions/payment/request', { headers: { Authorization: `Bearer ${token}` }, data: { plan_id: monthly.id, billing } });
  expect(request.status(), await request.text()).toBe(201);
  await page.goto(((await request.json()) as { data: { url: string } }).data.url);
  await page.getByLabel('Card number').fill('4000 0000 0000 0341');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 40');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, you are all set' })).toBeVisible();

  // A month on (past any month's end), the job charges the renewal and the card declines.
  const firstTry = new Date(Date.now() + 32 * DAY);
  await stopServer();
  expect(await runJobsAt(firstTry, env)).toContain('renewals queued');
  server = await startServer(PORT, env);
  await openBilling(page);
  const panel = page.getByRole('group', { name: 'Your renewal did not go through' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Your card was declined.')).toBeVisible();
  const times = panel.locator('time');
  expect(dateOf(await times.first().getAttribute('datetime'))).toBe(dateOf(new Date(firstTry.getTime() + DAY).toISOString()));
  const unsettled = page.getByRole('list', { name: 'Payments that did not go through' }).getByRole('listitem');
  await expect(unsettled).toHaveCount(1);
  await expect(unsettled.first()).toContainText('renewal');
  await expectNoAxeViolations(page);

  // The job's retry a day later is declined again: two tries listed, the next one moved to day 3.
  await stopServer();
  await runJobsAt(new Date(firstTry.getTime() + DAY + 3_600_000), env);
  server = await startServer(PORT, env);
  await openBilling(page);
  await expect(unsettled).toHaveCount(2);
  expect(dateOf(await times.first().getAttribute('datetime'))).toBe(dateOf(new Date(firstTry.getTime() + 3 * DAY).toISOString()));

  // Pay now with another card: the membership is active again and the panel is gone.
  await panel.getByRole('button', { name: /^Pay now with another card/ }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/cs_sandbox_/);
  await payWithTestCard(page);
  await openBilling(page);
  await expect(page.getByRole('group', { name: 'Your renewal did not go through' })).toHaveCount(0);
  const status = (await (await page.request.get('/v1/auth/subscription/status', { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { subscription: { status: string } } };
  expect(status.data.subscription.status).toBe('active');
  await context.close();
  await stopServer();
});
