// The studio's reports in a real browser (docs/rules/studio.md, "Reports"; issue 32): the admin opens
// the funnel of the demo's Stress First Aid from its course page and reads the lesson where most stop
// (the demo's past learners stop at its quiz), filters it to one month and back, and the quiz's item
// analysis flags the question every learner answers right; the business's revenue, activity and
// retention; the reports and the audit log by keyboard alone. Axe clean at 390 and 1280 px.
import { bothWidths } from './support/authoring.ts';
import type { Locator } from '@playwright/test';
import { DEMO_ADMIN, expect, signIn, test } from './support/fixtures.ts';

test.use({ serviceWorkers: 'block' });

test('the admin reads where members stop in a course, and which quiz question is too easy', async ({ page }) => {
  test.setTimeout(150_000);
  const detail = (await (await page.request.get('/v1/courses/stress-first-aid')).json()) as { data: { id: number; lessons: Array<{ id: number; kind: string; title: string }> } };
  const quiz = detail.data.lessons.find((l) => l.kind === 'quiz')!;
  await signIn(page, DEMO_ADMIN);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto(`/studio/courses/${detail.data.id}`);
  await page.getByRole('link', { name: 'Funnel: where members stop' }).click();
  await expect(page).toHaveURL(new RegExp(`/studio/courses/${detail.data.id}/funnel$`));
  await page.locator('[data-ready]').waitFor();
  await expect(page.getByRole('heading', { level: 1, name: 'Funnel: Stress First Aid' })).toBeVisible();
  await expect(page.locator(`[data-drop-off="${quiz.id}"]`)).toContainText(`Most members stop at ${quiz.title}`);
  const steps = page.getByRole('table', { name: /Each step of Stress First Aid/ });
  await expect(steps.getByRole('row', { name: new RegExp(`Finished “${quiz.title}”`) })).toBeVisible();
  await bothWidths(page, 'funnel');

  // One month with nobody enrolled, then every enrolment again; a bad month is refused beside its field.
  await page.getByLabel('Month of enrolment', { exact: true }).fill('2020-01');
  await page.getByRole('button', { name: 'Show the funnel' }).click();
  await expect(page.getByText('No member enrolled in this period.')).toBeVisible();
  await expect(page).toHaveURL(/\?cohort=2020-01$/);
  await page.getByRole('button', { name: 'All enrolments' }).click();
  await expect(page.locator(`[data-drop-off="${quiz.id}"]`)).toBeVisible();

  await page.goto(`/studio/lessons/${quiz.id}`);
  const answered = page.getByRole('region', { name: 'How members answered' });
  await expect(answered.getByText('Too easy: every member answers it right')).toHaveCount(1);
  await expect(answered.getByRole('columnheader', { name: 'Separates pass from fail' })).toBeVisible();
  await bothWidths(page, 'item-analysis');
});

test('the admin reads revenue net of refunds with tax apart, active members and retention by month joined', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO_ADMIN);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/studio');
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/studio\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const revenue = page.getByRole('region', { name: 'Revenue' });
  await revenue.locator('[data-ready]').waitFor();
  // The demo member's membership was paid and a quarter of it refunded: the month shows both.
  const byMonth = revenue.getByRole('table', { name: 'Revenue by month' });
  await expect(byMonth.getByRole('row')).not.toHaveCount(1);
  await expect(byMonth).toContainText('−');
  await expect(revenue.getByRole('table', { name: 'Revenue by plan' })).toContainText('Membership');
  const activity = page.getByRole('region', { name: 'Active members' });
  await activity.locator('[data-ready]').waitFor();
  await expect(activity.getByRole('table', { name: 'Active members by month' })).toBeVisible();
  const retention = page.getByRole('region', { name: 'Retention by month joined' });
  await retention.locator('[data-ready]').waitFor();
  await expect(retention.getByRole('table', { name: /Monthly retention cohorts/ })).toBeVisible();
  await bothWidths(page, 'business-reports');

  // A range with nothing in it, kept in the address; a backwards range is refused beside its field.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel('From', { exact: true }).fill('2020-01');
  await page.getByLabel('Until', { exact: true }).fill('2020-03');
  await page.getByRole('button', { name: 'Show these months' }).click();
  await expect(page).toHaveURL(/\/studio\/reports\?from=2020-01&to=2020-03$/);
  await expect(revenue.getByText('Nothing was paid or refunded in these months.').first()).toBeVisible();
  await expect(retention.getByText('Nobody joined in these months.')).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill('2020-05');
  await page.getByRole('button', { name: 'Show these months' }).click();
  await expect(page.locator('#reports-to-error')).toHaveText('The last month cannot be before the first.');
  await page.getByRole('button', { name: 'The last 12 months' }).click();
  await expect(page).toHaveURL(/\/studio\/reports$/);
  await expect(byMonth).toBeVisible();
});

test('the reports and the audit log work by keyboard alone, with a visible focus at each step', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ADMIN);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/studio/reports');
  await page.getByRole('region', { name: 'Revenue' }).locator('[data-ready]').waitFor();
  /** Tabs until `target` has the focus (at most 60 presses), and checks that the focus shows. */
  const tabTo = async (target: Locator) => {
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press('Tab');
      if (await target.evaluate((el) => el === document.activeElement)) {
        const shown = await target.evaluate((el) => {
          const style = getComputedStyle(el);
          return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
        });
        expect(shown, 'the focus is visible').toBe(true);
        return;
      }
    }
    throw new Error('Tab never reached the control');
  };
  await tabTo(page.locator('#reports-from'));
  await page.keyboard.type('2020-01');
  await tabTo(page.locator('#reports-to'));
  await page.keyboard.type('2020-02');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/studio\/reports\?from=2020-01&to=2020-02$/);
  await expect(page.getByRole('region', { name: 'Retention by month joined' }).getByText('Nobody joined in these months.')).toBeVisible();
  await tabTo(page.getByRole('button', { name: 'The last 12 months' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/studio\/reports$/);
  // The tables scroll in their own region by keyboard too: each region can take the focus.
  await tabTo(page.getByRole('region', { name: 'Revenue by month table' }));

  await page.goto('/studio/audit');
  await page.locator('[data-ready]').first().waitFor();
  await tabTo(page.locator('#audit-action'));
  await page.keyboard.type('member.');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/action=member\./);
});
