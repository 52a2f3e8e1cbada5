// Passkeys and two-step sign-in in a real browser (docs/security.md, "Passkeys", "Second factor"):
// with Chromium's virtual authenticator a member adds a passkey on /settings, logs out, and signs in
// with it from /login without typing an e-mail; a new admin is kept out of the studio until they turn
// on two-step sign-in on /settings (the test computes the codes from the secret the page shows), and
// then logs in with password and code through the login page.
import type { Page } from '@playwright/test';
import { codeAt } from '../../src/server/auth/totp.ts';
import { DEMO_ADMIN, expect, expectNoAxeViolations, newMember, signIn, test } from './support/fixtures.ts';

async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

async function logOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Logging you out…');
}

test('a member adds a passkey on /settings, logs out, and signs in with it without typing an e-mail', async ({ page }) => {
  const who = await newMember(page, 'Passkey');
  await signIn(page, who);
  await addVirtualAuthenticator(page);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  await section.getByLabel('Name of the new passkey').fill('Test laptop');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByRole('list', { name: 'Your passkeys' }).getByText('Test laptop')).toBeVisible();
  await expect(section.getByText('Not used yet')).toBeVisible();
  await expectNoAxeViolations(page);

  await logOut(page);
  await page.goto('/login');
  // Chromium's virtual authenticator may answer the e-mail field's autofill request by itself, and
  // the page then signs in without a click; otherwise the button does it.
  if (new URL(page.url()).pathname === '/login') await page.getByRole('button', { name: 'Sign in with a passkey' }).click({ timeout: 5000 }).catch(() => undefined);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByText(/Last used/)).toBeVisible();
});

test('a new admin reaches the studio only after turning on two-step sign-in, then logs in with a code', async ({ page }) => {
  // A long walk through five pages and two sign-ins.
  test.setTimeout(120_000);
  const who = await newMember(page, 'Operator');
  const { token: adminToken } = await signIn(page, DEMO_ADMIN);
  const found = await page.request.get(`/v1/admin/members?q=${encodeURIComponent(who.email)}`, { headers: { Authorization: `Bearer ${adminToken}` } });
  expect(found.status()).toBe(200);
  const id = ((await found.json()) as { data: Array<{ id: number }> }).data[0]!.id;
  expect((await page.request.put(`/v1/admin/members/${id}/role`, { headers: { Authorization: `Bearer ${adminToken}` }, data: { role: 'admin' } })).status()).toBe(200);

  await signIn(page, who);
  await page.goto('/studio');
  await expect(page.getByRole('heading', { name: 'The studio needs two-step sign-in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Set up two-step sign-in' }).click();
  await expect(page).toHaveURL(/\/settings#two-step$/);

  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(section.getByText('The studio needs two-step sign-in.', { exact: false })).toBeVisible();
  await section.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await section.locator('.two-step__key').innerText()).replace(/\s+/g, '');
  await section.getByLabel('Code from the app').fill('000000');
  await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(section.getByText(/This code is not right/)).toBeVisible();
  await section.getByLabel('Code from the app').fill(codeAt(secret, Date.now()));
  await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(section.getByRole('heading', { name: 'Your recovery codes' })).toBeFocused();
  await expect(section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await expectNoAxeViolations(page);
  await section.getByRole('button', { name: 'I have kept them' }).click();
  await expect(section.getByText(/10 recovery codes are left/)).toBeVisible();

  await page.goto('/studio');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  // The login page now asks for the code after the password.
  await logOut(page);
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Enter your sign-in code' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Code' })).toBeFocused();
  await expectNoAxeViolations(page);
  // The set-up spent this step's code: the next step's is accepted too.
  await page.getByRole('textbox', { name: 'Code' }).fill(codeAt(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
