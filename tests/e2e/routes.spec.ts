// Every route of docs/rules/client.md ("Routes and layouts") answers 200 with its layout (public, auth, bare or member), and
// /auth/login and /auth/logout redirect. Real ids and slugs come from the demo content through the
// API. Member routes answer 200 to anyone: the page itself sends a visitor to /login (app-shell spec).
import { expect, signIn, test } from './support/fixtures.ts';
import { pageRightEdge, specRoutes } from './support/routes.ts';

// These pages are measured once the network is quiet; the app's service worker (docs/rules/app.md) keeps
// requests of its own in flight for a member, so it is left out here and tested in app-install.spec.ts.
test.use({ serviceWorkers: 'block' });

test('every route of the specification answers 200 with its layout', async ({ request }) => {
  const routes = await specRoutes(request);
  const wrong: string[] = [];
  for (const [path, layout] of routes) {
    const res = await request.get(path, { maxRedirects: 0 });
    const html = await res.text();
    const found = /<body[^>]*data-layout="([a-z]+)"/.exec(html)?.[1];
    if (res.status() !== 200 || found !== layout) wrong.push(`${path}: ${res.status()} ${found ?? 'no layout'} (expected 200 ${layout})`);
  }
  expect(wrong).toEqual([]);

  for (const [from, to] of [['/auth/login', '/login'], ['/auth/logout', '/logout']]) {
    const res = await request.get(from!, { maxRedirects: 0 });
    expect([301, 302, 307, 308], from).toContain(res.status());
    expect(new URL(res.headers().location!, 'http://x').pathname).toBe(to);
  }
});

test('an unknown address is a 404 inside the public layout, and a lesson address with bad ids too', async ({ request }) => {
  for (const path of ['/no-such-page', '/lesson/1/abc/3', '/lesson/1/2/3/x']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.text(), path).toMatch(/<body[^>]*data-layout="public"/);
  }
  // The lesson player is never served from a stale cache: its data is the member's own.
  expect((await request.get('/lesson/1/2/3')).headers()['cache-control']).toBe('no-cache');
});

test('no route scrolls sideways on a 360 px phone, for a visitor or a member', async ({ page, request }) => {
  test.setTimeout(300_000);
  const routes = (await specRoutes(request)).map(([path]) => path).filter((path) => path !== '/logout');
  await page.setViewportSize({ width: 360, height: 740 });
  const wide: string[] = [];
  for (const signedIn of [false, true]) {
    if (signedIn) await signIn(page);
    for (const path of routes) {
      if (signedIn && !/^\/(dashboard|my-courses|bookmark|certificates|points|badges|leaderboard|messages|notifications|billing|addresses|settings|manage-profile|password|notification-settings|cancel-account|mentors|lesson)/.test(path)) continue;
      // A page that sends itself on (a member gate, a redirect after load) can abort the next goto
      // that starts at the same moment; that navigation is then made again, once.
      await page.goto(path).catch(async (err: unknown) => {
        if (!String(err).includes('ERR_ABORTED')) throw err;
        await page.goto(path);
      });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      // A visitor on a member page is sent to /login after about a second (the member gate): when
      // that lands during the measure, the page it went to is measured instead.
      const width = await pageRightEdge(page).catch(async (err: unknown) => {
        if (!String(err).includes('Execution context was destroyed')) throw err;
        await page.waitForLoadState('load');
        return pageRightEdge(page);
      });
      if (width > 360) wide.push(`${signedIn ? 'member' : 'visitor'} ${path}: ${width} px`);
    }
  }
  expect(wide).toEqual([]);
});
