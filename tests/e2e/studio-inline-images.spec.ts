// Inline images in a real browser (docs/rules/studio.md, "Inline images"): the demo admin starts a
// course, opens its lesson, presses the editor's Image button, chooses the demo library image, is told
// beside the field that alt text is needed, describes the image and inserts it; the lesson is saved
// and the course published; a new member's player shows the image with its alt text, srcset of the
// WebP copies, sizes, width and height. The dialog keeps and returns focus; axe clean at 390 and 1280 px.
import { DEMO_ADMIN, expect, newMember, signIn, test } from './support/fixtures.ts';
import { bothWidths, enrolAndStart, startCourseDraft } from './support/authoring.ts';

test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });

const ALT = 'A person on a yoga mat by a window at sunrise';

test('an admin inserts a library image with alt text into a lesson; the member’s player shows it responsive', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  const title = `Window light ${tag}`;

  await signIn(page, DEMO_ADMIN);
  await startCourseDraft(page, title);
  await page.getByLabel('Lesson title').fill('Morning light');
  await page.getByRole('button', { name: 'Add lesson' }).click();
  await page.getByRole('link', { name: 'Morning light', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Morning light/ })).toBeVisible();
  await page.locator('[data-ready]').waitFor();

  // The editor's text, then the Image button: a labelled toolbar button, reached by keyboard.
  const editor = page.getByRole('textbox', { name: 'Reading', exact: true });
  await editor.click();
  await page.keyboard.type('Notice the light before you begin.');
  const imageButton = page.getByRole('toolbar', { name: 'Reading: formatting' }).getByRole('button', { name: 'Image', exact: true });
  await imageButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Insert an image' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Insert an image' })).toBeFocused();
  // Escape closes it and focus returns to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(imageButton).toBeFocused();

  await imageButton.click();
  await dialog.locator('[data-ready]').waitFor();
  await bothWidths(page, 'images-dialog-library');
  // The course-export spec's import stores the demo illustration a second time: either copy will do.
  await dialog.locator('[data-media="morning-practice.png"]').first().getByRole('button', { name: 'Choose' }).click();

  // The library's alt text is offered; emptied, the dialog refuses to insert and says why beside the field.
  const alt = dialog.getByRole('textbox', { name: 'Alternative text' });
  await expect(alt).toBeFocused();
  await expect(alt).not.toHaveValue('');
  await alt.fill('   ');
  await dialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(dialog.getByText('Describe the image for people who cannot see it, or tick "Decorative image".')).toBeVisible();
  await expect(alt).toHaveAttribute('aria-invalid', 'true');
  await expect(alt).toBeFocused();
  await bothWidths(page, 'images-dialog-error');

  await alt.fill(ALT);
  await dialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(dialog).toBeHidden();
  await expect(editor).toBeFocused();
  await expect(editor.locator('img')).toHaveAttribute('alt', ALT);

  await page.getByRole('button', { name: 'Save lesson' }).click();
  await expect(page.getByText('Lesson saved.')).toBeVisible();
  await page.getByRole('link', { name: '← Back to the course' }).click();
  await page.locator('[data-ready]').waitFor();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published. The course is on the site and in search now.')).toBeVisible();

  // A new member's player.
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  const member = await context.newPage();
  const who = await newMember(member, 'Light');
  await signIn(member, who);
  await member.goto(`/course/window-light-${tag}`);
  await enrolAndStart(member, title);
  const img = member.locator('.lesson-body').getByRole('img', { name: ALT });
  await expect(img).toBeVisible();
  // A library original: the demo's own, or the copy the course-export spec's import stored.
  await expect(img).toHaveAttribute('src', /^\/v1\/media\/library\/[0-9a-f]{24}\.png$/);
  await expect(img).toHaveAttribute('srcset', /-w480\.webp 480w, .*-w960\.webp 960w, .*-w1600\.webp 1600w, .*\.png 1800w$/);
  await expect(img).toHaveAttribute('sizes', '(min-width: 48rem) 45rem, 100vw');
  await expect(img).toHaveAttribute('width', '1800');
  await expect(img).toHaveAttribute('height', '1125');
  await expect(img).toHaveAttribute('loading', 'lazy');
  // The browser really loaded one of the copies.
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  await bothWidths(member, 'images-player');
  await context.close();
});
