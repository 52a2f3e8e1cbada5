// Learning through a bundle, as the demo mentor (so the demo member's courses stay as the other
// specs expect): the free starter bundle's course page enrols them in every course of the bundle,
// and the bundle lesson player (/lesson/{enrolmentId}/{bundleId}/{courseId}/{id}) reports each
// lesson event with the bundle's id.
import { DEMO_MENTOR, dataLayerEvents, expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';

type BundleDetail = { id: number; slug: string; title: string; courses: Array<{ id: number; slug: string; title: string }> };
type CourseDetail = { id: number; title: string; lessons: Array<{ id: number; kind: string; title: string }> };

test('the free starter bundle: enrol from its course page into every course, then learn in the bundle player', async ({ page }) => {
  test.setTimeout(120_000);
  const { token } = await signIn(page, DEMO_MENTOR);
  const bundle: BundleDetail = (await (await page.request.get('/v1/bundles/start-here-free-starter')).json()).data;
  const [first] = bundle.courses;
  const course: CourseDetail = (await (await page.request.get(`/v1/courses/${first!.slug}`)).json()).data;
  const [read1, read2] = course.lessons;

  // The bundle page says it is free and leads to its first course.
  await page.goto(`/bundle/${bundle.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: bundle.title })).toBeVisible();
  await expect(page.getByLabel('Price')).toContainText('Free');
  await expect(page.getByText('Every course in it is free: log in and enrol to start.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Start with the first course' }).click();
  await page.waitForURL(`**/bundle/${bundle.slug}/${first!.slug}`);

  // Enrolling here enrols the member in each course of the bundle, and the button says so.
  const enrol = page.locator('[data-enrol]');
  await expect(enrol).toHaveText(`Enrol in all ${bundle.courses.length} courses for free`);
  await expect(page.locator('[data-bundle-note]')).toHaveText(`Enrolling here enrols you in every course of ${bundle.title}, this one included.`);
  // The member's actions are wired once the page knows the enrolment status; a click before that is
  // the plain link to log in (and back), which a loaded machine can make the test hit.
  await expect(page.locator('[data-course-actions]')).toHaveAttribute('data-ready', 'true');
  await enrol.click();
  await expect(page.locator('[data-actions-status]')).toHaveText(`You are enrolled in every course of ${bundle.title}.`);
  expect((await dataLayerEvents(page)).filter((e) => e.event === 'course_enrol')).toEqual([{ event: 'course_enrol', course_id: course.id, title: course.title }]);
  await expect(enrol).toHaveText('Start learning');
  await expectNoAxeViolations(page);
  const enrolled = await page.request.get('/v1/auth/courses/enrolled?per_page=50', { headers: { authorization: `Bearer ${token}` } });
  const cards = (await enrolled.json()).data as Array<{ bundle_id: number | null; course: { id: number } }>;
  for (const c of bundle.courses) expect(cards).toContainEqual(expect.objectContaining({ bundle_id: bundle.id, course: expect.objectContaining({ id: c.id }) }));

  // The bundle player: the bundle's id in the address and in every lesson event.
  await enrol.click();
  await page.waitForURL(new RegExp(`/lesson/\\d+/${bundle.id}/${course.id}/${read1!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: read1!.title })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Mark as done' }).click();
  await expect(page.getByText(/Marked as done at/)).toBeVisible();
  // Opening a lesson records it as the last read; wait for that before leaving the page.
  const lastRead = page.waitForResponse((r) => /\/v1\/courses\/enrolled\/\d+\/lastRead$/.test(r.url()) && r.request().method() === 'PUT');
  await page.getByRole('link', { name: `Next → ${read2!.title}` }).click();
  await lastRead;
  await expect(page.getByRole('heading', { level: 1, name: read2!.title })).toBeVisible();
  expect(page.url()).toMatch(new RegExp(`/lesson/\\d+/${bundle.id}/${course.id}/${read2!.id}$`));
  const lessonEvents = (await dataLayerEvents(page)).filter((e) => String(e.event).startsWith('lesson_'));
  const fields = (event: string, lessonId: number) => ({ event, bundle_id: bundle.id, course_id: course.id, lesson_id: lessonId });
  expect(lessonEvents).toContainEqual(fields('lesson_click', read1!.id));
  expect(lessonEvents).toContainEqual(fields('lesson_click', read2!.id));
  expect(lessonEvents.filter((e) => e.event === 'lesson_detail_save')).toEqual([fields('lesson_detail_save', read1!.id)]);

  // Back on the bundle course page the button continues where the member is.
  await page.goto(`/bundle/${bundle.slug}/${first!.slug}`);
  await expect(enrol).toHaveText(/^Continue learning \(\d+%\)$/);
  await expect(enrol).toHaveAttribute('href', new RegExp(`/lesson/\\d+/${bundle.id}/${course.id}/${read2!.id}$`));
});
