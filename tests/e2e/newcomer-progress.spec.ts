// Honest progress (docs/rules/learning-progress.md): a course enrolled in but never opened says
// "Not started", and a member who finished everything is not told they have not started a course.
import { expect, newMember, signIn, test } from './support/fixtures.ts';


test('a course enrolled in but never opened says "Not started", not "In progress" at 0 %', async ({ page }) => {
  const who = await newMember(page, 'Fresh');
  const { token } = await signIn(page, who);
  const course = (await (await page.request.get('/v1/courses/meditation-for-beginners')).json()).data;
  const res = await page.request.post(`/v1/courses/${course.id}/enrolment`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  await page.goto('/my-courses');
  const card = page.locator('.learning-card', { hasText: course.title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Not started', { exact: true })).toBeVisible();
  await expect(card.getByText('In progress', { exact: true })).toHaveCount(0);
  await expect(card.getByText('0%')).toHaveCount(0);
  await expect(card.getByRole('link', { name: `Start ${course.title}` })).toBeVisible();
});

test('a member who finished every course is not told they have not started one', async ({ page }) => {
  const who = await newMember(page, 'Finisher');
  await signIn(page, who);
  // The home answer of a member whose only course is complete.
  await page.route('**/v1/auth/home', async (route) => {
    const real = (await (await route.fetch()).json()) as { data: Record<string, unknown> };
    await route.fulfill({ json: { data: { ...real.data, stats: { enrolled: 1, completed: 1, certificates: 1, bookmarks: 0 }, continue_learning: [] } } });
  });
  await page.goto('/dashboard');
  await expect(page.getByText('You have finished every course you started. Well done!')).toBeVisible();
  await expect(page.getByText('You have not started a course yet.')).toHaveCount(0);
});
