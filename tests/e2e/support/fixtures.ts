// Shared Playwright fixtures: an axe scan helper that fails on any violation, a way to sign in by
// storing a real session the way the login page does, and a guard on every test that fails it on
// any Content-Security-Policy violation in its pages (the site runs with its real policy).
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { DEMO_TOTP_SECRETS, loginThroughApi } from './sign-in.ts';

export const DEMO_MEMBER = { email: 'member@wellspring.example', password: 'wellspring-demo', name: 'Maya Thompson' };
export const DEMO_MENTOR = { email: 'mentor@wellspring.example', password: 'wellspring-demo', name: 'Daniel Okafor' };
/** The studio's demo operators; their logins need the code of two-step sign-in (support/sign-in.ts). */
export const DEMO_ADMIN = { email: 'admin@wellspring.example', password: 'wellspring-admin', name: 'Ruth Adeyemi' };
export const DEMO_AUTHOR = { email: 'author@wellspring.example', password: 'wellspring-author', name: 'Tomás Varga' };

// axe-core as @axe-core/playwright itself loads it, so both run one version.
const axeSource: string = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core').source;

type AxeViolation = { id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown[] }> };

/**
 * Scans a page with every axe rule. A page of one frame is scanned in place: axe is put in the page
 * once and asked for violations only. AxeBuilder injects axe into every frame and finishes each scan
 * in a new blank page, which cost 2–3.5 s a scan against 0.2–0.4 s here (measured on /dashboard and
 * /courses), and the suite scans about two hundred times; a page with frames still goes through it.
 */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (page.frames().length > 1) return (await new AxeBuilder({ page }).analyze()).violations;
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  // The rules and nodes go in the message's first line: CI's summary shows only that line.
  expect(summary, `axe violations at ${new URL(page.url()).pathname}: ${summary.join(' | ')}`).toEqual([]);
}

/**
 * Sessions of accounts with two-step sign-in, kept for the worker's later tests: each login spends a
 * code, and a code works once (support/sign-in.ts). A kept session is checked before it is reused.
 */
const keptSessions = new Map<string, { token: string; user: Record<string, unknown> }>();

/** Logs in through the API and stores the session under `root`, as the login page does. */
export async function signIn(page: Page, who = DEMO_MEMBER): Promise<{ token: string; user: Record<string, unknown> }> {
  const twoStep = Boolean(DEMO_TOTP_SECRETS[who.email.toLowerCase()]);
  let data = twoStep ? keptSessions.get(who.email) : undefined;
  if (data && (await page.request.get('/v1/auth/profile', { headers: { Authorization: `Bearer ${data.token}` } })).status() !== 200) data = undefined;
  data ??= await loginThroughApi(async (path, json) => {
    const res = await page.request.post(path, { data: json });
    return { status: res.status(), body: await res.json() };
  }, who);
  if (twoStep) keptSessions.set(who.email, data);
  // Any document of the site can hold the session; the test goes on to the page it is about, so the
  // home page's images and scripts need not finish loading first.
  // The page a test left behind may still send itself on (a visitor on a member page goes to /login
  // after about a second) and interrupt this navigation: it is then made again, once.
  await page.goto('/', { waitUntil: 'commit' }).catch(async (err: unknown) => {
    if (!/interrupted by another navigation|ERR_ABORTED/.test(String(err))) throw err;
    await page.goto('/', { waitUntil: 'commit' });
  });
  await page.evaluate((session) => {
    localStorage.setItem('root', JSON.stringify({ version: 1, session }));
  }, { token: data.token, isLoggedIn: true, user: data.user, isSubscribed: false, subscription: null });
  return data;
}

let registered = 0;

/** A member of their own, registered through the API, so a test never depends on another's state. */
export async function newMember(page: Page, label: string): Promise<{ name: string; email: string; password: string }> {
  registered += 1;
  const stamp = `${Date.now().toString(36)}${registered}${Math.random().toString(36).slice(2, 6)}`;
  const who = { name: `${label} ${stamp.slice(-4)}`, email: `${label.toLowerCase()}-${stamp}@example.test`, password: 'quiet morning walk' };
  const res = await page.request.post('/v1/auth/register', { data: { ...who, password_confirmation: who.password, terms: true } });
  expect(res.status(), await res.text()).toBe(201);
  return who;
}

/**
 * The demo's paid courses, oldest-published first. Studio specs publish paid courses of their own while
 * others run (and edit them after), so a spec that buys takes only the seeded ones: published a day or
 * more before the run, in an order no spec can change.
 */
export async function demoPaidCourses(page: Page): Promise<Array<{ id: number; slug: string; title: string; price_label: string }>> {
  const res = await page.request.get('/v1/courses?price=paid&per_page=50');
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: Array<{ id: number; slug: string; title: string; price_label: string; published_at: string }> };
  const seeded = data.filter((c) => Date.parse(c.published_at) < Date.now() - 86_400_000).sort((a, b) => a.id - b.id);
  expect(seeded.length).toBeGreaterThan(1);
  return seeded;
}

/** Events pushed to the dataLayer so far (without GTM's own entries). */
export async function dataLayerEvents(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(() => ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((e) => typeof e.event === 'string' && !String(e.event).startsWith('gtm.')));
}

/** Every CSP violation and CSP console error of the test's pages, reported after the test. */
/** On the sandbox provider's card page: pays with the test card that goes through, and waits for the result page. */
export async function payWithTestCard(page: Page): Promise<void> {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 40');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/subscriptions\/success/);
}

export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context }, use, testInfo) => {
      const violations: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (msg) => {
          if (msg.type() === 'error' && /Content Security Policy|CSP violation/i.test(msg.text())) violations.push(`${page.url()}: ${msg.text()}`);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} (${e.sample})`);
        });
      });
      await use();
      if (violations.length) testInfo.annotations.push({ type: 'csp', description: violations.join('\n') });
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
