// Assigning a course from a mentee's row (docs/rules/mentors.md, "Assigning a course"), at desktop
// and phone widths, axe clean: a mentor of their own with a mentee of their own (set up through the
// API) assigns a free course on /mentors/invitees, the mentee finds it in My Courses marked
// "Assigned by your mentor", and the mentor removes the assignment again (the enrolment stays);
// then assigns it again from the course's side on /mentors/courses.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, newMember, signIn, test } from './support/fixtures.ts';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const COURSE = 'Meditation for Complete Beginners';

async function post(page: Page, token: string, path: string, data: unknown) {
  const res = await page.request.post(path, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as { data: Record<string, unknown> & { invited?: Array<{ id: number }> } };
}

for (const vp of VIEWPORTS) {
  test.describe(`assigning a course from the mentee's row (${vp.name})`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('the mentor assigns, the mentee sees "Assigned by your mentor", the mentor removes it', async ({ page }) => {
      test.setTimeout(180_000);
      const mentor = await newMember(page, 'Mentor');
      const mentee = await newMember(page, 'Mentee');
      const menteeSession = await signIn(page, mentee);
      const mentorSession = await signIn(page, mentor);
      await post(page, mentorSession.token, '/v1/mentors/agree', {});
      const invited = await post(page, mentorSession.token, '/v1/mentors/invite', { emails: [mentee.email], message: 'Join me' });
      await post(page, menteeSession.token, `/v1/mentors/acceptInvite/${invited.data.invited![0]!.id}`, {});

      await page.goto('/mentors/invitees');
      const row = page.getByRole('listitem').filter({ has: page.getByText(mentee.name, { exact: true }) });
      await expect(row.getByText('No course assigned yet.')).toBeVisible();
      await expectNoAxeViolations(page);
      await row.getByLabel(`Assign a course to ${mentee.name}`).selectOption({ label: `${COURSE} (Free)` });
      await row.getByRole('button', { name: 'Assign' }).click();
      await expect(page.getByText(`${mentee.name} is enrolled in “${COURSE}”.`)).toBeVisible();
      await expect(row.getByRole('list', { name: 'Assigned courses' }).getByText(COURSE)).toBeVisible();
      await expect(row.getByText('· enrolled')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(vp.width);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/pw-quiz/mentor-assign-${vp.name}.png`, fullPage: true });

      await signIn(page, mentee);
      await page.goto('/my-courses');
      const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: COURSE, exact: true }) });
      await expect(card.getByText(`Assigned by your mentor, ${mentor.name}`)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/pw-quiz/mentee-assigned-${vp.name}.png`, fullPage: true });

      await signIn(page, mentor);
      await page.goto('/mentors/invitees');
      await row.getByRole('button', { name: `Remove ${COURSE} from ${mentee.name}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
      await expect(row.getByText('No course assigned yet.')).toBeVisible();

      // From a course: /mentors/courses assigns one course to the mentees ticked.
      await page.goto('/mentors/courses');
      await expect(page.getByText('You have not assigned a course yet.')).toBeVisible();
      await page.getByRole('button', { name: 'Assign' }).click();
      await expect(page.getByText('Choose a course to assign.')).toBeVisible();
      await expect(page.getByText('Choose at least one mentee.')).toBeVisible();
      await page.getByLabel('Course', { exact: true }).selectOption({ label: `${COURSE} (Free)` });
      await page.getByLabel(mentee.name, { exact: true }).check();
      await page.getByRole('button', { name: 'Assign' }).click();
      await expect(page.getByText('Assigned. Your mentees are enrolled.')).toBeVisible();
      const assigned = page.getByRole('list', { name: 'Courses you assigned' });
      await expect(assigned.getByRole('heading', { name: COURSE })).toBeVisible();
      await expect(assigned.getByText(`${mentee.name} · enrolled`)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(vp.width);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/pw-quiz/mentor-courses-${vp.name}.png`, fullPage: true });
    });
  });
}
