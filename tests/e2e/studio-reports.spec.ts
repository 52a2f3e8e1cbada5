// The studio's reports in a real browser (docs/rules/studio.md, "Reports"; issue 32): the admin opens
// the funnel of the demo's Stress First Aid from its course page and reads the lesson where most stop
// (the demo's past learners stop at its quiz), filters it to one month and back, and the quiz's item
// analysis flags the question every learner answers right. Axe clean at 390 and 1280 px.
import { bothWidths } from './support/authoring.ts';
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
