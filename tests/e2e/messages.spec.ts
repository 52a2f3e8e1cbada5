// Messages and the site survey in a real browser (docs/rules/messages.md, docs/rules/surveys.md):
// the demo mentor and the demo member, in two browser contexts, exchange messages that appear live
// without a reload; the phone layout shows the list, then the thread; the site survey opens once on
// the dashboard after a new member's first finished course, and never again after Escape or an
// answer. axe must find nothing at 1280 and 390 px. Counts are read relative to the API's state,
// since other specs share the demo accounts.
import type { APIRequestContext, Page } from '@playwright/test';
import { COURSES } from '../../src/server/demo/data/courses.ts';
import { finishCourse } from './support/finish-course.ts';
import { DEMO_MEMBER, DEMO_MENTOR, expect, expectNoAxeViolations, newMember, signIn, test } from './support/fixtures.ts';

async function demoConversationId(request: APIRequestContext, token: string): Promise<number> {
  const list = (await (await request.get('/v1/auth/conversations', { headers: { authorization: `Bearer ${token}` } })).json()).data as Array<{ id: number; kind: string; participants: Array<{ name: string }> }>;
  const c = list.find((x) => x.kind === 'mentor' && x.participants.some((p) => p.name === DEMO_MENTOR.name) && x.participants.some((p) => p.name === DEMO_MEMBER.name));
  expect(c, 'the demo mentor and the demo member have a conversation').toBeTruthy();
  return c!.id;
}

async function openThread(page: Page, title: string) {
  await page.goto('/messages');
  await expect(page.locator('[data-ready]')).toBeVisible();
  await page.getByRole('list', { name: 'Your conversations' }).getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

// One after the other: both write in the demo pair's conversation.
test.describe.configure({ mode: 'serial' });

for (const vp of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the demo mentor and member exchange messages live (${vp.name})`, async ({ browser }) => {
    // Two browsers, two signed-in pages and two axe scans on a shared machine.
    test.setTimeout(150_000);
    const mentorContext = await browser.newContext({ viewport: { width: vp.width, height: vp.height } });
    const memberContext = await browser.newContext({ viewport: { width: vp.width, height: vp.height } });
    const mentorPage = await mentorContext.newPage();
    const memberPage = await memberContext.newPage();
    try {
      await signIn(mentorPage, DEMO_MENTOR);
      const member = await signIn(memberPage, DEMO_MEMBER);
      await demoConversationId(memberPage.request, member.token);

      await openThread(mentorPage, DEMO_MEMBER.name);
      await openThread(memberPage, DEMO_MENTOR.name);
      if (vp.name === 'phone') {
        // Phone: the thread replaces the list, with a way back.
        await expect(memberPage.getByRole('list', { name: 'Your conversations' })).toBeHidden();
        await expect(memberPage.getByRole('button', { name: '← Conversations' })).toBeVisible();
      } else {
        await expect(memberPage.getByRole('list', { name: 'Your conversations' })).toBeVisible();
      }
      await expectNoAxeViolations(memberPage);

      // The mentor writes by keyboard (Enter sends); the member sees it without a reload.
      const stamp = `${vp.name}-${Date.now().toString(36)}`;
      const composer = mentorPage.getByLabel(`Message to ${DEMO_MEMBER.name}`);
      await composer.fill(`How was your practice today? ${stamp}`);
      await expect(mentorPage.getByText(`${`How was your practice today? ${stamp}`.length} / 5,000 characters`)).toBeVisible();
      await composer.press('Enter');
      await expect(composer).toHaveValue('');
      const thread = memberPage.getByRole('list', { name: `Messages with ${DEMO_MENTOR.name}` });
      await expect(thread.getByText(`How was your practice today? ${stamp}`)).toBeVisible({ timeout: 10_000 });
      await expect(thread.getByText(`How was your practice today? ${stamp}`)).toHaveCount(1);

      // The member answers with a link, which the mentor sees live and clickable.
      const reply = memberPage.getByLabel(`Message to ${DEMO_MENTOR.name}`);
      await reply.fill(`Calm, thanks! Notes: https://example.org/notes-${stamp}`);
      await memberPage.getByRole('button', { name: 'Send' }).click();
      const mentorThread = mentorPage.getByRole('list', { name: `Messages with ${DEMO_MEMBER.name}` });
      await expect(mentorThread.getByRole('link', { name: `https://example.org/notes-${stamp}` })).toBeVisible({ timeout: 10_000 });
      await expect(mentorThread.getByText(`Calm, thanks! Notes: https://example.org/notes-${stamp}`)).toHaveCount(1);
      await expectNoAxeViolations(mentorPage);

      // An empty message is refused next to the field.
      await reply.fill('   ');
      await reply.press('Enter');
      await expect(memberPage.getByText('Write a message first.')).toBeVisible();

      if (vp.name === 'phone') {
        await memberPage.getByRole('button', { name: '← Conversations' }).click();
        await expect(memberPage.getByRole('list', { name: 'Your conversations' })).toBeVisible();
      }
    } finally {
      await mentorContext.close();
      await memberContext.close();
    }
  });
}

test('the sidebar shows the unread message total, and a member without conversations sees the empty state', async ({ page }) => {
  const who = await newMember(page, 'Quiet');
  await signIn(page, who);
  await page.goto('/messages');
  await expect(page.getByText('No conversations yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The demo member: the sidebar item says how many are unread, as the API counts them.
  const member = await signIn(page, DEMO_MEMBER);
  const unread = (await (await page.request.get('/v1/auth/conversations/unread-count', { headers: { authorization: `Bearer ${member.token}` } })).json()).data.unread as number;
  await page.goto('/dashboard');
  const item = page.locator('nav[aria-label="Member area"] a[href="/messages"]');
  if (unread > 0) await expect(item).toHaveAccessibleName(new RegExp(`^Messages\\s*${unread} unread$`), { timeout: 10_000 });
  else await expect(item.locator('[data-messages-count]')).toBeHidden();
});

/**
 * The dashboard's one question about surveys (docs/rules/surveys.md): its answer is what the page opens
 * a dialog from, so once it has come back with none due, no dialog is on its way.
 */
function surveysAnswered(page: Page) {
  return page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/siteSurveys' && r.request().method() === 'GET');
}

/** Works through every lesson of the free demo course through the API, so the member has finished a course. */
async function finishACourse(request: APIRequestContext, token: string) {
  await finishCourse(request, token, COURSES.find((c) => c.priceCents === 0)!.slug);
}

for (const vp of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the site survey opens once after the first finished course, and never again (${vp.name})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: vp.width, height: vp.height });
    const who = await newMember(page, 'Surveyed');
    const { token } = await signIn(page, who);
    const dialog = page.getByRole('dialog', { name: 'A quick question' });

    // Not before the trigger: the dashboard asks, is told none is due, and opens nothing.
    let answered = surveysAnswered(page);
    await page.goto('/dashboard');
    expect((await (await answered).json()).data).toEqual([]);
    await expect(dialog).toHaveCount(0);

    await finishACourse(page.request, token);
    await page.goto('/dashboard');
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expect(dialog.getByRole('group', { name: 'How likely are you to recommend Wellspring?' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Focus stays inside: Tab from the last control comes back to the first.
    await dialog.getByRole('button', { name: 'Send' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);

    if (vp.name === 'desktop') {
      // Escape dismisses it for good.
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    } else {
      // Sending without a score names the problem; then an answer.
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(dialog.getByText('Choose a score from 0 to 10.')).toBeVisible();
      await dialog.getByRole('radio', { name: '9' }).check();
      await dialog.getByLabel('Anything you would like to tell us? (optional)').fill('Gentle and clear.');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText('Thank you for your answer.')).toBeVisible();
    }
    await expect
      .poll(async () => (await (await page.request.get('/v1/siteSurveys', { headers: { authorization: `Bearer ${token}` } })).json()).data.length)
      .toBe(0);
    answered = surveysAnswered(page);
    await page.reload();
    await expect(page.locator('[data-member-app]')).toBeVisible();
    expect((await (await answered).json()).data).toEqual([]);
    await expect(dialog).toHaveCount(0);
  });
}
