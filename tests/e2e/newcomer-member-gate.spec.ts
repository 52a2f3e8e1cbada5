// A visitor on a member page (docs/rules/client.md, "Member area"): the gate sends them to
// /login?next=… after 1000 ms, and nothing on the page calls the API before that: no session, no call.
import { expect, test } from './support/fixtures.ts';
import { MEMBER_ROUTES } from './support/routes.ts';

test('member pages make no API call for a visitor and send them to log in after about a second', async ({ page }) => {
  test.setTimeout(180_000);
  let calls: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!url.pathname.startsWith('/v1/')) return;
    // The login page the gate sends them to makes its own call (passkeys offered in the e-mail field's
    // autofill, docs/security.md "Passkeys"): that one is not the member page's.
    let from = '';
    try {
      from = new URL(req.frame().url()).pathname;
    } catch {
      // A request of the service worker has no frame: it counts.
    }
    if (from !== '/login') calls.push(`${req.method()} ${url.pathname}${url.search}`);
  });
  // Every document notes where and when it started, before its own scripts run: on a loaded machine
  // the member page can be gone to /login before a test step could ask it.
  await page.addInitScript(() => {
    const starts = JSON.parse(sessionStorage.getItem('e2e-starts') ?? '[]') as Array<[string, number]>;
    starts.push([location.pathname, performance.timeOrigin]);
    sessionStorage.setItem('e2e-starts', JSON.stringify(starts));
  });
  const wrong: string[] = [];
  for (const path of MEMBER_ROUTES) {
    calls = [];
    await page.goto(path, { waitUntil: 'commit' });
    // (The gate's message is app-shell.spec.ts's to check: on a loaded machine this page can be gone
    // to /login before a look for it here would see it.)
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
    const starts = await page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-starts') ?? '[]') as Array<[string, number]>);
    const memberPageStart = starts.findLast(([at]) => at === path)?.[1] ?? Number.NaN;
    const loginPageStart = starts.findLast(([at]) => at === '/login')?.[1] ?? Number.NaN;
    if (new URL(page.url()).searchParams.get('next') !== path) wrong.push(`${path}: next=${new URL(page.url()).searchParams.get('next')}`);
    if (!(loginPageStart - memberPageStart >= 950)) wrong.push(`${path}: sent to /login after ${Math.round(loginPageStart - memberPageStart)} ms`);
    if (calls.length) wrong.push(`${path}: ${calls.join(', ')}`);
  }
  expect(wrong).toEqual([]);
});
