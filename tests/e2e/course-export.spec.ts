// Course export and import in a real browser (docs/rules/studio.md, "Course export and import"), axe
// clean at 1280 and 390 px: the demo admin opens Yoga Foundations in the studio and exports it (the
// zip downloads with its manifest), then imports that file on /studio/courses/import: an import
// without a file is refused beside the field, the real one shows "Importing…", then the report
// (the slug taken by the original renamed to -2, nothing refused) and a link that opens the new draft.
import fs from 'node:fs';
import { DEMO_ADMIN, expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';

test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });

const TITLE = 'Yoga Foundations: Breath, Posture and Flow';

test('an admin exports a course, imports the file, reads the report and opens the draft', async ({ page }, info) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO_ADMIN);
  await page.goto('/studio/courses?q=Yoga+Foundations');
  await page.locator('[data-ready]').waitFor();
  await page.getByRole('link', { name: TITLE, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('course-yoga-foundations.zip');
  const zipPath = info.outputPath('course-yoga-foundations.zip');
  await download.saveAs(zipPath);
  const bytes = fs.readFileSync(zipPath);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.includes(Buffer.from('manifest.json'))).toBe(true);

  await page.goto('/studio/courses');
  await page.getByRole('link', { name: 'Import a course' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import a course' })).toBeVisible();
  await expectNoAxeViolations(page);

  // No file: the reason beside the field, focus on it.
  await page.getByRole('button', { name: 'Import' }).click();
  const field = page.getByLabel('Course archive (.zip)');
  await expect(page.getByText('Choose a course archive (.zip) to import.')).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // Not an archive: the server's reason beside the field.
  await field.setInputFiles({ name: 'notes.zip', mimeType: 'application/zip', buffer: Buffer.from('just some words') });
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText(/not a zip archive we can read/)).toBeVisible();

  await field.setInputFiles(zipPath);
  await page.getByRole('button', { name: 'Import' }).click();
  const report = page.getByRole('region', { name: `Imported “${TITLE}” as a draft` });
  await expect(report).toBeVisible({ timeout: 60_000 });
  await expect(report.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(report.getByRole('listitem').filter({ hasText: 'Course address (slug)' })).toContainText('“yoga-foundations” became “yoga-foundations-2”');
  await expect(report.getByText('Nothing was refused.')).toBeVisible();
  await page.screenshot({ path: '/tmp/export-report-1280.png', fullPage: true });
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/export-report-390.png', fullPage: true });
  await expectNoAxeViolations(page);

  await report.getByRole('link', { name: 'Open the draft' }).click();
  await expect(page).toHaveURL(/\/studio\/courses\/\d+$/);
  await page.locator('[data-ready]').waitFor();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText('Status: Draft')).toBeVisible();
  await expectNoAxeViolations(page);
});
