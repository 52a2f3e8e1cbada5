// Captions and transcripts in a real browser (docs/rules/studio.md, "Captions"; docs/rules/learning.md,
// "Lesson media"), axe clean at 1280 and 390 px: the demo admin starts a course with a reading, uploads
// an audio file and a WebVTT file in the media library's dialog (a broken one is refused naming its
// line), attaches the captions in English to the audio, sees the publish checklist's captions line
// turn done, and publishes. A new member opens the lesson: the <audio> has its <track>, the transcript
// lists the cues with their times, a click on a cue seeks there (and marks it current), and the
// transcript's search box finds a word; the site search finds the course by a transcript word.
import type { Page } from '@playwright/test';
import { DEMO_ADMIN, expect, expectNoAxeViolations, newMember, signIn, test } from './support/fixtures.ts';
import { enrolAndStart, startCourseDraft } from './support/authoring.ts';

test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });

/** Eight seconds of silence as 8 kHz 16-bit mono WAV: long enough to seek within. */
function silentWav(seconds = 8): Buffer {
  const rate = 8000;
  const samples = rate * seconds;
  const b = Buffer.alloc(44 + samples * 2);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + samples * 2, 4);
  b.write('WAVE', 8);
  b.write('fmt ', 12);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate * 2, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36);
  b.writeUInt32LE(samples * 2, 40);
  return b;
}

const VTT = `WEBVTT

00:00:00.000 --> 00:00:02.000
<v Guide>Welcome to the lantern practice.

00:00:02.000 --> 00:00:05.000
Notice the weight of your shoulders.

00:00:05.000 --> 00:00:08.000
Let the breath settle like quillwort in a slow stream.
`;
const BAD_VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nOne\nmore\n\n00:00:04.000 --> 00:00:03.000\nTwo\n';

async function saveLesson(page: Page) {
  await page.getByRole('button', { name: 'Save lesson' }).click();
  await expect(page.getByText('Lesson saved.')).toBeVisible();
}

test('an admin captions a lesson’s audio; a member reads the transcript, seeks from it and searches it', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const tag = Date.now().toString(36);
  const title = `Lantern captions ${tag}`;

  await signIn(page, DEMO_ADMIN);
  await startCourseDraft(page, title);
  await page.getByLabel('Free course').check();
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.getByLabel('Kind').selectOption({ label: 'Reading' });
  await page.getByLabel('Lesson title').fill('The lantern practice');
  await page.getByRole('button', { name: 'Add lesson' }).click();
  await page.getByRole('link', { name: 'The lantern practice', exact: true }).click();
  await page.locator('[data-ready]').waitFor();

  // The audio, uploaded and chosen in the library's dialog.
  await page.getByRole('button', { name: 'Add a file from the media library' }).click();
  const library = page.getByRole('dialog', { name: 'Media library' });
  await library.getByLabel('File', { exact: true }).setInputFiles({ name: `lantern-${tag}.wav`, mimeType: 'audio/wav', buffer: silentWav() });
  await library.getByRole('button', { name: 'Upload' }).click();
  await library.locator(`[data-media="lantern-${tag}.wav"]`).getByRole('button', { name: 'Choose' }).click();
  await expect(library).toBeHidden();
  await page.getByLabel('Title of file 1').fill('Lantern practice');

  // Captions: a broken file is refused with its line; the good one is chosen for the audio.
  await page.getByRole('button', { name: 'Add captions to “Lantern practice”' }).click();
  const captions = page.getByRole('dialog', { name: 'Media library' });
  await captions.getByLabel('File', { exact: true }).setInputFiles({ name: 'broken.vtt', mimeType: 'text/vtt', buffer: Buffer.from(BAD_VTT) });
  await captions.getByRole('button', { name: 'Upload' }).click();
  await expect(captions.locator('.field__error')).toContainText("Line 7: the cue's end time 00:00:03.000 is before its start 00:00:04.000.");
  await expectNoAxeViolations(page);
  await captions.getByLabel('File', { exact: true }).setInputFiles({ name: `lantern-${tag}.en.vtt`, mimeType: 'text/vtt', buffer: Buffer.from(VTT) });
  await captions.getByRole('button', { name: 'Upload' }).click();
  await captions.locator(`[data-media="lantern-${tag}.en.vtt"]`).getByRole('button', { name: 'Choose' }).click();
  await expect(captions).toBeHidden();
  await expect(page.getByLabel('Language')).toHaveValue('en');
  await expect(page.getByLabel('Label in the player')).toHaveValue('English');
  await expect(page.getByLabel('Shown by default')).toBeChecked();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/lesson-captions-editor.png', fullPage: true });
  await saveLesson(page);
  await page.getByRole('link', { name: '← Back to the course' }).click();
  await page.locator('[data-ready]').waitFor();
  await expect(page.getByText('Every video and audio file has captions.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published. The course is on the site and in search now.')).toBeVisible();
  // Site search finds the course by a word only its transcript says (and no other course does).
  await page.goto('/courses?term=quillwort');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('article')).toHaveCount(1);

  // A new member opens the lesson.
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  const member = await context.newPage();
  const errors: string[] = [];
  member.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const who = await newMember(member, 'Lantern');
  await signIn(member, who);
  await member.goto(`/course/lantern-captions-${tag}`);
  await enrolAndStart(member, title);
  await expect(member.getByRole('heading', { level: 1, name: 'The lantern practice' })).toBeVisible();

  const track = member.locator('audio track');
  await expect(track).toHaveAttribute('kind', 'captions');
  await expect(track).toHaveAttribute('srclang', 'en');
  await expect(track).toHaveAttribute('label', 'English');
  await expect(track).toHaveAttribute('default', '');
  const src = await track.getAttribute('src');
  expect(src).toMatch(/^\/v1\/media\/library\/[a-f0-9]{24}\.vtt$/);
  const served = await member.request.get(src!);
  expect(served.headers()['content-type']).toBe('text/vtt; charset=utf-8');

  const transcript = member.locator('details.transcript');
  await expect(transcript.locator('summary')).toHaveText('Transcript of Lantern practice');
  const cues = transcript.getByRole('listitem');
  await expect(cues).toHaveCount(3);
  await expect(cues.nth(0)).toHaveText('0:00 Welcome to the lantern practice.');
  await expect(cues.nth(1)).toHaveText('0:02 Notice the weight of your shoulders.');
  await expectNoAxeViolations(member);

  // A click on a cue seeks there and marks it current; Enter on another does the same.
  const audio = member.locator('audio');
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.readyState)).toBeGreaterThan(0);
  await cues.nth(1).getByRole('button').click();
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBe(2);
  await expect(cues.nth(1).getByRole('button')).toHaveAttribute('aria-current', 'true');
  await cues.nth(2).getByRole('button').focus();
  await member.keyboard.press('Enter');
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBe(5);
  await expect(cues.nth(2).getByRole('button')).toHaveAttribute('aria-current', 'true');
  await expect(cues.nth(1).getByRole('button')).not.toHaveAttribute('aria-current', 'true');
  await member.screenshot({ path: 'test-results/lesson-captions-1280.png', fullPage: true });

  // Searching the transcript.
  await transcript.getByLabel('Search the transcript').fill('shoulders');
  await expect(transcript.getByText('1 line matches.')).toBeVisible();
  await expect(cues).toHaveCount(1);
  await expect(cues.first().locator('mark')).toHaveText('shoulders');
  await transcript.getByLabel('Search the transcript').fill('');
  await expect(cues).toHaveCount(3);

  // Collapsible: the summary closes it.
  await transcript.locator('summary').click();
  await expect(cues.first()).toBeHidden();
  await transcript.locator('summary').click();

  await member.setViewportSize({ width: 390, height: 844 });
  await expect(cues.first()).toBeVisible();
  await expectNoAxeViolations(member);
  await member.screenshot({ path: 'test-results/lesson-captions-390.png', fullPage: true });
  expect(errors).toEqual([]);
  await context.close();
});
