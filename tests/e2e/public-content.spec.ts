// The public content in a real browser: static pages and the page-view modal, blog and its feed,
// the help centre with full-text search, testimonials, the contact form with server field errors,
// and what search engines read (titles, descriptions, canonical URLs, social cards, JSON-LD,
// sitemap.xml, robots.txt). Every page is scanned with axe.
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

test('the static pages list leads to a page with its title and content', async ({ page }) => {
  await page.goto('/pages');
  await expectNoAxeViolations(page);
  const about = (await (await page.request.get('/v1/pages/about-us')).json()).data;
  await page.locator('main').getByRole('link', { name: about.title, exact: true }).click();
  await page.waitForURL('**/page/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.title);
  await expect(page.locator('main .prose')).not.toBeEmpty();
  await expectNoAxeViolations(page);
});

test('footer page links open the page-view modal, which closes again', async ({ page }) => {
  await page.goto('/');
  const terms = (await (await page.request.get('/v1/pages/terms-and-conditions')).json()).data;
  await page.locator('footer').getByRole('link', { name: 'Terms & conditions' }).click();
  const dialog = page.getByRole('dialog', { name: terms.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-page-modal-body]')).not.toBeEmpty();
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.locator('.loading-bar')).toBeHidden();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // Another page reuses the same dialog.
  await page.locator('footer').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await page.locator('dialog[data-page-modal]').count()).toBe(1);
});

test('a page that fails to load shows nothing', async ({ page }) => {
  await page.route('**/v1/pages/about-us', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
  await page.goto('/');
  const failed = page.waitForResponse((r) => r.url().endsWith('/v1/pages/about-us'));
  const link = page.locator('footer').getByRole('link', { name: 'About us' });
  await link.click();
  expect((await failed).status()).toBe(500);
  // The link is busy from the click until the modal has dealt with the answer.
  await expect(link).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/');
});

test('the blog lists posts, opens one and offers an RSS feed', async ({ page }) => {
  const posts = (await (await page.request.get('/v1/blogs?per_page=1')).json()).data;
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Wellspring blog');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: posts[0].title, exact: true }).click();
  await page.waitForURL(`**/blog/${posts[0].id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts[0].title);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((j) => JSON.parse(j));
  expect(ld.find((x) => x['@type'] === 'BlogPosting')).toMatchObject({ headline: posts[0].title });
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expectNoAxeViolations(page);
  const rss = await page.request.get('/rss.xml');
  expect(rss.headers()['content-type']).toContain('application/rss+xml');
  expect(await rss.text()).toContain(`<title>${posts[0].title.replace(/&/g, '&amp;')}</title>`);
});

test('the help centre: categories, an article, and full-text search from the search box', async ({ page }) => {
  const categories = (await (await page.request.get('/v1/help-centers/categories')).json()).data;
  const category = categories.find((c: { article_count: number }) => c.article_count > 0);
  await page.goto('/help');
  await expectNoAxeViolations(page);
  await page.locator('main').getByRole('link', { name: category.name, exact: true }).click();
  await page.waitForURL(`**/help/${category.slug}/${category.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
  await expectNoAxeViolations(page);
  const [article] = (await (await page.request.get(`/v1/help-centers?category=${category.id}`)).json()).data;
  await page.locator('main').getByRole('link', { name: article.title, exact: true }).click();
  await page.waitForURL(`**/help/${article.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((j) => JSON.parse(j));
  expect(ld.find((x) => x['@type'] === 'FAQPage').mainEntity[0].name).toBe(article.title);
  await expectNoAxeViolations(page);

  const word = article.title.split(/\s+/).map((w: string) => w.replace(/[^\p{L}]/gu, '')).sort((a: string, b: string) => b.length - a.length)[0];
  await page.getByLabel('Search the help centre').fill(word);
  await page.getByLabel('Search the help centre').press('Enter');
  await page.waitForURL(`**/help/term/${encodeURIComponent(word)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Help for “${word}”`);
  await expect(page.locator('main').getByRole('link', { name: article.title, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/help?term=zzqqxx');
  await page.waitForURL('**/help/term/zzqqxx');
  await expect(page.locator('[data-empty-state]')).toContainText('No answers matched');
});

test('testimonials show what members say', async ({ page }) => {
  const [first] = (await (await page.request.get('/v1/testimonials')).json()).data;
  await page.goto('/testimonials');
  await expect(page.getByText(first.name)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the contact form shows field errors from the server, then the confirmation', async ({ page }) => {
  await page.goto('/contact-us');
  await expectNoAxeViolations(page);
  await page.getByLabel('E-mail address').fill('not-an-email');
  await page.getByLabel('Message').fill('Hi');
  await page.getByRole('button', { name: 'Send message' }).click();
  const email = page.getByLabel('E-mail address');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#contact-email-error')).toHaveText('Please enter a valid e-mail address, like name@example.com.');
  await expect(email).toHaveAttribute('aria-describedby', 'contact-email-error');
  await expect(page.locator('#contact-name-error')).toHaveText('Please enter your name.');
  await expect(page.locator('#contact-message-error')).toHaveText('The message must be at least 10 characters.');
  await expect(page.getByLabel('Your name')).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByLabel('Your name').fill('Robin Ash');
  await email.fill('robin@example.test');
  await page.getByLabel('Subject').fill('Gift cards');
  await page.getByLabel('Message').fill('Do you offer gift cards for courses?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you, Robin Ash. We have received your message and will reply to robin@example.test within one working day.')).toBeVisible();
  await expect(page.locator('[data-contact-form]')).toBeHidden();
  await expectNoAxeViolations(page);
});

test('the contact form also works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact-us');
  await page.getByLabel('Your name').fill('No Script');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('#contact-email-error')).toHaveText('Please enter your e-mail address.');
  await expect(page.getByLabel('Your name')).toHaveValue('No Script');
  await page.getByLabel('E-mail address').fill('noscript@example.test');
  await page.getByLabel('Subject').fill('Plain form');
  await page.getByLabel('Message').fill('Sent from a browser without JavaScript.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you, No Script.')).toBeVisible();
  await context.close();
});

test('every public page tells search engines what it is', async ({ page }) => {
  // A demo course: other specs publish courses of their own meanwhile, some without a description.
  for (const path of ['/', '/courses', '/courses?term=calm', '/course/building-resilience', '/bundles', '/pages', '/page/about-us', '/blog', '/help', '/testimonials', '/contact-us']) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(/Wellspring/);
    expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length, path).toBeGreaterThan(40);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href'), path).toMatch(/^https?:\/\//);
    for (const tag of ['og:title', 'og:description', 'og:image', 'og:url']) await expect(page.locator(`meta[property="${tag}"]`), `${path} ${tag}`).toHaveCount(1);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('h1'), path).toHaveCount(1);
  }
});

test('sitemap.xml lists every public page and item; robots.txt points to it', async ({ page }) => {
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  expect(robots).toContain('Disallow: /v1/');
  const res = await page.request.get('/sitemap.xml');
  expect(res.headers()['content-type']).toContain('application/xml');
  const xml = await res.text();
  const courses = (await (await page.request.get('/v1/courses?per_page=100')).json());
  const [post] = (await (await page.request.get('/v1/blogs?per_page=1')).json()).data;
  const [bundle] = (await (await page.request.get('/v1/bundles?per_page=1')).json()).data;
  const [article] = (await (await page.request.get('/v1/help-centers?per_page=1')).json()).data;
  for (const path of ['/</loc>', '/courses</loc>', '/bundles</loc>', '/blog</loc>', '/help</loc>', '/testimonials</loc>', '/contact-us</loc>', '/page/about-us</loc>', `/blog/${post.id}</loc>`, `/bundle/${bundle.slug}</loc>`, `/help/${article.id}</loc>`]) expect(xml, path).toContain(path);
  // Each course once per language (docs/i18n.md), each with its alternates.
  expect(xml.match(/<loc>[^<]*\/course\//g)?.length).toBe(courses.meta.total * 2);
  expect(xml.match(/<loc>[^<]*\/es\/course\//g)?.length).toBe(courses.meta.total);
});
