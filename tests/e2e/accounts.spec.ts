// Accounts end to end in Chromium: registration with field errors, the e-mailed verification link,
// login and the header, profile and avatar, password change, logout; forgotten password and the
// single-use reset link; a stale session; settings; data export; cancellation; analytics events.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from '@playwright/test';
import { linkIn, readMail } from '../helpers/mail.ts';
import { DEMO_MEMBER, DEMO_MENTOR, expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';

// The server's data folder, where e-mails land as .eml files (playwright.config.ts starts it; the
// workers are children of the process that chose the folder).
const DATA_DIR = process.env.E2E_DATA_DIR ?? `tests/.tmp/e2e-data-${process.ppid}`;
const OUTBOX = path.join(DATA_DIR, 'outbox');

/** The path of the newest link containing `fragment` in an e-mail to `to` with `subject`. */
async function linkFromOutbox(to: string, subject: string, fragment: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const files = fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX).filter((f) => f.endsWith('.eml')).sort() : [];
      // Only mails naming the address are parsed: the outbox holds every test's mail.
      const raws = files.map((f) => fs.readFileSync(path.join(OUTBOX, f), 'utf8')).filter((raw) => raw.includes(to));
      const mails = (await Promise.all(raws.map(readMail))).filter((m) => m.to === to && m.subject === subject);
      found = mails.length ? linkIn(mails.at(-1)!, fragment) : undefined;
      return found;
    }, { message: `an e-mail "${subject}" to ${to} in ${OUTBOX}` })
    .toBeTruthy();
  const url = new URL(found!);
  return url.pathname;
}

/**
 * Keeps the dataLayer of every page this tab leaves in sessionStorage, so events sent just before a
 * navigation (login, then off to the dashboard) can still be read afterwards.
 */
async function recordDataLayer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.addEventListener('pagehide', () => {
      const kept = JSON.parse(sessionStorage.getItem('test:dataLayer') ?? '[]') as unknown[];
      const current = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter((e) => e && typeof e === 'object' && 'event' in e);
      sessionStorage.setItem('test:dataLayer', JSON.stringify([...kept, ...current]));
    });
  });
}

/** Events named `name` from earlier pages of this tab and from the current one. */
async function recordedEvents(page: Page, name: string): Promise<Array<Record<string, unknown>>> {
  const all = await page.evaluate(() => [
    ...(JSON.parse(sessionStorage.getItem('test:dataLayer') ?? '[]') as Array<Record<string, unknown>>),
    ...(((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((e) => e && typeof e === 'object')),
  ]);
  return JSON.parse(JSON.stringify(all.filter((e) => e.event === name)));
}

let counter = 0;
function newPerson(label: string) {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `${label} ${stamp.slice(-4)}`, email: `${label.toLowerCase()}-${stamp}@example.test`, password: 'quiet morning walk' };
}

/** A verified member created through the API (registration + the e-mailed link). */
async function registeredMember(page: Page, label: string) {
  const who = newPerson(label);
  const res = await page.request.post('/v1/auth/register', {
    data: { name: who.name, email: who.email, password: who.password, password_confirmation: who.password, terms: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  const verify = await linkFromOutbox(who.email, 'Confirm your e-mail address', '/email/verify/');
  const [, , , id, token] = verify.split('/');
  expect((await page.request.post(`/v1/auth/email/verify/${id}/${token}`)).status()).toBe(200);
  return who;
}

async function logInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

const header = (page: Page) => page.locator('header.site-header');

async function pngFile(colour: string) {
  return { name: 'portrait.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } }).png().toBuffer() };
}

test('register with field errors, verify by e-mail, log in, edit profile and avatar, change password, log out and back in', async ({ page }) => {
  // The longest journey of the suite: on a loaded two-core machine it came within a second of 60 s.
  test.setTimeout(120_000);
  await recordDataLayer(page);
  const who = newPerson('Robin');

  await page.goto('/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page.getByText('Please accept the terms and conditions to continue.')).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Your name')).toBeFocused();
  await expectNoAxeViolations(page);

  // The terms open in the page-view modal.
  await page.getByRole('link', { name: 'terms and conditions' }).click();
  const modal = page.locator('dialog[data-page-modal]');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();

  await page.getByLabel('Your name').fill(who.name);
  await page.getByLabel('E-mail address').fill('robin@');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter a valid e-mail address, like name@example.com.')).toBeVisible();
  await expect(page.getByText('The password must be at least 8 characters.')).toBeVisible();
  await expect(page.getByText('Please enter your name.')).toBeHidden();

  await page.getByLabel('E-mail address').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Type the password again').fill(who.password);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(`We have sent an e-mail to ${who.email}`)).toBeVisible();
  // Only the inbox panel remains: no "Create your account" above it, one way to log in.
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeHidden();
  await expect(page.getByRole('link', { name: /log ?in/i })).toHaveCount(1);
  expect(await recordedEvents(page, 'registration')).toEqual([{ event: 'registration', email: who.email, name: who.name }]);
  await expectNoAxeViolations(page);

  await page.goto(await linkFromOutbox(who.email, 'Confirm your e-mail address', '/email/verify/'));
  await page.waitForURL('**/email/verify/success');
  await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByText('Your e-mail address is confirmed. Log in to start learning.')).toBeVisible();
  await logInThroughForm(page, who.email, who.password);
  await page.waitForURL('**/dashboard');
  await expect(header(page).locator('.user-chip')).toContainText(`Hi ${who.name}`);
  await expect(header(page).locator('.user-chip img')).toHaveAttribute('src', '/images/avatars/default.svg');
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeHidden();
  const logins = await recordedEvents(page, 'login');
  expect(logins).toHaveLength(1);
  expect(logins[0]).toEqual({ event: 'login', user_id: expect.any(Number), email: who.email, name: who.name });
  await expect(page.getByRole('heading', { name: `Hi ${who.name}` })).toBeVisible();
  await expectNoAxeViolations(page);

  // Profile: new name, gender and avatar; the header follows.
  await page.goto('/manage-profile');
  await expect(page.locator('.sidebar a[aria-current="page"]')).toHaveText('Settings');
  await page.getByLabel('Profile photo').setInputFiles(await pngFile('#b4654a'));
  await expect(page.locator('[data-avatar-preview]')).toHaveAttribute('src', /^blob:/);
  await page.getByLabel('Name').fill('');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  const renamed = `${who.name} Renamed`;
  await page.getByLabel('Name').fill(renamed);
  await page.getByLabel('Gender').selectOption({ label: 'Female' });
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  await expect(header(page).locator('.user-chip')).toContainText(`Hi ${renamed}`);
  await expect(header(page).locator('.user-chip img')).toHaveAttribute('src', /^\/v1\/media\/avatars\/\d+-[\w-]+\.webp$/);
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue(renamed);
  await expect(page.getByLabel('Gender')).toHaveValue('2');
  const avatarSrc = await page.locator('[data-avatar-preview]').getAttribute('src');
  expect(avatarSrc).toMatch(/^\/v1\/media\/avatars\//);
  expect((await page.request.get(avatarSrc!)).headers()['content-type']).toBe('image/webp');

  // Password change: the current password is required.
  await page.goto('/password');
  const newPassword = 'evening tea ritual';
  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Type the new password again').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct.')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await page.getByLabel('Current password').fill(who.password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Type the new password again').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' }).first()).toBeVisible();

  // Log out from the header menu; the token no longer works.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('root')!).session.token as string);
  await header(page).locator('.user-chip').click();
  await header(page).getByRole('link', { name: 'Logout' }).click();
  await page.waitForURL('**/logout');
  await expect(page.getByRole('heading', { name: 'You have been logged out' })).toBeVisible();
  expect((await page.request.get('/v1/auth/profile', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
  await expectNoAxeViolations(page);

  await page.goto('/login');
  await logInThroughForm(page, who.email, who.password);
  await expect(page.getByText('These credentials do not match our records.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await logInThroughForm(page, who.email, newPassword);
  await page.waitForURL('**/dashboard');
  await expect(header(page).locator('.user-chip')).toContainText(`Hi ${renamed}`);
});

test('forgotten password: reset link from the outbox, log in; the link works once; an old session gets Session Expired', async ({ page, browser }) => {
  await recordDataLayer(page);
  const who = await registeredMember(page, 'Sasha');

  // Another device stays logged in with a token that the reset will revoke.
  const other = await (browser as Browser).newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, who);

  await page.goto('/forgot-password');
  await page.getByLabel('E-mail address').fill(who.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that e-mail address')).toBeVisible();
  expect(await recordedEvents(page, 'forgot_password')).toEqual([{ event: 'forgot_password', email: who.email }]);
  await expectNoAxeViolations(page);

  const resetPath = await linkFromOutbox(who.email, 'Reset your password', '/reset-password/');
  await page.goto(resetPath);
  await expect(page.getByText(who.email)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The password must be at least 8 characters.')).toBeVisible();
  await expectNoAxeViolations(page);
  const fresh = 'bright new morning';
  await page.getByLabel('New password', { exact: true }).fill(fresh);
  await page.getByLabel('Type it again').fill(fresh);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  expect(await recordedEvents(page, 'reset_password')).toEqual([{ event: 'reset_password', email: who.email }]);

  // The same link a second time fails.
  await page.goto(resetPath);
  await page.getByLabel('New password', { exact: true }).fill('another new password');
  await page.getByLabel('Type it again').fill('another new password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'invalid, has expired or has already been used' })).toBeVisible();

  await page.goto('/login?reset=1');
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await logInThroughForm(page, who.email, fresh);
  await page.waitForURL('**/dashboard');
  await expect(header(page).locator('.user-chip')).toContainText(`Hi ${who.name}`);

  // The other device's token was revoked by the reset: its next call gets the dialog, once.
  await otherPage.goto('/dashboard');
  const dialog = otherPage.getByRole('dialog', { name: 'Session Expired' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You will be redirected into Login');
  await expect(otherPage.getByRole('dialog')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await otherPage.waitForURL('**/logout');
  await expect(otherPage.getByRole('heading', { name: 'You have been logged out' })).toBeVisible();
  await other.close();
});

test('a bad verification link ends on the error page, which sends a new link', async ({ page }) => {
  await page.goto('/email/verify/999999/not-a-real-verification-value-000000');
  await page.waitForURL('**/email/verify/error');
  await expect(page.getByRole('heading', { name: 'We could not confirm your e-mail' })).toBeVisible();
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Your e-mail address').fill('someone-unknown@example.test');
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByText('If that address belongs to an account that still needs confirming')).toBeVisible();
});

test('until the e-mail is confirmed, the dashboard reminds the member and sends the link again', async ({ page }) => {
  const who = newPerson('Uma');
  const res = await page.request.post('/v1/auth/register', { data: { name: who.name, email: who.email, password: who.password, password_confirmation: who.password, terms: true } });
  expect(res.status()).toBe(201);
  await signIn(page, who);
  await page.goto('/dashboard');
  const notice = page.getByRole('region', { name: 'Confirm your e-mail address' });
  await expect(notice).toContainText(who.email);
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText('If that address belongs to an account that still needs confirming')).toBeVisible();
  // The newest link confirms the address; the reminder is gone on the next visit.
  await page.goto(await linkFromOutbox(who.email, 'Confirm your e-mail address', '/email/verify/'));
  await page.waitForURL('**/email/verify/success');
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeHidden();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page.getByRole('heading', { name: `Hi ${who.name}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confirm your e-mail address' })).toHaveCount(0);
});

test('billing address and notification settings are validated, saved and kept; Settings stays highlighted', async ({ page }) => {
  const who = await registeredMember(page, 'Ari');
  await signIn(page, who);

  await page.goto('/settings');
  await expect(page.locator('.sidebar a[aria-current="page"]')).toHaveText('Settings');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /Billing address/ }).click();
  await page.waitForURL('**/addresses');
  await expect(page.locator('.sidebar a[aria-current="page"]')).toHaveText('Settings');
  await page.getByLabel('Postcode').fill('<b>');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Please enter the first address line.')).toBeVisible();
  await expect(page.getByText('The postcode may contain only letters, digits, spaces and hyphens.')).toBeVisible();
  await expect(page.getByText('Please choose a country from the list.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Address line 1').fill('4 Linden Court');
  await page.getByLabel('Town or city').fill('Dublin');
  await page.getByLabel('Postcode').fill('D02 X285');
  await page.getByLabel('Country').selectOption('IE');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Your billing address has been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Address line 1')).toHaveValue('4 Linden Court');
  await expect(page.getByLabel('Country')).toHaveValue('IE');

  await page.goto('/notification-settings');
  await expect(page.locator('.sidebar a[aria-current="page"]')).toHaveText('Settings');
  const news = page.getByRole('group', { name: 'News and offers' });
  await expect(news.getByLabel('By e-mail')).toHaveValue('off');
  await news.getByLabel('By e-mail').selectOption({ label: 'Daily digest' });
  await page.getByRole('group', { name: 'New messages' }).getByLabel('In the app').uncheck();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Your notification settings have been saved.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('group', { name: 'News and offers' }).getByLabel('By e-mail')).toHaveValue('daily');
  await expect(page.getByRole('group', { name: 'New messages' }).getByLabel('In the app')).not.toBeChecked();
});

test('the data export downloads everything about the member as JSON', async ({ page }) => {
  const who = await registeredMember(page, 'Noor');
  await signIn(page, who);
  await page.goto('/settings');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^wellspring-data-\d+-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync((await file.path())!, 'utf8'));
  expect(data.profile).toMatchObject({ name: who.name, email: who.email, email_verified: true });
  expect(Object.keys(data)).toEqual(expect.arrayContaining(['address', 'enrolments', 'lesson_progress', 'lesson_work', 'quiz_attempts', 'bookmarks', 'certificates', 'enquiries']));
  expect(JSON.stringify(data)).not.toContain(who.password);
});

test('cancelling the account needs the password and a Confirmation; login then fails', async ({ page }) => {
  const who = await registeredMember(page, 'Kim');
  await signIn(page, who);
  await page.goto('/cancel-account');
  await expect(page.locator('.sidebar a[aria-current="page"]')).toHaveText('Settings');
  await expectNoAxeViolations(page);
  await page.getByLabel('Your password').fill('not the password');
  await page.getByRole('button', { name: 'Cancel my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
  // A destructive confirmation starts on the safe choice: Enter does not cancel the account.
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The password is not correct.')).toBeVisible();

  await page.getByLabel('Your password').fill(who.password);
  await page.getByRole('button', { name: 'Cancel my account' }).click();
  await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Your account has been cancelled' })).toBeHidden();
  await page.getByRole('button', { name: 'Cancel my account' }).click();
  await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('heading', { name: 'Your account has been cancelled' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('root')!).session.isLoggedIn)).toBe(false);
  await expectNoAxeViolations(page);

  await page.goto('/login');
  await logInThroughForm(page, who.email, who.password);
  await expect(page.getByText('These credentials do not match our records.', { exact: false })).toBeVisible();
});

test.describe('header states', () => {
  test('logged out: Sign Up and Login; the mobile menu has Home, Courses, Sign Up, Login', async ({ page }) => {
    await page.goto('/');
    await expect(header(page).getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header(page).locator('.user-chip')).toBeHidden();
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(['Home', 'Courses', 'Sign Up', 'Login']);
    await expectNoAxeViolations(page);
  });

  test('a member sees "Hi {name}", the avatar, the menu with "Become a Mentor", and the same in the mobile menu', async ({ page }) => {
    await signIn(page, DEMO_MEMBER);
    await page.goto('/courses');
    const chip = header(page).locator('.user-chip');
    await expect(chip).toContainText(`Hi ${DEMO_MEMBER.name}`);
    await expect(chip.locator('img')).toBeVisible();
    await chip.click();
    const menu = header(page).locator('.auth--member .dropdown__menu');
    await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'My Courses', 'Messages', 'Bookmark', 'Certificate', 'Badges', 'Points', 'Leaderboard', 'Live sessions', 'Billing', 'Settings', 'Become a Mentor', 'Logout']);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const mobile = page.getByRole('dialog', { name: 'Menu' });
    await expect(mobile).toContainText(`Hi ${DEMO_MEMBER.name}`);
    await expect(mobile.getByRole('link')).toHaveText(['Dashboard', 'My Courses', 'Messages', 'Bookmark', 'Certificate', 'Badges', 'Points', 'Leaderboard', 'Live sessions', 'Billing', 'Settings', 'Become a Mentor', 'Logout']);
    await expectNoAxeViolations(page);
  });

  test('a mentor sees "Mentor" in the menu, the mobile menu and the sidebar', async ({ page }) => {
    await signIn(page, DEMO_MENTOR);
    await page.goto('/settings');
    await expect(header(page).locator('.user-chip')).toContainText(`Hi ${DEMO_MENTOR.name}`);
    await header(page).locator('.user-chip').click();
    await expect(header(page).locator('.auth--member .dropdown__menu').getByRole('link', { name: 'Mentor', exact: true })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Become a Mentor' })).toHaveCount(0);
    await expect(page.locator('.sidebar').getByRole('link', { name: 'Mentor', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Mentor', exact: true })).toBeVisible();
  });
});

test('after login, ?next= is followed only to a path on this site: tab, newline and backslash tricks end on the dashboard', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  // The probe's address: browsers drop the tab, so "/\t/localhost:5103/…" would mean another origin.
  await page.goto('/login?next=/%09/localhost:5103/courses');
  await logInThroughForm(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await page.waitForURL(`${origin}/dashboard`);
  // Signed in, the login page sends the member on at once: the same rule applies.
  for (const next of ['/%0A/localhost:5103/courses', '/%5Cevil.example', '%2F%2Fevil.example', 'javascript%3Aalert(1)', 'https%3A%2F%2Fevil.example%2F']) {
    await page.goto(`/login?next=${next}`);
    await page.waitForURL(`${origin}/dashboard`);
  }
  await page.goto('/login?next=%2Fcourses%3Fterm%3Dcalm');
  await page.waitForURL(`${origin}/courses?term=calm`);
});

test('signing up with an address that has an account looks the same as a new one; the owner is told by e-mail', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Your name').fill('Not Maya');
  await page.getByLabel('E-mail address').fill(DEMO_MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill('another password 1');
  await page.getByLabel('Type the password again').fill('another password 1');
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(`We have sent an e-mail to ${DEMO_MEMBER.email}`)).toBeVisible();
  await expect(page.getByText(/already exists/)).toHaveCount(0);
  expect(await linkFromOutbox(DEMO_MEMBER.email, 'You already have a Wellspring account', '/forgot-password')).toBe('/forgot-password');
});
