// Importing people and enrolling by hand in a real browser (docs/rules/studio.md, "Importing people",
// "Manual enrolment"; issue 32): the admin uploads a CSV with one bad row, the preview names that row's
// problem and changes nothing, the import runs with its progress shown, and the good rows' people are
// found in the studio enrolled in the course named (the new one was e-mailed an invitation); then the
// admin enrols a member in a course by hand and unenrols them after confirming. Axe clean at 390 and 1280.
import { bothWidths } from './support/authoring.ts';
import { DEMO_ADMIN, expect, newMember, signIn, test } from './support/fixtures.ts';

test.use({ serviceWorkers: 'block' });

test('the admin imports a CSV with one bad row: the preview names it, the good rows are invited and enrolled', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const existing = await newMember(page, 'Imported');
  const { token } = await signIn(page, DEMO_ADMIN);
  const csv = [`name,email,courses`, `Newly Invited ${stamp},invited-${stamp}@example.test,stress-first-aid`, `${existing.name},${existing.email},mindful-mornings`, `Broken Row,not-an-address,`].join('\n');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/studio/members');
  await page.getByRole('link', { name: 'Import people' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import people' })).toBeVisible();
  await page.getByLabel('CSV file').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Preview the import' }).click();
  await expect(page.locator('[data-counts]')).toHaveText(/1 new person to invite, 1 existing member to enrol, 1 row with problems to skip\. Nothing has changed yet\./);
  const bad = page.locator('[data-line="4"]');
  await expect(bad).toContainText('The e-mail is not a valid address.');
  await expect(page.locator('[data-outcome]').first()).toHaveAttribute('data-line', '4');
  await bothWidths(page, 'import-preview');
  // Nothing changed: the new person has no account yet.
  const headers = { Authorization: `Bearer ${token}` };
  const find = async (q: string) => ((await (await page.request.get(`/v1/admin/members?q=${encodeURIComponent(q)}`, { headers })).json()) as { data: Array<{ id: number; enrolments: number }> }).data;
  expect(await find(`invited-${stamp}`)).toEqual([]);

  await page.getByRole('button', { name: 'Import 2 people' }).click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('[data-import-status="done"] [role=status]')).toHaveText('Done: 1 person invited, 2 enrolments made, 1 row skipped.');
  // The import is kept in the address: a reload shows its result again, and "another file" starts afresh.
  await expect(page).toHaveURL(/\/studio\/members\/import\?import=\d+$/);
  await page.reload();
  await expect(page.locator('[data-import-status="done"] [role=status]')).toHaveText('Done: 1 person invited, 2 enrolments made, 1 row skipped.');
  await expect(page.getByLabel('2 of 2 rows done')).toHaveAttribute('value', '2');
  await page.getByRole('button', { name: 'Import another file' }).click();
  await expect(page.getByLabel('CSV file')).toBeVisible();
  await expect(page).toHaveURL(/\/studio\/members\/import$/);
  const invited = await find(`invited-${stamp}`);
  expect(invited.map((m) => m.enrolments)).toEqual([1]);
  expect((await find(existing.email))[0]!.enrolments).toBe(1);
  await page.goto(`/studio/members/${invited[0]!.id}`);
  await expect(page.getByRole('cell', { name: 'Stress First Aid: Calm in Five Minutes', exact: true })).toBeVisible();
});

test('the admin enrols a member by hand and unenrols them after confirming', async ({ page }) => {
  test.setTimeout(120_000);
  const who = await newMember(page, 'Handenrol');
  const { token } = await signIn(page, DEMO_ADMIN);
  const found = (await (await page.request.get(`/v1/admin/members?q=${encodeURIComponent(who.email)}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: Array<{ id: number }> };
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/studio/members/${found.data[0]!.id}`);
  await page.locator('[data-ready]').waitFor();
  await expect(page.getByText('Not enrolled in any course.')).toBeVisible();
  await page.getByRole('button', { name: 'Enrol', exact: true }).click();
  await expect(page.locator('#enrol-course-error')).toHaveText('Choose a course.');
  await page.getByLabel('Enrol in a course').selectOption({ index: 1 });
  const chosen = await page.getByLabel('Enrol in a course').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.text);
  await page.getByRole('button', { name: 'Enrol', exact: true }).click();
  const table = page.getByRole('region', { name: 'Enrolments table' });
  await expect(table.getByRole('cell', { name: chosen, exact: true })).toBeVisible();
  await bothWidths(page, 'member-enrolments');

  await table.getByRole('button', { name: `Unenrol from ${chosen}` }).click();
  await page.getByRole('dialog', { name: 'Unenrol' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Not enrolled in any course.')).toBeVisible();
});
