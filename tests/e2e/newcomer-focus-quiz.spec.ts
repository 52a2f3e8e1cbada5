// Issue 11, keyboard and focus: after a quiz is submitted, focus moves to the result, so a keyboard
// or screen-reader user lands on the score instead of the page body.
import { expect, expectNoAxeViolations, newMember, signIn, test } from './support/fixtures.ts';


test('submitting a quiz moves focus to its result', async ({ page }) => {
  const who = await newMember(page, 'Focus');
  await signIn(page, who);
  const res = await page.request.get('/v1/courses/meditation-for-beginners');
  const course = (await res.json()).data as { id: number; lessons: Array<{ id: number; kind: string; title: string }> };
  const quiz = course.lessons.find((l) => l.kind === 'quiz')!;

  await page.goto('/course/meditation-for-beginners');
  await page.locator('[data-course-actions][data-ready="true"]').waitFor();
  await page.locator('[data-enrol]').click();
  await expect(page.locator('[data-enrol]')).toHaveText('Start learning');
  await page.locator('[data-enrol]').click();
  await page.waitForURL(/\/lesson\/\d+\/\d+\/\d+$/);
  const enrolmentId = new URL(page.url()).pathname.split('/')[2];

  await page.goto(`/lesson/${enrolmentId}/${course.id}/${quiz.id}`);
  await expect(page.getByRole('heading', { level: 1, name: quiz.title })).toBeVisible();
  const question = (n: number) => page.getByRole('group', { name: new RegExp(`^Question ${n}\\.`) });
  await question(1).getByLabel('Stopping all thoughts').check();
  await question(2).getByLabel('True').check();
  await question(3).getByLabel('Planning tomorrow’s to-do list').check();
  await question(4).getByLabel('Skip practice until you have more time').check();
  await page.getByRole('button', { name: 'Submit answers' }).click();

  const result = page.getByRole('region', { name: '0%: not passed yet' });
  await expect(result).toBeVisible();
  // Focus is on the result (or inside it), not left on the page body.
  await expect.poll(() => result.evaluate((el) => `${document.activeElement?.tagName}:${el.contains(document.activeElement)}`)).toMatch(/:true$/);
  await expect(result).toBeFocused();
  await expectNoAxeViolations(page);
});
