// Issue 35, finding 10: an author opening /studio lands on their courses, not on the dashboard;
// another admins' page says why and takes them there too.
import type { Page } from '@playwright/test';
import { codeAt } from '../../src/server/auth/totp.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

// The demo author's authenticator secret is public for the demo (README, "Demo accounts").
const AUTHOR = { email: 'author@wellspring.example', password: 'wellspring-author', totpSecret: 'DEMOAUTHORWELLSPRINGTOTPSECRET23' };

/** Password, then the authenticator's code (the studio needs a session that proved both), stored as the login page does. */
async function signInAuthor(page: Page): Promise<void> {
  const first = await page.request.post('/v1/auth/login', { data: { email: AUTHOR.email, password: AUTHOR.password } });
  expect(first.status(), await first.text()).toBe(200);
  let data = (await first.json()).data as { token?: string; user?: unknown; ticket?: string };
  if (data.ticket) {
    const second = await page.request.post('/v1/auth/login/second-factor', { data: { ticket: data.ticket, code: codeAt(AUTHOR.totpSecret, Date.now()) } });
    expect(second.status(), await second.text()).toBe(200);
    data = (await second.json()).data;
  }
  await page.goto('/');
  await page.evaluate((session) => localStorage.setItem('root', JSON.stringify({ version: 1, session })), { token: data.token, isLoggedIn: true, user: data.user, isSubscribed: false, subscription: null });
}

test('an author opening /studio is taken to /studio/courses', async ({ page }, testInfo) => {
  await signInAuthor(page);
  await page.goto('/studio');
  await expect(page).toHaveURL(/\/studio\/courses$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('studio-author-1280.png') });
  await expectNoAxeViolations(page);

  await page.goto('/studio/members');
  await expect(page.getByRole('alert')).toContainText('Taking you to your courses');
  await expect(page).toHaveURL(/\/studio\/courses$/, { timeout: 10_000 });
});
