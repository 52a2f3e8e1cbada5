// The mentor programme in a real browser, at desktop and phone widths, axe clean on every page: a new
// member reads the mentor terms and agrees (header and sidebar say "Mentor" at once, no reload),
// invites the demo member and a new address, the demo member accepts in a second browser, the mentor
// sees the invitees, creates a group and recommends a course, and the demo member finds it on the
// dashboard under "Recommended by your mentor". The demo member is shared with other specs: only
// this run's mentor (a name of its own) is looked for.
import type { Browser, Page } from '@playwright/test';
import { DEMO_MEMBER, expect, expectNoAxeViolations, newMember, signIn, test } from './support/fixtures.ts';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function memberPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, DEMO_MEMBER);
  return page;
}

for (const vp of VIEWPORTS) {
  test.describe(`the mentor programme (${vp.name})`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('become a mentor, invite, accept, group, recommend, and the mentee sees it on the dashboard', async ({ page, browser }) => {
      test.setTimeout(300_000);
      const mentor = await newMember(page, 'Mentor');
      await signIn(page, mentor);
      const sidebar = page.getByRole('navigation', { name: 'Member area' });
      // On a phone the sidebar's sections sit behind its "Member menu" button (docs/rules/client.md).
      const openSections = async () => {
        const toggle = sidebar.getByRole('button', { name: /Member menu/ });
        if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      };

      // 1. Becoming a mentor: terms in the page-view modal, then agree.
      await page.goto('/mentors');
      await expect(page.getByRole('heading', { level: 1, name: 'Become a Mentor' })).toBeVisible();
      await openSections();
      await expect(sidebar.getByRole('link', { name: 'Become a Mentor' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'mentor terms' }).click();
      const terms = page.getByRole('dialog', { name: 'Mentor Terms' });
      await expect(terms).toBeVisible();
      await expectNoAxeViolations(page);
      await terms.getByRole('button', { name: 'Close' }).click();
      await expect(terms).toBeHidden();
      await page.getByRole('button', { name: 'I agree to the mentor terms' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Mentor' })).toBeVisible();
      await openSections();
      await expect(sidebar.getByRole('link', { name: 'Mentor', exact: true })).toBeVisible();
      await expect(page.locator('header a[data-mentor-label]').first()).toHaveText('Mentor');
      await expect(page.getByText('No mentees yet. Invite someone you would like to support.')).toBeVisible();
      await expectNoSidewaysScroll(page, vp.width);
      await expectNoAxeViolations(page);

      // 2. Invite the demo member and an address without an account.
      const newcomer = `newcomer-${Date.now().toString(36)}@example.test`;
      await page.goto('/mentors/invite');
      await page.locator('form[data-ready]').waitFor();
      await page.getByLabel('E-mail addresses').fill(`${DEMO_MEMBER.email}\n${newcomer}`);
      await page.getByLabel('Personal message (optional)').fill('Shall we learn together?');
      await page.getByRole('button', { name: 'Send invitations' }).click();
      await expect(page.getByText(`Invited ${DEMO_MEMBER.name} (${DEMO_MEMBER.email})`)).toBeVisible();
      await expect(page.getByText(`Invited ${newcomer}`)).toBeVisible();
      await expectNoSidewaysScroll(page, vp.width);
      await expectNoAxeViolations(page);

      // 3. The demo member accepts, in a browser of their own.
      const mentee = await memberPage(browser, vp);
      await mentee.goto('/mentors/requested');
      const request = mentee.locator('.mentor-row', { hasText: mentor.name });
      await expect(request).toContainText('Shall we learn together?');
      await expectNoAxeViolations(mentee);
      await request.getByRole('button', { name: 'Accept' }).click();
      await expect(mentee.getByText(`${mentor.name} is now your mentor.`)).toBeVisible();
      await expect(mentee.locator('.mentor-row', { hasText: mentor.name })).toHaveCount(0);

      // 4. The mentor's invitees: the demo member accepted, the new address waits.
      await page.goto('/mentors/invitees');
      await expect(page.locator('.mentor-row', { hasText: DEMO_MEMBER.name })).toContainText('Accepted');
      await expect(page.locator('.mentor-row', { hasText: newcomer })).toContainText('Pending');
      await expectNoSidewaysScroll(page, vp.width);
      await expectNoAxeViolations(page);

      // 5. A group with the demo member in it.
      await page.goto('/mentors/groups/create');
      await page.locator('form[data-ready]').waitFor();
      await page.getByLabel('Name').fill('Morning walkers');
      await page.getByLabel('Description (optional)').fill('Short walks and breathing.');
      await page.getByRole('checkbox', { name: DEMO_MEMBER.name }).check();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Create group' }).click();
      await page.waitForURL('**/mentors/groups');
      await expect(page.locator('.mentor-row', { hasText: 'Morning walkers' })).toContainText(DEMO_MEMBER.name);
      await expectNoAxeViolations(page);

      // 6. Recommend a course to the group.
      await page.goto('/mentors/courseRecommendations/create');
      await page.locator('form[data-ready]').waitFor();
      const course = page.getByLabel('Course', { exact: true });
      await course.selectOption({ index: 1 });
      const chosen = (await course.locator('option:checked').textContent())!.replace(/\s*\([^)]*\)$/, '');
      await page.getByRole('checkbox', { name: /Morning walkers/ }).check();
      await page.getByLabel('Note (optional)').fill('Start with the first lesson this week.');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Recommend' }).click();
      await page.waitForURL('**/mentors/courseRecommendations');
      const rec = page.locator('.mentor-row', { hasText: chosen });
      await expect(rec).toContainText('group Morning walkers');
      await expect(rec.getByRole('list', { name: `Progress on ${chosen}` })).toContainText(DEMO_MEMBER.name);
      await expectNoSidewaysScroll(page, vp.width);
      await expectNoAxeViolations(page);

      // 7. The mentor's home shows the mentee with the recommendation.
      await page.goto('/mentors');
      await expect(page.locator('.mentor-home[data-ready]')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your mentees' })).toContainText(DEMO_MEMBER.name);
      await expectNoAxeViolations(page);

      // 8. The demo member's dashboard: "Recommended by your mentor".
      await mentee.goto('/dashboard');
      const card = mentee.getByRole('region', { name: 'Recommended by your mentor' });
      await expect(card.locator('li', { hasText: mentor.name }).first()).toContainText(chosen);
      await expectNoSidewaysScroll(mentee, vp.width);
      await expectNoAxeViolations(mentee);
      await mentee.context().close();
    });
  });
}
