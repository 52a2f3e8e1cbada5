// A newcomer invited by a mentor registers from the e-mail's link (/register?next=/mentors/requested):
// after confirming the address, the "e-mail confirmed" page leads to the login with the same next,
// so the invitation is the first thing they see (docs/rules/mentors.md, "Invitations").
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

test('the destination of /register?next= survives the e-mail confirmation', async ({ page }) => {
  await page.goto('/register?next=%2Fmentors%2Frequested');
  await expect(page.getByRole('link', { name: 'Log in' }).last()).toHaveAttribute('href', '/login?next=%2Fmentors%2Frequested');
  await expectNoAxeViolations(page);

  // The confirmation link opens in a new tab of the same browser.
  const confirmed = await page.context().newPage();
  await confirmed.goto('/email/verify/success');
  await expect(confirmed.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?verified=1&next=%2Fmentors%2Frequested');
  // Used once: another visit offers the plain login.
  await confirmed.reload();
  await expect(confirmed.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?verified=1');
});

test('a next outside the site is not remembered', async ({ page }) => {
  await page.goto('/register?next=https%3A%2F%2Fevil.example%2F');
  await expect(page.getByRole('link', { name: 'Log in' }).last()).toHaveAttribute('href', '/login');
  await page.goto('/email/verify/success');
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?verified=1');
});
