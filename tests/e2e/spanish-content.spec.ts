// Spanish versions of blog posts and pages in the browser (docs/rules/content.md, "Content
// translations"): /es/blog/{slug} shows a demo post's Spanish title, its structured data names the
// /es/ address, a post with no Spanish version shows the English under the note, and the About page
// reads in Spanish.
import { SPANISH_PAGES, SPANISH_POSTS } from '../../src/server/demo/data/spanish-site.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

test.use({ serviceWorkers: 'block' });

test('a blog post and the About page in Spanish under /es/, and the English with the note where there is none', async ({ page }) => {
  const [slug, spanish] = Object.entries(SPANISH_POSTS)[0]!;
  const { data: post } = await (await page.request.get(`/v1/blogs/${slug}`)).json();
  // The slug address moves to the post's id, in Spanish.
  await page.goto(`/es/blog/${slug}`);
  await page.waitForURL(`**/es/blog/${post.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanish.title);
  await expect(page.getByRole('note')).toHaveCount(0);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((j) => JSON.parse(j));
  const posting = ld.find((x) => x['@type'] === 'BlogPosting');
  expect(posting).toMatchObject({ headline: spanish.title, inLanguage: 'es' });
  expect(posting.mainEntityOfPage).toMatch(new RegExp(`/es/blog/${post.id}$`));
  await expectNoAxeViolations(page);

  const { data: posts } = await (await page.request.get('/v1/blogs?lang=es&per_page=50')).json();
  const english = posts.find((p: { translated: boolean }) => p.translated === false);
  await page.goto(`/es/blog/${english.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('note')).toHaveText('Este contenido todavía no está traducido al español; se muestra en inglés.');

  await page.goto('/es/page/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPANISH_PAGES['about-us']!.title);
  await page.goto('/es/blog');
  await expect(page.getByRole('link', { name: spanish.title, exact: true })).toBeVisible();

  // The footer's page pop-up: a page with no Spanish version opens in English under the same note.
  const { data: careers } = await (await page.request.get('/v1/pages/careers')).json();
  await page.locator('footer a[data-page-slug="careers"]').click();
  const dialog = page.getByRole('dialog');
  const title = dialog.locator('#page-modal-title');
  await expect(title).toHaveText(careers.title);
  await expect(title).toHaveAttribute('lang', 'en');
  await expect(dialog.getByRole('note')).toHaveText('Este contenido todavía no está traducido al español; se muestra en inglés.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  // …and the About page, which has one, with no note.
  await page.locator('footer a[data-page-slug="about-us"]').click();
  await expect(title).toHaveText(SPANISH_PAGES['about-us']!.title);
  await expect(dialog.getByRole('note')).toHaveCount(0);
  await expect(title).not.toHaveAttribute('lang', /./);
});
