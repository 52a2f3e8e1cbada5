// Newsletters in a real browser (docs/rules/integrations.md, "Newsletters"; issue 36 part 3): the
// registration's news box starts unticked; the admin reads last month's report, writes a newsletter
// (told beside the fields what is missing), previews it, sends a test and sends it; a member who agreed
// gets it, opens its unsubscribe link without signing in, is asked, and is unsubscribed; a changed link
// says it does not work; the member's settings show the choice and change it back. Axe clean at 390
// and 1280 px. And the editor by keyboard alone: subject, segment and course by arrows, the text past
// the toolbar, save, preview and delete through the dialog.
import fs from 'node:fs';
import path from 'node:path';
import { readMail, type Mail } from '../helpers/mail.ts';
import { bothWidths } from './support/authoring.ts';
import { tabTo } from './support/keyboard.ts';
import { DEMO_ADMIN, expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';

test.use({ serviceWorkers: 'block' });

const DATA_DIR = process.env.E2E_DATA_DIR ?? `tests/.tmp/e2e-data-${process.ppid}`;
const OUTBOX = path.join(DATA_DIR, 'outbox');

async function mailTo(to: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const files = fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX).filter((f) => f.endsWith('.eml')) : [];
      const raws = files.map((f) => fs.readFileSync(path.join(OUTBOX, f), 'utf8')).filter((raw) => raw.includes(to));
      found = (await Promise.all(raws.map(readMail))).find((m) => m.to === to && m.subject === subject);
      return Boolean(found);
    }, { message: `an e-mail "${subject}" to ${to}`, timeout: 30_000 })
    .toBe(true);
  return found!;
}

test('the admin sends a newsletter; a reader unsubscribes with its link, without signing in', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/register');
  await expect(page.getByLabel(/Send me news of new courses/)).not.toBeChecked();

  const stamp = Date.now().toString(36);
  const reader = { name: `Reader ${stamp.slice(-4)}`, email: `reader-${stamp}@example.test`, password: 'quiet morning walk' };
  const reg = await page.request.post('/v1/auth/register', { data: { ...reader, password_confirmation: reader.password, terms: true, news_emails: true } });
  expect(reg.status()).toBe(201);

  await signIn(page, DEMO_ADMIN);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/studio');
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Newsletters' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletters' })).toBeVisible();

  // Last month's report.
  const november = page.getByRole('row', { name: /November at Wellspring/ });
  await expect(november).toContainText('2 sent, 0 failed, 0 skipped, 1 unsubscribed');
  await november.getByRole('button', { name: /Open/ }).click();
  await expect(page.getByRole('heading', { name: /^Sent: November at Wellspring/ })).toBeFocused();
  await expect(page.getByRole('definition').first()).toHaveText('2');
  await page.getByRole('button', { name: 'Close' }).click();

  // Writing one: what is missing is said beside the fields.
  await page.getByRole('button', { name: 'Write a newsletter' }).click();
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page.locator('#newsletter-subject-error')).toHaveText('Write a subject.');
  await expect(page.locator('#newsletter-body-error')).toHaveText('Write the newsletter.');
  const subject = `Winter practices ${stamp}`;
  await page.getByLabel('Subject').fill(subject);
  const body = page.getByRole('textbox', { name: 'The newsletter' });
  await body.click();
  await page.keyboard.type('Three short practices for dark mornings.');
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The draft is saved.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Draft: ${subject}` })).toBeVisible();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText('Three short practices for dark mornings.');
  await bothWidths(page, 'newsletters-draft');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByRole('status').filter({ hasText: `A test copy is on its way to ${DEMO_ADMIN.email}.` })).toBeVisible();
  await page.getByRole('button', { name: 'Send now' }).click();
  await page.getByRole('dialog', { name: 'Send the newsletter' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sending has started.' })).toBeVisible();

  // The reader's copy, and its unsubscribe page, without signing in.
  const mail = await mailTo(reader.email, subject);
  expect(mail.text).toContain('Three short practices for dark mornings.');
  expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  const link = new URL(mail.text.match(/Unsubscribe: (\S+)/)![1]!);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const token = link.searchParams.get('t')!;
  const changed = `${link.pathname}?${new URLSearchParams({ u: link.searchParams.get('u')!, n: link.searchParams.get('n')!, t: `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}` })}`;
  const bad = await page.goto(changed);
  expect(bad?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from news by e-mail?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  await bothWidths(page, 'unsubscribed');

  // The reader's settings show it, and take it back.
  await signIn(page, reader);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/notification-settings');
  const news = page.getByRole('checkbox', { name: 'Send me newsletters about new courses and offers' });
  await expect(news).not.toBeChecked();
  // The box follows the saved answer, so it turns ticked once the server has it.
  await news.click();
  await expect(page.getByText('You will get our news by e-mail.')).toBeVisible();
  await expect(news).toBeChecked();
  await page.reload();
  await expect(news).toBeChecked();
  await expectNoAxeViolations(page);
});


test('by keyboard alone: write a newsletter to a course’s members, save it, preview it and delete it', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ADMIN);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/studio/newsletters');
  await page.locator('[data-ready]').first().waitFor();
  const write = page.getByRole('button', { name: 'Write a newsletter' });
  await write.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'New newsletter' })).toBeFocused();

  const subject = `Keyboard news ${Date.now().toString(36)}`;
  await tabTo(page, page.getByLabel('Subject'));
  await page.keyboard.type(subject);
  // The segment by arrows: members of a course, then the course.
  await page.keyboard.press('Tab');
  const to = page.getByLabel('To', { exact: true });
  await expect(to).toBeFocused();
  await to.press('ArrowDown');
  for (let i = 0; i < 4 && (await to.inputValue()) !== 'course'; i += 1) await to.press('ArrowDown');
  await expect(to).toHaveValue('course');
  await page.keyboard.press('Tab');
  const course = page.getByLabel('Course', { exact: true });
  await expect(course).toBeFocused();
  await course.press('ArrowDown');
  await expect(course).not.toHaveValue('');

  // Past the editor's toolbar into its text.
  const body = page.getByRole('textbox', { name: 'The newsletter' });
  await tabTo(page, body);
  await page.keyboard.type('A note for this course by keyboard.');
  await tabTo(page, page.getByRole('button', { name: 'Save the draft' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'The draft is saved.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Draft: ${subject}` })).toBeVisible();

  const preview = page.getByRole('button', { name: 'Preview' });
  await tabTo(page, preview);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText('A note for this course by keyboard.');
  await expect(page.getByRole('button', { name: 'Hide the preview' })).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Delete the draft' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete the draft' });
  await expect(dialog).toBeVisible();
  const yes = dialog.getByRole('button', { name: 'Yes' });
  for (let i = 0; i < 4 && !(await yes.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(yes).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row', { name: new RegExp(subject) })).toHaveCount(0);
});
