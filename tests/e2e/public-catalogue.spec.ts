// The public catalogue in a real browser: home, header search, the category dropdown, filters and
// pagination, the empty state, course and bundle pages with their analytics events, the enrol and
// bookmark buttons for visitors and members, and the 404 page. Every page is scanned with axe.
// Data is discovered through the API, so the tests follow whatever demo content is seeded.
import type { Page } from '@playwright/test';
import type { BundleCard, CourseCard } from '../../src/lib/schemas/catalogue.ts';
import { dataLayerEvents, expect, expectNoAxeViolations, newMember, signIn, test } from './support/fixtures.ts';

async function apiList<T>(page: Page, path: string): Promise<{ data: T[]; meta: { total: number } }> {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  return res.json();
}

test('home shows real courses, categories, bundles, testimonials and posts', async ({ page }) => {
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  expect(res?.headers()['cache-control']).toContain('public');
  const home = (await (await page.request.get('/v1/home')).json()).data;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured courses' })).toBeVisible();
  for (const c of home.featured_courses.slice(0, 2) as CourseCard[]) await expect(page.locator('section', { has: page.getByRole('heading', { name: 'Featured courses' }) }).getByRole('link', { name: c.title, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: home.categories[0].name, exact: true }).first()).toBeVisible();
  if (home.bundles.length) await expect(page.getByRole('link', { name: home.bundles[0].title, exact: true })).toBeVisible();
  if (home.latest_posts.length) await expect(page.getByRole('link', { name: home.latest_posts[0].title, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download on the App Store' }).first()).toBeVisible();
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.map((j) => JSON.parse(j)['@type'])).toEqual(expect.arrayContaining(['Organization', 'ItemList']));
  await expectNoAxeViolations(page);
});

test('the header search goes to /courses with the term and highlights the matches', async ({ page }) => {
  const [course] = (await apiList<CourseCard>(page, '/v1/courses?per_page=1')).data;
  // The longest word of a title: never a stop word, so the search must find this course.
  const word = course!.title.split(/\s+/).map((w) => w.replace(/[^\p{L}]/gu, '')).sort((a, b) => b.length - a.length)[0]!;
  await page.goto('/');
  await page.locator('#header-search').fill(word);
  await page.locator('#header-search').press('Enter');
  await page.waitForURL((u) => u.pathname === '/courses' && u.searchParams.get('term') === word);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Courses for “${word}”`);
  await expect(page.locator('[data-result-count]')).toContainText(/\d+ course/);
  await expect(page.getByRole('link', { name: course!.title, exact: true })).toBeVisible();
  await expect(page.locator('.course-card mark').first()).toBeVisible();
  await expect(page.locator('#header-search')).toHaveValue(word);
  await expectNoAxeViolations(page);
});

test('the Courses dropdown filters the catalogue by category', async ({ page }) => {
  const categories = (await (await page.request.get('/v1/courses/categories')).json()).data as Array<{ id: number; name: string }>;
  const category = categories[0]!;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.locator('.site-header summary', { hasText: 'Courses' }).click();
  await page.locator('.site-header .dropdown__menu').getByRole('link', { name: category.name, exact: true }).click();
  await page.waitForURL(`**/courses?category=${category.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${category.name} courses`);
  const badges = await page.locator('.course-card .badge').allTextContents();
  expect(badges.length).toBeGreaterThan(0);
  expect(new Set(badges)).toEqual(new Set([category.name]));
  await expect(page.getByLabel('Category')).toHaveValue(String(category.id));
  await expectNoAxeViolations(page);
});

test('filters and pages keep every query parameter', async ({ page }) => {
  const total = (await apiList<CourseCard>(page, '/v1/courses?price=paid&per_page=1')).meta.total;
  expect(total).toBeGreaterThan(2);
  await page.goto('/courses?per_page=2');
  await page.getByLabel('Price').selectOption('paid');
  await page.waitForURL((u) => u.searchParams.get('price') === 'paid');
  expect(new URL(page.url()).searchParams.get('per_page')).toBe('2');
  await expect(page.locator('[data-result-count]')).toHaveText(`Showing 1–2 of ${total} courses`);
  const firstPage = await page.locator('.course-card h2').allTextContents();
  await page.getByRole('navigation', { name: 'Course pages' }).getByRole('link', { name: 'Next page' }).click();
  await page.waitForURL((u) => u.searchParams.get('page') === '2');
  const url = new URL(page.url());
  expect(url.searchParams.get('price')).toBe('paid');
  expect(url.searchParams.get('per_page')).toBe('2');
  await expect(page.locator('[data-result-count]')).toHaveText(`Showing 3–4 of ${total} courses`);
  const secondPage = await page.locator('.course-card h2').allTextContents();
  expect(secondPage.some((t) => firstPage.includes(t))).toBe(false);
  await expect(page.getByRole('navigation', { name: 'Course pages' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.course-card__price').first()).not.toHaveText('Free');
  await expectNoAxeViolations(page);
});

test('a search without results suggests what to try', async ({ page }) => {
  await page.goto('/courses?term=qwxzzy&level=advanced');
  await expect(page.locator('[data-result-count]')).toHaveText('No courses found for “qwxzzy”');
  const empty = page.locator('[data-empty-state]');
  await expect(empty).toContainText('Check the spelling');
  await expect(empty.getByRole('link', { name: 'Remove the filters' })).toHaveAttribute('href', '/courses?term=qwxzzy');
  await expect(empty.getByRole('link', { name: 'Browse all courses' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a course page shows its content, reports course_click and sends a visitor to log in', async ({ page }) => {
  const [card] = (await apiList<CourseCard>(page, '/v1/courses?per_page=1')).data;
  const course = (await (await page.request.get(`/v1/courses/${card!.id}`)).json()).data;
  await page.goto('/courses');
  await page.getByRole('link', { name: course.title, exact: true }).first().click();
  await page.waitForURL(`**/course/${course.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
  await expect(page.locator('[data-price]')).toHaveText(course.price_label);
  await expect(page.getByRole('heading', { name: 'Curriculum' })).toBeVisible();
  if (course.lessons.length) await expect(page.locator('.lessons').getByText(course.lessons[0].title)).toBeVisible();
  if (course.outcomes.length) await expect(page.getByText(course.outcomes[0])).toBeVisible();
  expect(await dataLayerEvents(page)).toContainEqual({ event: 'course_click', course_id: course.id, title: course.title });
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((j) => JSON.parse(j));
  expect(ld.find((x) => x['@type'] === 'Course')).toMatchObject({ name: course.title });
  await expectNoAxeViolations(page);
  // Enrol (a free course) or Buy (a paid one): either sends a visitor to log in and back.
  await page.locator('[data-course-actions] [data-enrol]:visible, [data-course-actions] [data-buy]').first().click();
  await page.waitForURL((u) => u.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('next')).toBe(`/course/${course.slug}`);
});

test('a member enrols in a free course and bookmarks it from the course page', async ({ page }) => {
  const [target] = (await apiList<CourseCard>(page, '/v1/courses?price=free&sort=title&per_page=1')).data;
  expect(target).toBeTruthy();
  // A new member: not enrolled in anything, nothing bookmarked.
  await signIn(page, await newMember(page, 'Enrolling'));
  await page.goto(`/course/${target!.slug}`);
  const actions = page.locator('[data-course-actions][data-ready="true"]');
  const bookmark = actions.getByRole('button', { name: /Bookmark/ });
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await expect(bookmark).toHaveText('Bookmark');
  await actions.getByRole('link', { name: 'Enrol for free' }).click();
  await expect(actions.getByRole('link', { name: 'Start learning' })).toHaveAttribute('href', /^\/lesson\//);
  await expect(actions.locator('[data-actions-status]')).toHaveText(`You are enrolled in ${target!.title}.`);
  expect(await dataLayerEvents(page)).toContainEqual({ event: 'course_enrol', course_id: target!.id, title: target!.title });
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  await expect(bookmark).toHaveText('Bookmarked');
  await expect(actions.locator('[data-actions-status]')).toHaveText(`${target!.title} is in your bookmarks.`);
  await page.reload();
  await expect(actions.getByRole('link', { name: 'Start learning' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);
});

test('bundles: the list, a bundle with its saving, and a course within it report bundle_click', async ({ page }) => {
  const [bundle] = (await apiList<BundleCard>(page, '/v1/bundles')).data;
  expect(bundle).toBeTruthy();
  await page.goto('/bundles');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: bundle!.title, exact: true }).click();
  await page.waitForURL(`**/bundle/${bundle!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bundle!.title);
  if (bundle!.saving_label) await expect(page.locator('[data-saving]')).toContainText(`You save ${bundle!.saving_label}`);
  expect(await dataLayerEvents(page)).toContainEqual({ event: 'bundle_click', bundle_id: bundle!.id, title: bundle!.title });
  await expectNoAxeViolations(page);
  const detail = (await (await page.request.get(`/v1/bundles/${bundle!.id}`)).json()).data;
  const first = detail.courses[0];
  await page.getByRole('link', { name: first.title, exact: true }).first().click();
  await page.waitForURL(`**/bundle/${bundle!.slug}/${first.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  await expect(page.getByText(`Course 1 of ${detail.course_count} in`)).toBeVisible();
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/course/${first.slug}$`));
  expect(await dataLayerEvents(page)).toContainEqual({ event: 'bundle_click', bundle_id: bundle!.id, course_id: first.id, title: first.title });
  await expectNoAxeViolations(page);
});

test('an unknown course, bundle or page is a 404 inside the public layout', async ({ page }) => {
  for (const path of ['/course/no-such-course', '/bundle/no-such-bundle', '/page/no-such-page', '/blog/999999', '/help/999999']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
    await expect(page.locator('header.site-header')).toBeVisible();
    await expect(page.locator('footer.site-footer')).toBeVisible();
  }
  await expectNoAxeViolations(page);
});
