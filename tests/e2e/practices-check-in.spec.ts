// Issue 35, finding 4: a practice is checked in from /practices as well as from the dashboard, with
// the same control, and the button reflects the day: "Check in" until it is done today, then "Done
// today" beside "Check in again". At phone and desktop widths, axe clean.
import type { Page } from '@playwright/test';
import type { Practice } from '../../src/lib/schemas/practices.ts';
import { expect, expectNoAxeViolations, newMember, signIn, test } from './support/fixtures.ts';

async function practices(page: Page, token: string): Promise<Practice[]> {
  const res = await page.request.get('/v1/auth/practices', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Practice[] }).data;
}

for (const width of [390, 1280]) {
  test(`check in from /practices, and the button says the day is done (${width} px)`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 844 });
    const who = await newMember(page, 'Walker');
    const { token } = await signIn(page, who);
    const made = await page.request.post('/v1/auth/practices', { headers: { Authorization: `Bearer ${token}` }, data: { name: 'Evening walk', target_days: 3 } });
    expect(made.status(), await made.text()).toBe(201);

    await page.goto('/practices');
    await expect(page.locator('.practices-page[data-ready="true"]')).toBeVisible();
    const row = page.locator('li[data-practice]', { has: page.getByRole('link', { name: 'Evening walk' }) });
    await expect(row.getByRole('button', { name: 'Check in', exact: true })).toBeVisible();
    await expect(row.getByText('Done today')).toHaveCount(0);
    await row.getByText('Add a note or how it felt').click();
    await row.getByLabel('Note (optional)').fill('Round the park.');
    await row.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect(row.getByText('Done today')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Check in', exact: true })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Check in again' })).toBeVisible();
    await expect(row).toContainText('1 of 3 days this week');
    await expect.poll(async () => (await practices(page, token))[0]!.check_ins).toBe(1);
    await page.screenshot({ path: testInfo.outputPath(`practices-${width}.png`), fullPage: true });
    await expectNoAxeViolations(page);

    // The dashboard's card shows the same day: done, with "Check in again".
    await page.goto('/dashboard');
    const card = page.locator('section.home-practices[data-ready="true"]');
    const home = card.locator('li[data-practice]');
    await expect(home.getByText('Done today')).toBeVisible();
    await expect(home.getByRole('button', { name: 'Check in', exact: true })).toHaveCount(0);
    await home.getByRole('button', { name: 'Check in again' }).click();
    await expect.poll(async () => (await practices(page, token))[0]!.check_ins).toBe(2);
    await expect(home).toContainText('1 of 3 days this week');
    await card.screenshot({ path: testInfo.outputPath(`dashboard-practices-${width}.png`) });
    await expectNoAxeViolations(page);
  });
}
