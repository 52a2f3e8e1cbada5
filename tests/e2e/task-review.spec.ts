// Task review end to end (docs/rules/task-review.md), at desktop and phone widths, axe clean on the
// queue, the review page and the player: a new member submits the task of the demo author's course
// "Desk Body Reset" in the player; the author finds it on /studio/tasks, asks for a revision with
// feedback (the form first refuses a revision without feedback, beside the field); the member reads
// the feedback above the task and submits a revision; the author sees the earlier revision with its
// feedback and accepts the new one, and the member's player says so.
import type { Page } from '@playwright/test';
import { DEMO_AUTHOR, expect, expectNoAxeViolations, newMember, signIn, test } from './support/fixtures.ts';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function fitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const vp of VIEWPORTS) {
  test.describe(`task review (${vp.name})`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('the member submits, the author asks for a revision, the member revises, the author accepts', async ({ page }) => {
      test.setTimeout(240_000);
      const member = await newMember(page, 'Learner');
      const session = await signIn(page, member);
      const auth = { Authorization: `Bearer ${session.token}` };
      const course = (await (await page.request.get('/v1/courses/desk-body-reset')).json()).data as { id: number; lessons: Array<{ id: number; kind: string; title: string }> };
      const task = course.lessons.find((l) => l.kind === 'task')!;
      const enrolled = await page.request.post(`/v1/courses/${course.id}/enrolment`, { headers: auth, data: {} });
      expect(enrolled.status(), await enrolled.text()).toBeLessThan(300);
      const enrolmentId = ((await enrolled.json()).data as { enrolment_id: number }).enrolment_id;
      const lessonUrl = `/lesson/${enrolmentId}/${course.id}/${task.id}`;

      // The member submits the task with a file.
      await page.goto(lessonUrl);
      await page.getByLabel('Your answer').fill('Three stretches at 11:00, after my first meeting.');
      await page.getByLabel('Attach a file (optional)').setInputFiles({ name: 'plan.txt', mimeType: 'text/plain', buffer: Buffer.from('Neck rolls, shoulder opener, hip flexor stretch.') });
      await page.getByRole('button', { name: 'Submit task' }).click();
      await expect(page.getByRole('heading', { name: 'Submitted: waiting for review' })).toBeVisible();

      // The author's queue and review page.
      await signIn(page, DEMO_AUTHOR);
      await page.goto('/studio/tasks');
      const open = page.getByRole('link', { name: `${task.title} by ${member.name}` });
      await expect(open).toBeVisible();
      await fitsWidth(page, vp.width);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/tasks-queue-${vp.name}.png`, fullPage: true });
      await open.click();
      await expect(page.getByRole('heading', { name: task.title, level: 1 })).toBeVisible();
      await expect(page.getByText('Three stretches at 11:00, after my first meeting.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Download plan.txt' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByLabel('Please revise').check();
      await page.getByRole('button', { name: 'Send review' }).click();
      await expect(page.locator('#task-feedback-error')).toHaveText('Write what to change: feedback is required when you ask for a revision.');
      await expect(page.getByLabel('Feedback (required)')).toBeFocused();
      await expectNoAxeViolations(page);
      await page.getByLabel('Feedback (required)').fill('Good choice of stretches. Add what will remind you at 11:00.');
      await page.getByRole('button', { name: 'Send review' }).click();
      await expect(page.getByText('Please revise', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send review' })).toHaveCount(0);
      await fitsWidth(page, vp.width);
      await page.screenshot({ path: `/tmp/tasks-review-${vp.name}.png`, fullPage: true });

      // The member reads the feedback in the player and submits a revision.
      await signIn(page, member);
      await page.goto(lessonUrl);
      await expect(page.getByRole('heading', { name: `Please revise: feedback by ${DEMO_AUTHOR.name}` })).toBeVisible();
      await expect(page.getByText('Good choice of stretches. Add what will remind you at 11:00.')).toBeVisible();
      await fitsWidth(page, vp.width);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/tasks-player-${vp.name}.png`, fullPage: true });
      await page.getByLabel('Your answer').fill('Three stretches at 11:00, after my first meeting; a calendar reminder at 10:55.');
      await page.getByRole('button', { name: 'Submit revision' }).click();
      await expect(page.getByRole('heading', { name: 'Submitted: waiting for review' })).toBeVisible();

      // The author sees the earlier revision with its feedback and accepts.
      await signIn(page, DEMO_AUTHOR);
      await page.goto('/studio/tasks');
      await page.getByRole('link', { name: `${task.title} by ${member.name}` }).click();
      await expect(page.getByText('a calendar reminder at 10:55.', { exact: false })).toBeVisible();
      const earlier = page.getByRole('region', { name: 'Earlier revisions' });
      await expect(earlier.getByRole('heading', { name: 'Revision 1 · Please revise' })).toBeVisible();
      await expect(earlier.getByText('Good choice of stretches. Add what will remind you at 11:00.')).toBeVisible();
      await page.getByLabel('Accepted').check();
      await page.getByRole('button', { name: 'Send review' }).click();
      await expect(page.getByRole('button', { name: 'Send review' })).toHaveCount(0);
      await expectNoAxeViolations(page);

      await signIn(page, member);
      await page.goto(lessonUrl);
      await expect(page.getByRole('heading', { name: `Accepted by ${DEMO_AUTHOR.name}` })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
