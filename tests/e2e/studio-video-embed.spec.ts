// Video embeds in a real browser (docs/rules/studio.md, "Video embeds"): the demo admin opens a new
// lesson, presses the editor's Video button, is told beside each field what is missing, embeds a
// YouTube video with a title, saves and publishes. A new member's player shows a "Play" button and
// the link; nothing is asked of YouTube until Play is pressed, then the no-cookie player loads in
// place and takes focus. The dialog keeps and returns focus; axe clean at 390 and 1280 px.
import { DEMO_ADMIN, expect, expectNoAxeViolations, newMember, signIn, test } from './support/fixtures.ts';
import { bothWidths, enrolAndStart, startCourseDraft } from './support/authoring.ts';

test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });

test('an admin embeds a YouTube video in a lesson; the member’s player loads it only on Play', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const title = `Tide film ${tag}`;

  await signIn(page, DEMO_ADMIN);
  await startCourseDraft(page, title);
  await page.getByLabel('Free course').check();
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.getByLabel('Lesson title').fill('Watch the tide');
  await page.getByRole('button', { name: 'Add lesson' }).click();
  await page.getByRole('link', { name: 'Watch the tide', exact: true }).click();
  await page.locator('[data-ready]').waitFor();

  const editor = page.getByRole('textbox', { name: 'Reading', exact: true });
  await editor.click();
  await page.keyboard.type('Watch before you read on.');
  const videoButton = page.getByRole('toolbar', { name: 'Reading: formatting' }).getByRole('button', { name: 'Video', exact: true });
  await videoButton.click();
  const dialog = page.getByRole('dialog', { name: 'Embed a video' });
  const address = dialog.getByLabel('Video address');
  await expect(address).toBeFocused();
  // Escape closes it and focus returns to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(videoButton).toBeFocused();

  await videoButton.click();
  await dialog.getByRole('button', { name: 'Embed video' }).click();
  await expect(dialog.getByText(/Paste the address of a YouTube or Vimeo video/)).toBeVisible();
  await expect(dialog.getByText(/Give the video a title/)).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toBeFocused();
  await bothWidths(page, 'embed-dialog-error');
  await page.setViewportSize({ width: 1280, height: 900 });
  await address.fill('https://example.com/watch?v=dQw4w9WgXcQ');
  await dialog.getByLabel('Title').fill('The tide coming in');
  await dialog.getByRole('button', { name: 'Embed video' }).click();
  await expect(dialog.getByText(/Paste the address of a YouTube or Vimeo video/)).toBeVisible();
  await address.fill('https://youtu.be/dQw4w9WgXcQ');
  await dialog.getByRole('button', { name: 'Embed video' }).click();
  await expect(dialog).toBeHidden();
  await expect(editor.locator('figure.embed')).toHaveAttribute('data-embed-id', 'dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Save lesson' }).click();
  await expect(page.getByText('Lesson saved.')).toBeVisible();
  await page.getByRole('link', { name: '← Back to the course' }).click();
  await page.locator('[data-ready]').waitFor();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published. The course is on the site and in search now.')).toBeVisible();

  // The member's player: a Play button and the link; YouTube is asked nothing before the press.
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  const member = await context.newPage();
  const asked: string[] = [];
  await context.route(/youtube/, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' });
  });
  const who = await newMember(member, 'Tide');
  await signIn(member, who);
  await member.goto(`/course/tide-film-${tag}`);
  await enrolAndStart(member, title);
  const figure = member.locator('.lesson-body figure.embed');
  await expect(figure.getByRole('link', { name: 'The tide coming in' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  const play = figure.getByRole('button', { name: 'Play video: The tide coming in' });
  await expect(play).toBeVisible();
  await expect(figure.getByText('Plays from YouTube, which may set cookies once it starts.')).toBeVisible();
  await bothWidths(member, 'embed-player');
  expect(asked).toEqual([]);

  await play.click();
  const frame = figure.locator('iframe');
  await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
  await expect(frame).toHaveAttribute('title', 'The tide coming in');
  await expect(frame).toBeFocused();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  await expectNoAxeViolations(member);
  await context.close();
});
