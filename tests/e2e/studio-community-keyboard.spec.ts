// The studio's community screens by keyboard alone (docs/rules/cohorts.md, docs/rules/live-sessions.md):
// at /studio/courses/{id}/cohorts an admin opens a cohort, places an enrolled member by e-mail, takes
// them out and deletes the cohort through the confirmation dialogs; at /studio/live the admin schedules
// a session for the course (the audience chosen with the arrows) and cancels it through its dialog.
// The course and the member are set up with the mouse and the API; the walks use Tab, arrows and Enter.
import { bothWidths, startCourseDraft } from './support/authoring.ts';
import { DEMO_ADMIN, expect, newMember, signIn, test } from './support/fixtures.ts';
import { confirmByKeyboard, tabTo } from './support/keyboard.ts';

test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });

const DAY = 86_400_000;

test('by keyboard alone: a cohort opened, a member placed and taken out, the cohort deleted; a live session scheduled and cancelled', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  const title = `Keyboard Circle ${tag}`;

  // Setup: a published course, and a member enrolled in it.
  await signIn(page, DEMO_ADMIN);
  await startCourseDraft(page, title);
  const courseId = Number(/\/studio\/courses\/(\d+)$/.exec(page.url())![1]);
  await page.getByLabel('Lesson title').fill('Arriving by keys');
  await page.getByRole('button', { name: 'Add lesson' }).click();
  await expect(page.getByRole('link', { name: 'Arriving by keys', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published. The course is on the site and in search now.')).toBeVisible();
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const memberPage = await context.newPage();
  const who = await newMember(memberPage, 'KeyCohort');
  const { token } = await signIn(memberPage, who);
  expect((await memberPage.request.post(`/v1/courses/${courseId}/enrolment`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBeLessThan(300);
  await context.close();

  // Cohorts.
  await page.goto(`/studio/courses/${courseId}/cohorts`);
  await expect(page.getByText('No cohort yet.')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Open a cohort' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Open a cohort' })).toBeFocused();
  await tabTo(page, page.getByLabel('Title'));
  await page.keyboard.type('Keys run');
  await page.keyboard.press('Tab');
  const start = page.getByLabel('Start date');
  await expect(start).toBeFocused();
  await start.fill(new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10));
  await tabTo(page, page.getByLabel('Time zone'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Europe/Lisbon');
  await tabTo(page, page.getByLabel('Seats'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('6');
  await tabTo(page, page.getByRole('button', { name: 'Open the cohort' }));
  await page.keyboard.press('Enter');
  const row = page.locator('tr', { hasText: 'Keys run' });
  await expect(row).toContainText('0 of 6');
  await expect(row).toContainText('Europe/Lisbon');

  await tabTo(page, row.getByRole('button', { name: 'Members of Keys run' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('Place a member by e-mail'));
  await page.keyboard.type(who.email);
  await tabTo(page, page.getByRole('button', { name: 'Place in the cohort' }));
  await page.keyboard.press('Enter');
  const members = page.locator('[data-cohort-members]');
  await expect(members.getByRole('row', { name: new RegExp(who.name) })).toContainText('Placed by hand');
  await expect(row).toContainText('1 of 6');
  await bothWidths(page, 'studio-cohorts-keyboard');

  await tabTo(page, members.getByRole('button', { name: `Remove ${who.name}` }));
  await page.keyboard.press('Enter');
  await confirmByKeyboard(page, 'Remove from the cohort');
  await expect(members.getByRole('row', { name: new RegExp(who.name) })).toHaveCount(0);
  await expect(row).toContainText('0 of 6');

  await tabTo(page, row.getByRole('button', { name: 'Delete Keys run' }));
  await page.keyboard.press('Enter');
  await confirmByKeyboard(page, 'Delete the cohort');
  await expect(page.getByText('No cohort yet.')).toBeVisible();

  // Live sessions.
  await page.goto('/studio/live');
  await tabTo(page, page.getByRole('button', { name: 'Schedule a live session' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'New live session' })).toBeFocused();
  const audience = page.getByLabel('For', { exact: true });
  await tabTo(page, audience);
  for (let i = 0; i < 60 && (await audience.inputValue()) !== `course:${courseId}`; i += 1) await audience.press('ArrowDown');
  await expect(audience).toHaveValue(`course:${courseId}`);
  await tabTo(page, page.getByLabel('Title'));
  await page.keyboard.type(`Keys live ${tag}`);
  await tabTo(page, page.getByLabel('Starts'));
  await page.getByLabel('Starts').fill(`${new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10)}T18:30`);
  await tabTo(page, page.getByLabel('Join link'));
  await page.keyboard.type('https://meet.example.com/keys');
  await tabTo(page, page.getByLabel('Places'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('12');
  await tabTo(page, page.getByRole('button', { name: 'Schedule', exact: true }));
  await page.keyboard.press('Enter');
  const session = page.getByRole('row', { name: new RegExp(`Keys live ${tag}`) });
  await expect(session).toContainText('0 of 12');

  await tabTo(page, session.getByRole('button', { name: new RegExp(`Open Keys live ${tag}`) }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Cancel the session' }));
  await page.keyboard.press('Enter');
  await confirmByKeyboard(page, 'Cancel the session');
  await expect(session).toHaveAttribute('data-live-status', 'cancelled');
  await bothWidths(page, 'studio-live-keyboard');
});
