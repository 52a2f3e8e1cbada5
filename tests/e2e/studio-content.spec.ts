// The studio's site-content pages in a real browser (docs/rules/studio.md, "Site content"), axe clean:
// the demo admin edits the about page and writes, publishes and edits a blog post through the studio,
// and each change shows on the public page at once (through the server's response cache), then writes
// the post's Spanish version by keyboard and the list says it is written; a member is sent away from
// /studio/content.
import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, newMember, signIn, test } from './support/fixtures.ts';

test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });

const DEMO_ADMIN = { email: 'admin@wellspring.example', password: 'wellspring-admin', name: 'Ruth Adeyemi' };

/**
 * The public page as a new visitor reads it: a browser of its own, so its HTTP cache (the pages say
 * `public, max-age=60`) holds nothing, and whatever it sees came from the server and its cache.
 */
async function visitorSees(browser: Browser, path: string) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const visitor = await context.newPage();
  await visitor.goto(path);
  const main = (await visitor.getByRole('main').innerText()).replace(/\s+/g, ' ');
  const heading = await visitor.getByRole('heading', { level: 1 }).innerText();
  await context.close();
  return { main, heading };
}

/** Types at the end of a rich-text field, in a paragraph of its own. */
async function appendParagraph(page: Page, label: string, text: string) {
  const editor = page.getByRole('textbox', { name: label, exact: true });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(text);
}

test('an admin edits the about page and a blog post in the studio; the public pages show them at once', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const sentence = `Edited in the studio ${stamp}.`;
  const { token } = await signIn(page, DEMO_ADMIN);
  const about = (await (await page.request.get('/v1/pages/about-us')).json()).data as { title: string; content: string };

  try {
    // The public page is read (and so kept in the server's response cache) before the edit.
    expect((await visitorSees(browser, '/page/about-us')).heading).toBe(about.title);

    await page.goto('/studio/content');
    await expect(page.getByRole('heading', { level: 1, name: 'Site content' })).toBeVisible();
    await page.locator('[data-ready]').first().waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Content' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Pages' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Site content: pages' })).toBeVisible();
    await page.locator('[data-ready]').first().waitFor();
    await page.getByRole('button', { name: `Edit ${about.title}`, exact: true }).click();
    const form = page.locator('form[data-editing]');
    await expect(form.getByRole('heading', { name: `Edit page: ${about.title}` })).toBeFocused();
    await appendParagraph(page, 'Content', sentence);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/studio-content-pages.png', fullPage: true });
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form).toHaveCount(0);

    expect((await visitorSees(browser, '/page/about-us')).main).toContain(sentence);

    // A new post: a draft until published, then edited; the blog shows each step.
    const title = `Studio post ${stamp}`;
    await page.goto('/studio/content/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Site content: blog' })).toBeVisible();
    await page.locator('[data-ready]').first().waitFor();
    await page.getByRole('button', { name: 'New blog post' }).click();
    const postForm = page.locator('form[data-editing="new"]');
    await postForm.getByLabel('Title', { exact: true }).fill(title);
    await expect(postForm.getByLabel('Slug', { exact: true })).toHaveValue(`studio-post-${stamp}`);
    await postForm.getByLabel('Excerpt').fill('Written in the studio.');
    await page.getByRole('textbox', { name: 'Content', exact: true }).fill('A first draft of the post.');
    await expectNoAxeViolations(page);
    await postForm.getByRole('button', { name: 'Create blog post' }).click();
    const row = page.locator(`tr[data-item="${title}"]`);
    await expect(row).toContainText('Draft');
    await row.getByRole('button', { name: `Publish ${title}` }).click();
    await expect(row).toContainText('Published');

    const postUrl = (await row.getByRole('link', { name: title }).getAttribute('href'))!;
    const first = await visitorSees(browser, postUrl);
    expect(first.heading).toBe(title);
    expect(first.main).toContain('A first draft of the post.');

    await page.goto('/studio/content/blog');
    await page.locator('[data-ready]').first().waitFor();
    await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    await appendParagraph(page, 'Content', sentence);
    await page.locator('form[data-editing]').getByRole('button', { name: 'Save changes' }).click();
    await expect(page.locator('form[data-editing]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/studio-content-blog.png', fullPage: true });

    expect((await visitorSees(browser, postUrl)).main).toContain(sentence);

    // Its Spanish version, by keyboard: the list says which posts have one, and /es/ shows it.
    await expect(row.locator('td').nth(3)).toHaveText('Not yet');
    await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    const spanish = page.getByRole('region', { name: 'Spanish version' });
    await spanish.getByLabel('Spanish title').focus();
    await page.keyboard.type(`Entrada del estudio ${stamp}`);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Escrita en el estudio.');
    // Past the formatting toolbar's buttons, the editor itself.
    await spanish.getByRole('textbox', { name: 'Spanish content' }).click();
    await page.keyboard.type('Un primer borrador en español.');
    await expectNoAxeViolations(page);
    await spanish.getByRole('button', { name: 'Save Spanish version' }).focus();
    await page.keyboard.press('Enter');
    await expect(spanish.getByText('The Spanish site shows this version.')).toBeVisible();
    await expect(row.locator('td').nth(3)).toHaveText('Written');
    await page.setViewportSize({ width: 390, height: 844 });
    await spanish.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/studio-content-blog-spanish-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    const es = await visitorSees(browser, `/es${postUrl}`);
    expect(es.heading).toBe(`Entrada del estudio ${stamp}`);
    expect(es.main).toContain('Un primer borrador en español.');
  } finally {
    // The about page goes back as it was, so other specs on this server read the seeded text.
    const pages = (await (await page.request.get('/v1/admin/content/pages?per_page=100', { headers: { authorization: `Bearer ${token}` } })).json()).data as Array<{ id: number; slug: string }>;
    const id = pages.find((p) => p.slug === 'about-us')?.id;
    if (id) await page.request.patch(`/v1/admin/content/pages/${id}`, { headers: { authorization: `Bearer ${token}` }, data: { content: about.content } });
  }
});

test('a member is sent away from the studio’s content pages', async ({ page }) => {
  const who = await newMember(page, 'Contentless');
  const { token } = await signIn(page, who);
  await page.goto('/studio/content');
  await expect(page.getByText('The studio is for administrators')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
  const res = await page.request.get('/v1/admin/content/pages', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(403);
});

test('an admin builds a bundle from courses found by title', async ({ page }) => {
  test.setTimeout(120_000);
  const title = `E2E bundle ${Date.now().toString(36)}`;
  await signIn(page, DEMO_ADMIN);
  await page.goto('/studio/content/bundles');
  await page.locator('[data-ready]').first().waitFor();
  await page.getByRole('button', { name: 'New bundle' }).click();
  const form = page.locator('form[data-editing]');
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Price (e.g. 49.00)').fill('39.00');
  await form.getByLabel('Find a course to add').fill('yoga');
  await form.getByRole('button', { name: 'Search courses' }).click();
  // The course-export spec imports a draft copy of Yoga Foundations under the same title: either one will do.
  await form.getByRole('button', { name: /^Add “Yoga Foundations/ }).first().click();
  await form.getByLabel('Find a course to add').fill('desk');
  await form.getByLabel('Find a course to add').press('Enter');
  await form.getByRole('button', { name: /^Add “Desk Body Reset/ }).click();
  await expect(form.getByLabel('Course ids, in order')).toHaveValue(/^\d+, \d+$/);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Create bundle' }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Yoga Foundations');
});
