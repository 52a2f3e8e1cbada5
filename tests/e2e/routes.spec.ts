// Every route of docs/rules/client.md ("Routes and layouts") answers 200 with its layout (public, auth, bare or member), and
// /auth/login and /auth/logout redirect. Real ids and slugs come from the demo content through the
// API. Member routes answer 200 to anyone: the page itself sends a visitor to /login (app-shell spec).
import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures.ts';

type Layout = 'public' | 'auth' | 'bare' | 'member';

const MEMBER_ROUTES = [
  '/dashboard', '/my-courses', '/bookmark', '/certificates', '/points', '/badges', '/leaderboard', '/messages', '/notifications',
  '/billing', '/billing/1', '/addresses', '/settings', '/manage-profile', '/password', '/notification-settings', '/cancel-account',
  '/mentors', '/mentors/invite', '/mentors/invitees', '/mentors/requested', '/mentors/groups', '/mentors/groups/create',
  '/mentors/groups/update/1', '/mentors/courseRecommendations', '/mentors/courseRecommendations/create',
  '/mentors/courseRecommendations/update/1',
];

const AUTH_ROUTES = [
  '/login', '/register', '/email/verify/1/abc123', '/email/verify/error', '/email/verify/success', '/logout', '/forgot-password',
  '/reset-password/member%40wellspring.example/abc123', '/subscriptions', '/subscriptions/success', '/subscriptions/error',
];

/** Every route of docs/rules/client.md with the layout it must have; real ids and slugs from the API. */
async function specRoutes(request: APIRequestContext): Promise<Array<[string, Layout]>> {
  const first = async (path: string) => (await (await request.get(path)).json()).data[0];
  const course = await first('/v1/courses?per_page=1');
  const bundle = await (await request.get(`/v1/bundles/${(await first('/v1/bundles?per_page=1')).id}`)).json().then((r) => r.data);
  const post = await first('/v1/blogs?per_page=1');
  const helpCategory = await first('/v1/help-centers/categories');
  const article = await first('/v1/help-centers?per_page=1');

  return [
    ['/', 'public'], ['/courses', 'public'], ['/courses?term=sleep&category=1', 'public'], ['/bundles', 'public'],
    [`/course/${course.slug}`, 'public'], [`/bundle/${bundle.slug}`, 'public'], [`/bundle/${bundle.slug}/${bundle.courses[0].slug}`, 'public'],
    ['/contact-us', 'public'], ['/pages', 'public'],
    ...['about-us', 'careers', 'privacy-policy', 'terms-and-conditions', 'cookie-policy', 'products-and-pricing', 'case-studies'].map((slug): [string, Layout] => [`/page/${slug}`, 'public']),
    ['/blog', 'public'], [`/blog/${post.id}`, 'public'], ['/help', 'public'], [`/help/${helpCategory.slug}/${helpCategory.id}`, 'public'],
    ['/help/term/password', 'public'], [`/help/${article.id}`, 'public'], ['/testimonials', 'public'],
    ...AUTH_ROUTES.map((path): [string, Layout] => [path, 'auth']),
    ['/lesson/1/2/3', 'bare'], ['/lesson/1/2/3/4', 'bare'],
    ...MEMBER_ROUTES.map((path): [string, Layout] => [path, 'member']),
  ];

}

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
      await page.goto(path);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      // The page's own width, and the right edge of every visible element (a page that hides its
      // overflow still cuts off what sticks out, and a sideways strip hides its last items).
      const width = await page.evaluate(() => {
        let right = document.documentElement.scrollWidth;
        for (const node of document.body.querySelectorAll('*')) {
          const box = node.getBoundingClientRect();
          if (box.width > 0 && box.height > 0 && getComputedStyle(node).visibility !== 'hidden' && !node.closest('dialog:not([open]), [hidden]')) right = Math.max(right, Math.ceil(box.right + window.scrollX));
        }
        return right;
      });
      if (width > 360) wide.push(`${signedIn ? 'member' : 'visitor'} ${path}: ${width} px`);
    }
  }
  expect(wide).toEqual([]);
});
