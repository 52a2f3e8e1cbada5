// The calendar feed in a real browser (docs/rules/calendar-feeds.md; issue 34 part 3, "Done when"): a
// new member in New York with a 07:30 practice finds the feed off on /settings, makes the link by
// keyboard alone, reads it once (Copy, webcal:// link, how to subscribe), and the address it shows
// answers an iCalendar that parses and names 07:30 in her zone. A new link asks first (Escape keeps
// the old one), then the old address is 404 and the new one works; turning off kills it too. Axe
// clean at 390 and 1280 px in each state.
import type { Page } from '@playwright/test';
import { events, instantByVtimezone, occurrences, parseIcs, prop } from '../helpers/ics.ts';
import { bothWidths } from './support/authoring.ts';
import { expect, newMember, signIn, test } from './support/fixtures.ts';

test.use({ serviceWorkers: 'block', timezoneId: 'America/New_York' });

/** Presses Tab (or Shift+Tab) until `name` has the focus (at most 40 presses), as a keyboard user would. */
async function tabTo(page: Page, name: RegExp, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press(key);
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
    });
    if (name.test(label)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

async function feed(page: Page, url: string) {
  return page.request.get(new URL(url).pathname);
}

test('create the feed link on /settings by keyboard, subscribe to it, get a new one, turn it off', async ({ page }) => {
  const who = await newMember(page, 'Feedy');
  const { token } = await signIn(page, who);
  const headers = { Authorization: `Bearer ${token}` };
  expect((await page.request.put('/v1/auth/timezone', { headers, data: { time_zone: 'America/New_York' } })).status()).toBe(200);
  expect((await page.request.post('/v1/auth/practices', { headers, data: { name: 'Morning sitting', target_days: 2, reminder_time: '07:30' } })).status()).toBe(201);

  await page.goto('/settings');
  const block = page.locator('#calendar-feed');
  await expect(block.getByRole('heading', { name: 'Calendar feed' })).toBeVisible();
  await expect(block.locator('[data-feed-state]')).toContainText('Off');
  await expect(block).toContainText('America/New_York');
  await bothWidths(page, 'calendar-feed-off');

  // Keyboard only: to the button, Enter; the shown link's heading takes the focus.
  await block.getByRole('heading', { name: 'Calendar feed' }).click();
  await tabTo(page, /^Create feed link$/);
  await page.keyboard.press('Enter');
  const shown = block.locator('[data-feed-link]');
  await expect(shown.getByRole('heading', { name: 'Your feed link' })).toBeFocused();
  const field = shown.getByRole('textbox', { name: 'Calendar feed address' });
  const first = await field.inputValue();
  expect(first).toMatch(/\/v1\/calendar\/wsc_[A-Za-z0-9_-]{43}\/wellspring\.ics$/);
  await expect(shown.getByRole('link', { name: 'Open in your calendar app' })).toHaveAttribute('href', first.replace(/^https?:/, 'webcal:'));
  for (const app of ['Google Calendar', 'Apple Calendar', 'Outlook']) await expect(shown).toContainText(app);
  await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(shown.getByRole('button', { name: 'Copy link' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(shown.getByRole('link', { name: 'Open in your calendar app' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(shown.getByRole('button', { name: 'Done' })).toBeFocused();
  await expect(block.locator('[data-feed-state]')).toContainText('On since');
  await bothWidths(page, 'calendar-feed-link');

  // The address answers a calendar that parses, with the practice at 07:30 New York time.
  const answer = await feed(page, first);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const cal = parseIcs(await answer.text());
  const practice = events(cal).find((e) => prop(e, 'SUMMARY')?.value === 'Morning sitting')!;
  expect(prop(practice, 'DTSTART')!.params.TZID).toBe('America/New_York');
  expect(prop(practice, 'DTSTART')!.value).toMatch(/T073000$/);
  expect(prop(practice, 'RRULE')!.value).toBe('FREQ=DAILY');
  expect(instantByVtimezone(cal, 'America/New_York', '20270715T073000').toISOString()).toBe('2027-07-15T11:30:00.000Z');
  // ical.js expands the series as a calendar app does: the next three mornings, each 07:30 in New York.
  const mornings = occurrences(cal, prop(practice, 'UID')!.value, 3);
  const newYorkTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit' });
  expect(mornings.map((d) => newYorkTime.format(d))).toEqual(['07:30', '07:30', '07:30']);

  // A new link asks first; Escape keeps the old one working. Back from Done to the block's buttons.
  await tabTo(page, /^Get a new link$/, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const ask = page.getByRole('dialog', { name: 'Get a new link?' });
  await expect(ask).toContainText('stops working at once');
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  expect((await feed(page, first)).status()).toBe(200);

  await block.getByRole('button', { name: 'Get a new link' }).focus();
  await page.keyboard.press('Enter');
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(ask.getByRole('button', { name: 'Yes' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field).not.toHaveValue(first);
  await expect(shown.getByRole('heading', { name: 'Your feed link' })).toBeFocused();
  const second = await field.inputValue();
  expect((await feed(page, first)).status()).toBe(404);
  expect((await feed(page, second)).status()).toBe(200);

  // Done: the address is gone from the page for good; the state line takes the focus.
  await shown.getByRole('button', { name: 'Done' }).focus();
  await page.keyboard.press('Enter');
  await expect(shown).toBeHidden();
  await expect(block.locator('[data-feed-state]')).toBeFocused();
  await expect(block).toContainText('cannot be shown again');
  await page.reload();
  await expect(block.locator('[data-feed-state]')).toContainText('On since');
  await expect(block.locator('[data-feed-link]')).toHaveCount(0);

  // Turning off asks too, then the address is dead.
  await block.getByRole('button', { name: 'Turn off' }).click();
  const off = page.getByRole('dialog', { name: 'Turn off the calendar feed?' });
  await off.getByRole('button', { name: 'Yes' }).click();
  await expect(block.locator('[data-feed-state]')).toContainText('Off');
  await expect(block.locator('[data-feed-state]')).toBeFocused();
  await expect(block.getByRole('button', { name: 'Create feed link' })).toBeVisible();
  expect((await feed(page, second)).status()).toBe(404);
  await bothWidths(page, 'calendar-feed-turned-off');
});

test('the block says so when the feed cannot be loaded, and tries again', async ({ page }) => {
  const who = await newMember(page, 'Feedless');
  await signIn(page, who);
  let fail = true;
  await page.route('**/v1/auth/calendar-feed', async (route) => {
    if (fail && route.request().method() === 'GET') return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service unavailable' }) });
    return route.continue();
  });
  await page.goto('/settings');
  const block = page.locator('#calendar-feed');
  await expect(block.getByRole('alert')).toContainText('We could not load your calendar feed.');
  await bothWidths(page, 'calendar-feed-error');
  fail = false;
  await block.getByRole('button', { name: 'Try again' }).click();
  await expect(block.locator('[data-feed-state]')).toContainText('Off');
});
