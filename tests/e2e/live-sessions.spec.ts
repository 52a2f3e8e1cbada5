// Live sessions in a real browser (docs/rules/live-sessions.md; issue 33 part 4, "Done when"): the
// admin schedules a session in the studio, in Berlin time, told beside the fields what is missing
// first; a member in Los Angeles enrolled in the course finds it on /live in her own time, says she is
// going, sees the join link, and gets an e-mail whose .ics parses and names the right instant, with
// the time written in her zone; a mentor schedules for their group from the mentor area. Axe clean
// at 390 and 1280 px on every screen.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { parseIcs } from '../helpers/ics.ts';
import { bothWidths } from './support/authoring.ts';
import { DEMO_ADMIN, DEMO_MENTOR, expect, newMember, signIn, test } from './support/fixtures.ts';

test.use({ serviceWorkers: 'block', timezoneId: 'America/Los_Angeles' });

const DATA_DIR = process.env.E2E_DATA_DIR ?? `tests/.tmp/e2e-data-${process.ppid}`;
const OUTBOX = path.join(DATA_DIR, 'outbox');

type Mail = { to: string; subject: string; text: string; ics: string };

async function mailTo(to: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const files = fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX).filter((f) => f.endsWith('.eml')) : [];
        for (const raw of files.map((f) => fs.readFileSync(path.join(OUTBOX, f), 'utf8')).filter((r) => r.includes(to))) {
          const m = await simpleParser(raw);
          const addressee = (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address)).join(', ');
          const ics = m.attachments.find((a) => a.filename?.endsWith('.ics'));
          if (addressee === to && m.subject === subject && ics) found = { to: addressee, subject: m.subject ?? '', text: m.text ?? '', ics: ics.content.toString('utf8') };
        }
        return Boolean(found);
      },
      { message: `an e-mail "${subject}" to ${to}`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/**
 * An invitation as a calendar app reads it: parsed by ical.js through tests/helpers/ics.ts (which also
 * insists on CRLF lines), with its METHOD, its first event's UID, SUMMARY and SEQUENCE, and the start
 * instant the library computes.
 */
function readInvitation(text: string): { METHOD: string; UID: string; SUMMARY: string; SEQUENCE: string; start: string } {
  const read = parseIcs(text).read!;
  const event = new ICAL.Event(read.getFirstSubcomponent('vevent')!);
  return { METHOD: String(read.getFirstPropertyValue('method')), UID: event.uid, SUMMARY: event.summary, SEQUENCE: String(event.sequence), start: event.startDate.toJSDate().toISOString() };
}

/** Axe at both widths, and at 390 px nothing wider than the screen (wide tables scroll in their own box). */
async function checkScreens(page: Page, name: string): Promise<void> {
  await bothWidths(page, name);
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const wall = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

/** The instant of a Berlin wall time, found by trying the two offsets Berlin uses. */
function berlinInstant(local: string): Date {
  for (const offset of ['+01:00', '+02:00']) {
    const at = new Date(`${local}:00${offset}`);
    const shown = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(at).replace(' ', 'T');
    if (shown === local) return at;
  }
  throw new Error(`no Berlin instant for ${local}`);
}

test('the admin schedules a session in Berlin time; a member in Los Angeles RSVPs and her .ics names the right time', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).slice(-5);
  const title = `Evening breath ${stamp}`;
  const free = await page.request.get('/v1/courses?price=free&per_page=50');
  const course = ((await free.json()) as { data: Array<{ id: number; title: string }> }).data[0]!;
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + 3 * 86_400_000));
  const local = `${day}T19:30`;
  const at = berlinInstant(local);

  // The organiser: the studio's form says what is missing beside each field, then schedules.
  await signIn(page, DEMO_ADMIN);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/studio/courses');
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Live sessions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Live sessions' })).toBeVisible();
  await page.locator('[data-ready]').waitFor();
  await page.getByRole('button', { name: 'Schedule a live session' }).click();
  await expect(page.getByRole('heading', { name: 'New live session' })).toBeFocused();
  await page.getByLabel('Join link').fill('meet.example.com/x');
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.locator('#live-title-error')).toHaveText('Give the session a title.');
  await expect(page.locator('#live-join-error')).toContainText('https://');
  await expect(page.locator('#live-starts-error')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('For').selectOption({ label: `Course: ${course.title}` });
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description (optional)').fill('A short practice, then your questions.');
  await page.getByLabel('Starts').fill(local);
  await page.getByLabel('Time zone').selectOption('Europe/Berlin');
  await page.getByLabel('Length in minutes').fill('45');
  await page.getByLabel('Join link').fill('https://meet.example.com/evening-breath');
  await page.getByLabel('Places').fill('12');
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Scheduled.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Upcoming: ${title}` })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('(Europe/Berlin)');
  await checkScreens(page, 'live-studio');

  // The member, enrolled in the course, her browser in Los Angeles.
  const who = await newMember(page, 'Lena');
  const { token } = await signIn(page, who);
  const enrol = await page.request.post(`/v1/courses/${course.id}/enrolment`, { headers: { Authorization: `Bearer ${token}` } });
  expect(enrol.status()).toBeLessThan(300);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/live');
  await expect(page.getByRole('heading', { level: 1, name: 'Live sessions' })).toBeVisible();
  await page.locator('[data-ready]').waitFor();
  // The member gate sends the browser's zone to her profile once (src/scripts/time-zone.ts); the streak reads it back.
  await expect
    .poll(async () => ((await (await page.request.get('/v1/auth/streak', { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { time_zone: string | null } }).data.time_zone)
    .toBe('America/Los_Angeles');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toContainText(`${wall(at, 'America/Los_Angeles')} (America/Los_Angeles)`);
  await expect(card).toContainText('12 of 12 places left.');
  await expect(card.getByRole('link', { name: /Join the session/ })).toHaveCount(0);
  await card.getByRole('button', { name: /I’m going/ }).click();
  await expect(card).toContainText('You are going.');
  // The button is gone: the focus is on what changed.
  await expect(card.getByText('You are going.')).toBeFocused();
  await expect(card.getByRole('link', { name: /Join the session/ })).toHaveAttribute('href', 'https://meet.example.com/evening-breath');
  await expect(card.getByRole('button', { name: /Add to calendar/ })).toBeVisible();
  await checkScreens(page, 'live-member');

  // Her invitation: the .ics parses and names the instant 19:30 in Berlin is; the text says it in her zone.
  const mail = await mailTo(who.email, `You are going: ${title}`);
  const ics = readInvitation(mail.ics);
  expect(ics.METHOD).toBe('REQUEST');
  expect(ics.start).toBe(at.toISOString());
  expect(ics.SUMMARY).toBe(title);
  expect(ics.SEQUENCE).toBe('0');
  expect(ics.UID).toMatch(/^live-session-\d+@/);
  expect(mail.text.replace(/\s+/g, ' ')).toContain(`${wall(at, 'America/Los_Angeles')} (America/Los_Angeles)`);

  // The same invitation from the page's download.
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: /Add to calendar/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^live-session-\d+\.ics$/);
  const downloaded = readInvitation(fs.readFileSync((await download.path())!, 'utf8'));
  expect(downloaded).toMatchObject({ UID: ics.UID, start: ics.start, SEQUENCE: '0' });

  // Keyboard: taking the place back works from the keyboard too.
  const cancel = card.getByRole('button', { name: /Cancel my place/ });
  await cancel.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByText('12 of 12 places left.')).toBeFocused();
});

test('a mentor schedules a live session for a group from the mentor area, and attendance waits for the start', async ({ page }) => {
  test.setTimeout(120_000);
  const title = `Circle check-in ${Date.now().toString(36).slice(-5)}`;
  await signIn(page, DEMO_MENTOR);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/mentors');
  await page.getByRole('navigation', { name: 'Mentor sections' }).getByRole('link', { name: 'Live sessions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Live sessions' })).toBeVisible();
  await page.locator('[data-ready]').waitFor();
  await page.getByRole('button', { name: 'Schedule a live session' }).click();
  // A mentor chooses among their groups only.
  await expect(page.getByLabel('For').locator('option', { hasText: 'Course:' })).toHaveCount(0);
  await page.getByLabel('For').selectOption({ label: 'Group: Evening Calm Circle' });
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Starts').fill('2020-01-01T10:00');
  await page.getByLabel('Join link').fill('https://meet.example.com/circle');
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.locator('#live-starts-error')).toHaveText('Choose a start in the future.');
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Starts').fill(`${day}T18:00`);
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Scheduled.' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Evening Calm Circle');
  // Attendance and the recording come once it has started.
  await expect(page.getByRole('heading', { name: 'Who came' })).toHaveCount(0);
  await checkScreens(page, 'live-mentor');
});
