// The studio's exports and searchable audit log in a real browser (docs/rules/studio.md, "Exports",
// "Audit log"; issue 32): the admin searches members, downloads them as CSV and reads the file back
// (byte-order mark, the member's row); filters the audit log by action and by days, a bad range is
// refused beside its field and changes nothing, the filtered log downloads as CSV; and the studio's
// list pages fit a 390 px phone (tables scroll inside their own region, the page never sideways).
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Download, Page } from '@playwright/test';
import { bothWidths } from './support/authoring.ts';
import { DEMO_ADMIN, expect, newMember, signIn, test } from './support/fixtures.ts';

test.use({ serviceWorkers: 'block' });

async function readCsv(download: Download): Promise<Array<Record<string, string>>> {
  const bytes = fs.readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(bytes.toString('utf8'), { bom: true, columns: true }) as Array<Record<string, string>>;
}

async function download(page: Page, button: string): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return file;
}

test('the admin exports the members a search finds and reads the CSV back; the audit log filters and exports', async ({ page }) => {
  test.setTimeout(180_000);
  const who = await newMember(page, 'Exported');
  const { token } = await signIn(page, DEMO_ADMIN);
  await page.setViewportSize({ width: 1280, height: 900 });
  // A change of this test's own for the log: the member suspended and restored.
  const headers = { Authorization: `Bearer ${token}` };
  const found = await (await page.request.get(`/v1/admin/members?q=${encodeURIComponent(who.email)}`, { headers })).json();
  const id = (found as { data: Array<{ id: number }> }).data[0]!.id;
  for (const step of ['suspend', 'restore']) expect((await page.request.post(`/v1/admin/members/${id}/${step}`, { headers })).status()).toBe(200);

  await page.goto(`/studio/members?q=${encodeURIComponent(who.email)}`);
  await expect(page.getByText('1 account matching')).toBeVisible();
  const members = await download(page, 'Download these members as CSV');
  expect(members.suggestedFilename()).toMatch(/^wellspring-members-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = await readCsv(members);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ name: who.name, email: who.email, role: 'member', suspended_at: '' });

  await page.goto('/studio/audit');
  await page.locator('[data-ready]').waitFor();
  await page.getByLabel('Action').fill('member.suspend');
  await page.getByLabel('Record', { exact: true }).selectOption('member');
  await page.getByLabel('Record id').fill(String(id));
  await page.getByLabel('From').fill('2026-03-02');
  await page.getByLabel('To').fill('2026-03-01');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.locator('#audit-to-error')).toHaveText('The last day cannot be before the first.');
  await expect(page.getByLabel('To')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('From').fill('');
  await page.getByLabel('To').fill('');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('heading', { name: '1 change matches these filters' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/studio/audit\\?action=member\\.suspend&record_type=member&record_id=${id}$`));
  const entry = page.locator('[data-action="member.suspend"]');
  await expect(entry.getByRole('row', { name: /suspended at/ })).toContainText('(none)');
  await bothWidths(page, 'audit-filtered');
  const audit = await readCsv(await download(page, 'Download these as CSV'));
  expect(audit.map((r) => [r.action, r.record_id, r.actor_email])).toEqual([['member.suspend', String(id), DEMO_ADMIN.email]]);
  expect(audit[0]!.changes).toMatch(/^suspended_at: – → \d{4}-/);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/studio\/audit$/);
  await expect(page.getByLabel('Action')).toHaveValue('');
});

test('the studio’s list pages fit a phone: wide tables scroll in their own region', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO_ADMIN);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/studio/payments', '/studio/audit', '/studio/plans', '/studio/surveys', '/studio/rewards', '/studio/members']) {
    await page.goto(path);
    await page.locator('[data-ready]').first().waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width} px wide at 390`).toBeLessThanOrEqual(390);
  }
});
