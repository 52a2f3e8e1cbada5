// A visitor opens a course's free preview lesson from the curriculum (docs/rules/catalogue.md).
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

test('the "Free preview" badge opens the preview lesson for a visitor, and closes again', async ({ page }) => {
  const course = (await (await page.request.get('/v1/courses/meditation-for-beginners')).json()).data as { id: number; lessons: Array<{ id: number; title: string; is_preview: boolean }> };
  const preview = course.lessons.find((l) => l.is_preview)!;
  const lesson = (await (await page.request.get(`/v1/courses/${course.id}/${preview.id}`)).json()).data as { body_html: string };
  const firstWords = lesson.body_html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().split(' ').slice(0, 4).join(' ');
  await page.goto('/course/meditation-for-beginners');
  await page.getByRole('link', { name: `Free preview: ${preview.title}` }).click();
  const dialog = page.getByRole('dialog', { name: preview.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(firstWords);
  await expectNoAxeViolations(page);
  await dialog.getByRole('link', { name: 'Close the preview' }).click();
  await expect(dialog).toBeHidden();
});
