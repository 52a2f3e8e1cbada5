// Paying in a real browser through the sandbox's hosted checkout, axe clean on every page visited: a
// new member subscribes with the test card (the session then says subscribed and a paid course
// enrols without paying), cancels and resumes; another buys one course with a code and sees it
// enrolled; every purchase passes the checkout's billing address with the tax shown; a declined card ends on the error page with the reason and a retry; a course seen within a
// paid bundle sells the bundle.
import type { Page } from '@playwright/test';
import { dataLayerEvents, demoPaidCourses, expect, expectNoAxeViolations, newMember, signIn, test } from './support/fixtures.ts';

async function paidCourse(page: Page, skip = 0): Promise<{ id: number; slug: string; title: string }> {
  const data = await demoPaidCourses(page);
  // Each test takes its own course, so they do not meet on one course page.
  return data[skip % data.length]!;
}

/** The checkout: the billing address (United Kingdom unless told), the tax shown, then Pay. */
export async function checkout(page: Page, { country = 'United Kingdom', total }: { country?: string; total?: string } = {}): Promise<void> {
  await expect(page).toHaveURL(/\/checkout\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.locator('form.checkout')).toHaveAttribute('data-ready', 'true');
  await page.getByLabel('Address line 1').fill('1 Test Street');
  await page.getByLabel('Town or city').fill('London');
  await page.getByLabel('Postcode (optional where there is none)').fill('EC1A 1AA');
  await page.getByLabel('Country').selectOption({ label: country });
  await expect(page.locator('[data-tax]')).toBeVisible();
  if (total) await expect(page.locator('[data-total]')).toHaveText(total);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /^Pay / }).click();
}

async function payOnSandbox(page: Page, card: string): Promise<void> {
  await expect(page).toHaveURL(/\/pay\/sandbox\/cs_sandbox_/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 40');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

test('a member subscribes with the test card: the session says subscribed, a paid course enrols, cancel and resume work', async ({ page }) => {
  test.setTimeout(150_000);
  const who = await newMember(page, 'Subscriber');
  await signIn(page, who);
  await page.goto('/subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'Become a member' })).toBeVisible();
  const form = page.locator('[data-subscribe-form]');
  await expect(form).toHaveAttribute('data-ready', 'true');
  await expect(page.getByText('Welcome offer:')).toBeVisible();
  await expect(page.getByText(/Save \$38\.00 a year/)).toBeVisible();
  // A code that cannot be used: the reason next to the field.
  await page.getByLabel('Discount code (optional)').fill('WINTER10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('#discount-code-error')).toHaveText('This discount code has expired.');
  await expect(page.getByLabel('Discount code (optional)')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  // A good code: the plan card shows the summary's price, and the welcome offer says it was replaced.
  await page.getByRole('radio', { name: /Membership, monthly/ }).check();
  await page.getByLabel('Discount code (optional)').fill('SPRING25');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('[data-total]')).toHaveText('$14.25');
  await expect(page.locator('[data-plan]').filter({ hasText: 'Membership, monthly' }).locator('.subs__plan-price strong')).toHaveText('$14.25');
  await expect(page.locator('[data-default-discount]')).toHaveText('Your code SPRING25 replaces the welcome offer.');
  await page.getByLabel('Discount code (optional)').fill('');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('[data-plan]').filter({ hasText: 'Membership, monthly' }).locator('.subs__plan-price strong')).toHaveText('$15.20');
  await expect(page.locator('[data-total]')).toHaveText('$15.20');
  await page.getByRole('link', { name: 'Pay $15.20 and subscribe' }).click();
  await checkout(page, { total: '$15.20' });
  await expect(page.getByRole('button', { name: 'Pay $15.20' })).toBeVisible();

  await payOnSandbox(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/subscriptions\/success\?reference=pay_/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, you are all set' })).toBeVisible();
  await expect(page.locator('[data-what]')).toContainText('Membership, monthly');
  await expectNoAxeViolations(page);
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').session);
  expect(session.isSubscribed).toBe(true);
  expect(session.subscription).toMatchObject({ plan: 'Membership, monthly', status: 'active' });
  const events = await dataLayerEvents(page);
  expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['begin_checkout', 'purchase']));
  const purchase = events.find((e) => e.event === 'purchase') as { ecommerce: { value: number; currency: string; transaction_id: string } };
  expect(purchase.ecommerce).toMatchObject({ value: 15.2, currency: 'USD' });

  // A paid course: the subscriber enrols without paying.
  const course = await paidCourse(page, 0);
  await page.goto(`/course/${course.slug}`);
  const actions = page.locator('[data-course-actions]');
  await expect(actions).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('[data-buy-box]')).toBeHidden();
  await page.getByRole('link', { name: 'Enrol – included in your membership' }).click();
  await expect(actions.getByText('Enrolled', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Cancel at period end, then resume.
  await page.goto('/subscriptions');
  const current = page.locator('[data-current]');
  await expect(current).toHaveAttribute('data-ready', 'true');
  await expect(current).toContainText('You are a member (Membership, monthly)');
  await page.getByRole('button', { name: 'Cancel at the end of the period' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(current).toContainText('Your membership will not renew.');
  await expectNoAxeViolations(page);
  await expect(page.getByRole('button', { name: 'Cancel at the end of the period' })).toBeHidden();
  await page.getByRole('button', { name: 'Resume my membership' }).click();
  await expect(current).toContainText('It renews on');
  await expect(page.getByRole('button', { name: 'Cancel at the end of the period' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume my membership' })).toBeHidden();
});

test('another member buys one course with a code and sees it enrolled', async ({ page }) => {
  // Six pages and five axe scans: on CI's busy machine this walk has taken more than the default minute.
  test.setTimeout(120_000);
  const who = await newMember(page, 'Buyer');
  await signIn(page, who);
  const course = await paidCourse(page, 1);
  await page.goto(`/course/${course.slug}`);
  const box = page.locator('[data-buy-box]');
  await expect(box).toHaveAttribute('data-ready', 'true');
  await expect(page.getByRole('link', { name: 'or subscribe' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByText('Have a discount code?').click();
  await page.getByLabel('Discount code').fill('SPRING25');
  await page.getByRole('link', { name: /^Buy for / }).click();
  await expect(page).toHaveURL(/code=SPRING25/);
  await checkout(page);
  await payOnSandbox(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/subscriptions\/success/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, you are all set' })).toBeVisible();
  await expect(page.locator('[data-paid]')).toContainText('with SPRING25');
  await expect(page.getByRole('link', { name: `Start “${course.title}”` })).toBeVisible();
  await page.getByRole('link', { name: `Start “${course.title}”` }).click();
  await expect(page.locator('[data-course-actions]')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('[data-course-actions]').getByText('Enrolled', { exact: true })).toBeVisible();
  await expect(box).toBeHidden();
  await expectNoAxeViolations(page);
});

test('a declined card ends on the error page with the reason and a way to try again', async ({ page }) => {
  const who = await newMember(page, 'Declined');
  await signIn(page, who);
  await page.goto('/subscriptions');
  await expect(page.locator('[data-subscribe-form]')).toHaveAttribute('data-ready', 'true');
  await page.getByRole('link', { name: /^Pay .* and subscribe$/ }).click();
  await checkout(page);
  await payOnSandbox(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/subscriptions\/error\?reference=pay_/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your payment did not go through' })).toBeVisible();
  await expect(page.locator('[data-reason]')).toHaveText('Your card was declined.');
  await expectNoAxeViolations(page);
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').session);
  expect(session.isSubscribed).toBe(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/subscriptions$/);
});

test('a course seen within a paid bundle offers the bundle to buy, and buying it enrols every course', async ({ page }) => {
  const who = await newMember(page, 'Bundler');
  await signIn(page, who);
  const list = (await (await page.request.get('/v1/bundles?per_page=20')).json()) as { data: Array<{ id: number; slug: string; title: string; is_free: boolean; price_label: string }> };
  const bundle = list.data.find((b) => !b.is_free)!;
  const detail = (await (await page.request.get(`/v1/bundles/${bundle.id}`)).json()).data as { courses: Array<{ slug: string; title: string }> };
  const second = detail.courses[1] ?? detail.courses[0]!;
  await page.goto(`/bundle/${bundle.slug}/${second.slug}`);
  const box = page.locator('[data-buy-box]');
  await expect(box).toHaveAttribute('data-ready', 'true');
  await expect(box).toHaveAttribute('data-kind', 'bundle');
  await expect(page.getByRole('link', { name: `Buy for ${bundle.price_label}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: `Buy for ${bundle.price_label}` }).click();
  await checkout(page);
  await payOnSandbox(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/subscriptions\/success/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, you are all set' })).toBeVisible();
  for (const c of detail.courses) await expect(page.getByRole('link', { name: `Start “${c.title}”` })).toBeVisible();
  await page.goto(`/bundle/${bundle.slug}/${second.slug}`);
  await expect(page.locator('[data-course-actions]')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('[data-course-actions]').getByText('Enrolled', { exact: true })).toBeVisible();
  await expect(box).toBeHidden();
});
