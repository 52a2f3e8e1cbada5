// A visitor on a member page (docs/rules/client.md, "Member area"): the gate sends them to
// /login?next=… after 1000 ms, and nothing on the page calls the API before that: no session, no call.
import { expect, test } from './support/fixtures.ts';
import { MEMBER_ROUTES } from './support/routes.ts';

test('member pages make no API call for a visitor and send them to log in after about a second', async ({ page }) => {
  test.setTimeout(180_000);
  let calls: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/v1/')) calls.push(`${req.method()} ${url.pathname}${url.search}`);
  });
  const wrong: string[] = [];
  for (const path of MEMBER_ROUTES) {
    calls = [];
    // Read the page's start as soon as its document is committed: on a loaded machine the full load
    // can take longer than the gate's second, and the page would be gone before it was asked.
    await page.goto(path, { waitUntil: 'commit' });
    const memberPageStart = await page.evaluate(() => performance.timeOrigin);
    // (The gate's message is app-shell.spec.ts's to check: on a loaded machine this page can be gone
    // to /login before a look for it here would see it.)
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
    const loginPageStart = await page.evaluate(() => performance.timeOrigin);
    if (new URL(page.url()).searchParams.get('next') !== path) wrong.push(`${path}: next=${new URL(page.url()).searchParams.get('next')}`);
    if (loginPageStart - memberPageStart < 950) wrong.push(`${path}: sent to /login after ${Math.round(loginPageStart - memberPageStart)} ms`);
    if (calls.length) wrong.push(`${path}: ${calls.join(', ')}`);
  }
  expect(wrong).toEqual([]);
});
