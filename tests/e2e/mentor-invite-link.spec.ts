// Issue 35 item 9 (docs/rules/mentors.md, "Joining from the e-mail"): a newcomer opens the mentor's
// invitation on a phone's mail app: the registration page has the invited address filled in, and the
// confirmation link, opened in yet another fresh browser, joins them as the mentor's mentee. Nothing
// is kept in a browser between the two links.
import fs from 'node:fs';
import path from 'node:path';
import { linkIn, readMail } from '../helpers/mail.ts';
import { DEMO_MENTOR, expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';

const DATA_DIR = process.env.E2E_DATA_DIR ?? `tests/.tmp/e2e-data-${process.ppid}`;
const OUTBOX = path.join(DATA_DIR, 'outbox');

/** The path and query of the newest link containing `fragment` in an e-mail to `to` with `subject`. */
async function linkFromOutbox(to: string, subject: string, fragment: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const files = fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX).filter((f) => f.endsWith('.eml')).sort() : [];
      const raws = files.map((f) => fs.readFileSync(path.join(OUTBOX, f), 'utf8')).filter((raw) => raw.includes(to));
      const mails = (await Promise.all(raws.map(readMail))).filter((m) => m.to === to && m.subject === subject);
      found = mails.length ? linkIn(mails.at(-1)!, fragment) : undefined;
      return found;
    }, { message: `an e-mail "${subject}" to ${to}`, timeout: 30_000 })
    .toBeTruthy();
  const url = new URL(found!);
  return url.pathname + url.search;
}

test('an invitation opened on a phone: the address is filled in and the confirmation joins the mentor', async ({ page, browser }) => {
  const { token } = await signIn(page, DEMO_MENTOR);
  const email = `phone-invitee-${Date.now().toString(36)}@example.test`;
  const invited = await page.request.post('/v1/mentors/invite', { data: { emails: [email], message: 'Come learn with me' }, headers: { Authorization: `Bearer ${token}` } });
  expect(invited.status(), await invited.text()).toBe(201);

  // The phone: a browser that has never seen the site.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const tab = await phone.newPage();
  await tab.goto(await linkFromOutbox(email, 'You’re invited to learn on Wellspring', '/register?'));
  await expect(tab.getByLabel('E-mail address')).toHaveValue(email);
  await expect(tab.getByText('A mentor invited you.')).toBeVisible();
  await expectNoAxeViolations(tab);
  await tab.screenshot({ path: '/tmp/h4-shots/invite-register-390.png', fullPage: true });
  await tab.getByLabel('Your name').fill('Pat Phone');
  await tab.getByLabel('Password', { exact: true }).fill('quiet morning walk');
  await tab.getByLabel('Type the password again').fill('quiet morning walk');
  await tab.getByLabel(/I accept the/).check();
  await tab.getByRole('button', { name: 'Create account' }).click();
  await expect(tab.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await phone.close();

  // The confirmation opened from the mail app again: another fresh browser.
  const again = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const confirm = await again.newPage();
  await confirm.goto(await linkFromOutbox(email, 'Confirm your e-mail address', '/email/verify/'));
  await expect(confirm.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
  await expect(confirm.getByText('You accepted your mentor’s invitation')).toBeVisible();
  await expectNoAxeViolations(confirm);
  await confirm.screenshot({ path: '/tmp/h4-shots/invite-confirmed-1280.png', fullPage: true });
  await again.close();

  const list = await page.request.get('/v1/mentors/invitees', { headers: { Authorization: `Bearer ${token}` } });
  const mine = ((await list.json()).data as Array<{ email: string; status: string; member: { name: string } | null }>).find((i) => i.email === email);
  expect(mine).toMatchObject({ status: 'accepted', member: { name: 'Pat Phone' } });
});
