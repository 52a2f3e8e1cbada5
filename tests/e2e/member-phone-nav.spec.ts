// Issue 35, findings 7 and 2 on screen: on a phone the member sidebar is one compact "Member menu"
// line (not rows of links above every title), the "You finished…" banner is shown once and then a
// quiet line, and a finished course's certificate is there without collecting it.
import { expect, expectNoAxeViolations, newMember, signIn, test } from './support/fixtures.ts';
import { finishCourse } from './support/finish-course.ts';

const SLUG = 'meditation-for-beginners';

test('phone: a compact member menu, the completion banner once, the certificate already issued', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const who = await newMember(page, 'Finisher');
  const { token } = await signIn(page, who);
  const courseId = await finishCourse(page.request, token, SLUG);

  await page.goto('/dashboard');
  // Finishing a first course brings the one-question site survey: not now.
  await page.locator('dialog.survey-dialog').getByRole('button', { name: 'Not now' }).click();
  const sidebar = page.getByRole('navigation', { name: 'Member area' });
  const toggle = sidebar.getByRole('button', { name: 'Member menu Dashboard' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.getByRole('link', { name: 'Badges' })).toBeHidden();
  const height = (await sidebar.boundingBox())!.height;
  expect(height, 'the member menu takes one line on a phone').toBeLessThanOrEqual(56);
  await page.screenshot({ path: testInfo.outputPath('dashboard-390.png') });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByRole('link', { name: 'Badges' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dashboard-menu-open-390.png') });
  await expectNoAxeViolations(page);

  // The certificate came with the completion: listed on the dashboard and on /certificates, nothing to collect.
  const certificates = page.getByRole('region', { name: 'Certificates' });
  await expect(certificates.getByRole('link').first()).toBeVisible();
  await expect(page.getByText('ready to collect')).toHaveCount(0);
  await page.goto('/certificates');
  await expect(page.getByRole('button', { name: /Get certificate/ })).toHaveCount(0);
  await expect(page.getByText('Meditation for Complete Beginners').first()).toBeVisible();

  // The banner once: the first lesson opened after finishing shows it, the next ones a quiet line.
  const enrolled = (await (await page.request.get('/v1/auth/courses/enrolled?per_page=50', { headers: { Authorization: `Bearer ${token}` } })).json()).data as Array<{ enrolment_id: number; course: { id: number } }>;
  const enrolmentId = enrolled.find((e) => e.course.id === courseId)!.enrolment_id;
  const lessons = ((await (await page.request.get(`/v1/courses/enrolled/${enrolmentId}`, { headers: { Authorization: `Bearer ${token}` } })).json()).data.lessons as Array<{ id: number }>).map((l) => l.id);
  await page.goto(`/lesson/${enrolmentId}/${courseId}/${lessons[0]}`);
  await expect(page.getByRole('heading', { name: /^You finished/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download certificate (PDF)' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('lesson-banner-390.png') });
  await page.goto(`/lesson/${enrolmentId}/${courseId}/${lessons[1]}`);
  await expect(page.locator('#lesson-title')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^You finished/ })).toHaveCount(0);
  await expect(page.getByText('Course complete')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your certificate' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('lesson-after-390.png') });
  await expectNoAxeViolations(page);
});

test('desktop: the sidebar lists the sections as before', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await page.goto('/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Member area' });
  await expect(sidebar.getByRole('link', { name: 'Badges' })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: /Member menu/ })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('dashboard-1280.png') });
});
