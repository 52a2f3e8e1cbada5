// The site in Spanish (docs/i18n.md; issue 34's "Done when"): every route of the spec answers under
// /es/ with lang="es" and its own layout; the pages whose heading is interface text (not a course's or
// an article's title) head themselves in Spanish; the English page names its Spanish alternate and
// the language switch moves between them; a visitor sent to sign in stays in Spanish; axe finds
// nothing on the Spanish pages at 390 and 1280 px.
import type { Page } from '@playwright/test';
import { bothWidths } from './support/authoring.ts';
import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';
import { MEMBER_ROUTES, specRoutes } from './support/routes.ts';

test.use({ serviceWorkers: 'block' });

// Routes whose main heading is content (a course, a post, an article, a page, an e-mail's result)
// and reads the same in both languages.
const CONTENT_HEADING = /^\/(course|bundle|blog\/\d|help\/\d|help\/[^/]+\/\d|page\/|lesson\/)/;

// Headings that are the same word in both languages.
const SAME_IN_BOTH = new Set(['Blog', 'Mentor', 'Mentores']);
const untranslatedHeading = (english: string, spanish: string) => !spanish || (spanish === english && !SAME_IN_BOTH.has(spanish));

const heading = async (page: Page) => (await page.locator('main h1').first().textContent({ timeout: 15_000 }))?.trim() ?? '';

test('every route answers under /es/ with lang="es" and its layout', async ({ request }) => {
  const wrong: string[] = [];
  for (const [path, layout] of await specRoutes(request)) {
    const res = await request.get(`/es${path}`, { maxRedirects: 0 });
    const html = await res.text();
    const lang = /<html[^>]*\blang="([a-z-]+)"/.exec(html)?.[1];
    const found = /<body[^>]*data-layout="([a-z]+)"/.exec(html)?.[1];
    if (res.status() !== 200 || found !== layout || lang !== 'es') wrong.push(`/es${path}: ${res.status()} ${found ?? 'no layout'} lang=${lang} (expected 200 ${layout} es)`);
  }
  expect(wrong).toEqual([]);
  // /es alone goes to the Spanish home page; an unknown Spanish address is a Spanish 404.
  const bare = await request.get('/es', { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers().location).toBe('/es/');
  const missing = await request.get('/es/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toMatch(/<html[^>]*lang="es"/);
});

test('public pages: Spanish headings, alternates both ways, the sitemap lists both, axe clean', async ({ page, request }) => {
  test.setTimeout(240_000);
  // Pages that move on by themselves (checking a link, signing out) have no heading to compare.
  const movesOn = (path: string) => path.startsWith('/subscriptions') || path.startsWith('/email/verify/1') || path === '/logout';
  const routes = (await specRoutes(request)).filter(([path, layout]) => layout === 'public' || (layout === 'auth' && !movesOn(path)));
  const untranslated: string[] = [];
  for (const [path] of routes) {
    if (CONTENT_HEADING.test(path)) continue;
    await page.goto(path);
    const english = await heading(page);
    await page.goto(`/es${path}`);
    const spanish = await heading(page);
    if (untranslatedHeading(english, spanish)) untranslated.push(`${path}: "${spanish}"`);
  }
  expect(untranslated, 'pages whose heading is still English under /es/').toEqual([]);

  const course = (await (await request.get('/v1/courses?per_page=1')).json()).data[0] as { slug: string };
  await page.goto(`/course/${course.slug}`);
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', new RegExp(`/es/course/${course.slug}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', new RegExp(`/course/${course.slug}$`));
  await page.goto(`/es/course/${course.slug}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/es/course/${course.slug}$`));

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/es/course/${course.slug}</loc>`);
  expect(sitemap).toContain(`/course/${course.slug}</loc>`);

  for (const path of ['/es/', '/es/courses', `/es/course/${course.slug}`, '/es/login', '/es/register']) {
    await page.goto(path);
    await bothWidths(page, `es${path.replaceAll('/', '-')}`);
  }
});

test('the language switch moves between the two versions of a page, and links stay in the language', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/courses');
  await page.locator('header').getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/courses$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.locator('header').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/es\/blog$/);
  await page.locator('footer').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a visitor sent to sign in from a Spanish member page signs in in Spanish', async ({ page }) => {
  await page.goto('/es/dashboard');
  await expect(page).toHaveURL(/\/es\/login\?next=/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('member pages: Spanish headings and sidebar, axe clean on each', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const untranslated: string[] = [];
  for (const path of MEMBER_ROUTES) {
    await page.goto(path);
    const english = await heading(page);
    await page.goto(`/es${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const spanish = await heading(page);
    if (untranslatedHeading(english, spanish)) untranslated.push(`${path}: "${spanish}"`);
    await expect(page.getByRole('navigation', { name: 'Área de miembros' })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  expect(untranslated, 'member pages whose heading is still English under /es/').toEqual([]);
});
