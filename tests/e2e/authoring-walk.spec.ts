// The authoring walk of a creator, end to end (docs/rules/studio.md; docs/rules/learning-progress.md):
// the demo author builds a course with two sections, an inline library image with alt text, a video
// with English captions whose transcript is searchable, a quiz that draws two of its three questions,
// a task, and a lesson that opens one day after enrolment; a new member does it (the test clock moves
// a day for the last lesson); the author reviews the member's task and the member reads the feedback.
// Then the course is exported, imported into a second, separate instance, published there by its
// admin, and the same walk passes on it. Axe clean on every screen of the walk, at 390 and 1280 px
// where the screen is new to this issue. Each step's finer cases have their own specs (sections,
// inline images, captions, drip, task review, course export); this one proves they hold together.
import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_ADMIN, DEMO_AUTHOR, expect, expectNoAxeViolations, newMember, signIn, test } from './support/fixtures.ts';
import { bothWidths, enrolAndStart, startCourseDraft } from './support/authoring.ts';
import { startSecondInstance } from './support/second-instance.ts';

test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });

const ALT = 'A harbour at dawn, seen from a window';
const VTT = `WEBVTT

00:00:00.000 --> 00:00:03.000
The boats rest on still water.

00:00:03.000 --> 00:00:06.000
Listen for the gulls and the rope against the mast.
`;
/** The head of an MP4 file: enough for the library to know it as a video (the player is not asked to play it). */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41'), Buffer.alloc(2048)]);
const QUESTIONS = ['How do you begin the harbour practice?', 'How do you breathe by the water?', 'How do you end the practice?'];
const TASK = 'Your harbour plan';
const TASK_PROMPT = 'Write when and where you will sit by water this week.';

type Course = { title: string; slug: string };

/** A 1600 × 1000 picture: wide enough for the library to keep its 480, 960 and 1600 px WebP copies. */
function harbourPng(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 40, g: 90, b: 130 } } }).png().toBuffer();
}

async function addLesson(page: Page, kind: string, title: string) {
  await page.getByLabel('Kind').selectOption({ label: kind });
  await page.getByLabel('Lesson title').fill(title);
  await page.getByRole('button', { name: 'Add lesson' }).click();
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
}

async function openLesson(page: Page, title: string) {
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible();
  await page.locator('[data-ready]').waitFor();
}

async function saveAndGoBack(page: Page) {
  await page.getByRole('button', { name: 'Save lesson' }).click();
  await expect(page.getByText('Lesson saved.')).toBeVisible();
  await page.getByRole('link', { name: '← Back to the course' }).click();
  await page.locator('[data-ready]').waitFor();
}

/** The author's part: the course built in the studio, published; answers its address. */
async function buildCourse(page: Page, tag: string): Promise<Course> {
  const title = `Quiet Harbour ${tag}`;
  await signIn(page, DEMO_AUTHOR);
  await startCourseDraft(page, title);
  await page.getByLabel('Summary', { exact: true }).fill('Sit by the water, listen, and breathe.');
  await page.getByRole('textbox', { name: 'Description', exact: true }).click();
  await page.keyboard.type('A week of short practices by the harbour.');
  await page.getByLabel('Free course').check();
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  // Section 1: a reading with an inline image, and one with a captioned video.
  await addLesson(page, 'Reading', 'Harbour light');
  await addLesson(page, 'Reading', 'Harbour sounds');
  await openLesson(page, 'Harbour light');
  const editor = page.getByRole('textbox', { name: 'Reading', exact: true });
  await editor.click();
  await page.keyboard.type('Look at the light on the water before you begin.');
  await page.getByRole('toolbar', { name: 'Reading: formatting' }).getByRole('button', { name: 'Image', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert an image' });
  await dialog.locator('[data-ready]').waitFor();
  // An author's library holds only their own files: the image is uploaded from the dialog.
  await dialog.getByLabel('File', { exact: true }).setInputFiles({ name: `harbour-${tag}.png`, mimeType: 'image/png', buffer: await harbourPng() });
  await dialog.getByLabel('Alternative text (images)').fill(ALT);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await dialog.locator(`[data-media="harbour-${tag}.png"]`).getByRole('button', { name: 'Choose' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Alternative text' })).toHaveValue(ALT);
  await dialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(editor.locator('img')).toHaveAttribute('alt', ALT);
  await saveAndGoBack(page);

  await openLesson(page, 'Harbour sounds');
  await page.getByRole('button', { name: 'Add a file from the media library' }).click();
  const library = page.getByRole('dialog', { name: 'Media library' });
  await library.getByLabel('File', { exact: true }).setInputFiles({ name: `harbour-${tag}.mp4`, mimeType: 'video/mp4', buffer: MP4 });
  await library.getByRole('button', { name: 'Upload' }).click();
  await library.locator(`[data-media="harbour-${tag}.mp4"]`).getByRole('button', { name: 'Choose' }).click();
  await expect(library).toBeHidden();
  await page.getByLabel('Title of file 1').fill('Harbour at dawn');
  await page.getByRole('button', { name: 'Add captions to “Harbour at dawn”' }).click();
  await library.getByLabel('File', { exact: true }).setInputFiles({ name: `harbour-${tag}.en.vtt`, mimeType: 'text/vtt', buffer: Buffer.from(VTT) });
  await library.getByRole('button', { name: 'Upload' }).click();
  await library.locator(`[data-media="harbour-${tag}.en.vtt"]`).getByRole('button', { name: 'Choose' }).click();
  await expect(library).toBeHidden();
  await expect(page.getByLabel('Language')).toHaveValue('en');
  await saveAndGoBack(page);

  // Section 2: a pooled quiz, a task, and a lesson that opens a day after enrolment.
  await page.getByLabel('Section name').fill('By the water');
  await page.getByRole('button', { name: 'Add section' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Section 2: By the water' })).toBeVisible();
  await addLesson(page, 'Quiz', 'Harbour check');
  await addLesson(page, 'Task', TASK);
  await addLesson(page, 'Reading', 'Day two by the water');
  await expect(page.locator('.studio-section').nth(1).locator('.studio-lesson')).toHaveText([/Harbour check/, new RegExp(TASK), /Day two by the water/]);

  await openLesson(page, 'Harbour check');
  for (const [i, question] of QUESTIONS.entries()) {
    await page.getByRole('button', { name: 'Add a question' }).click();
    await page.getByLabel(`Question ${i + 1}`, { exact: true }).fill(question);
    await page.getByLabel(`Question ${i + 1}, option 1`, { exact: true }).fill('Slowly');
    await page.getByLabel(`Question ${i + 1}, option 2`, { exact: true }).fill('In a hurry');
    await page.getByLabel('Option 1 is correct').nth(i).check();
  }
  await page.getByLabel('Questions drawn per attempt (optional)').fill('2');
  await page.getByRole('button', { name: 'Save lesson' }).click();
  await expect(page.getByText('Lesson saved.')).toBeVisible();
  await page.getByRole('link', { name: '← Back to the course' }).click();
  await page.locator('[data-ready]').waitFor();

  await openLesson(page, TASK);
  await page.getByLabel('What the learner is asked to do').fill(TASK_PROMPT);
  await saveAndGoBack(page);

  await page.getByRole('button', { name: 'Schedule “Day two by the water”' }).click();
  await page.getByLabel('Some days after they enrol').check();
  await page.getByLabel('Days after enrolment').fill('1');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('Opens 1 day after enrolment')).toBeVisible();
  await expect(page.getByText('Every video and audio file has captions.')).toBeVisible();
  await bothWidths(page);

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published. The course is on the site and in search now.')).toBeVisible();
  return { title, slug: `quiet-harbour-${tag}` };
}

/** The member's part on one instance: every lesson kind of the walk; answers the member. */
async function learnerWalk(browser: Browser, baseURL: string, course: Course, label: string) {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  const member = await context.newPage();
  const who = await newMember(member, label);
  await signIn(member, who);

  // Site search finds the course by a word only its transcript says.
  await member.goto('/courses?term=gulls');
  await expect(member.getByRole('link', { name: course.title }).first()).toBeVisible();

  await member.goto(`/course/${course.slug}`);
  await expect(member.getByRole('heading', { level: 3, name: /Section 2: By the water/ })).toBeVisible();
  await enrolAndStart(member, course.title);
  const lessonUrl = new URL(member.url()).pathname;

  // The inline image, responsive.
  await expect(member.getByRole('heading', { level: 1, name: 'Harbour light' })).toBeVisible();
  const img = member.locator('.lesson-body').getByRole('img', { name: ALT });
  await expect(img).toHaveAttribute('srcset', /-w480\.webp 480w, .*-w960\.webp 960w/);
  await expect(img).toHaveAttribute('width', '1600');
  await expect(img).toHaveAttribute('height', '1000');
  const outline = member.getByRole('navigation', { name: 'Course outline' });
  await expect(outline.getByRole('list', { name: /Section 2: By the water/ }).getByRole('link')).toHaveText([/Harbour check/, new RegExp(TASK), /Day two by the water/]);
  await expectNoAxeViolations(member);

  // The captioned video and its searchable transcript.
  await outline.getByRole('link', { name: /Harbour sounds/ }).click();
  await expect(member.getByRole('heading', { level: 1, name: 'Harbour sounds' })).toBeVisible();
  await expect(member.locator('video track')).toHaveAttribute('srclang', 'en');
  const transcript = member.locator('details.transcript');
  await expect(transcript.locator('summary')).toHaveText('Transcript of Harbour at dawn');
  await expect(transcript.getByRole('listitem')).toHaveCount(2);
  await transcript.getByLabel('Search the transcript').fill('gulls');
  await expect(transcript.getByText('1 line matches.')).toBeVisible();
  await expectNoAxeViolations(member);

  // The quiz asks two of its three questions; answered right, it passes.
  await outline.getByRole('link', { name: /Harbour check/ }).click();
  await expect(member.getByRole('heading', { level: 1, name: 'Harbour check' })).toBeVisible();
  const asked = member.getByRole('group', { name: /^Question \d\./ });
  await expect(asked).toHaveCount(2);
  for (let i = 0; i < 2; i++) await asked.nth(i).getByLabel('Slowly').check();
  await member.getByRole('button', { name: 'Submit answers' }).click();
  await expect(member.getByRole('heading', { name: 'Passed with 100%' })).toBeVisible();
  await expectNoAxeViolations(member);

  // The task, sent for review.
  await outline.getByRole('link', { name: new RegExp(TASK) }).click();
  await expect(member.getByText(TASK_PROMPT)).toBeVisible();
  await member.getByLabel('Your answer').fill('Tuesday and Friday at seven, on the bench by the pier.');
  await member.getByRole('button', { name: 'Submit task' }).click();
  await expect(member.getByRole('heading', { name: 'Submitted: waiting for review' })).toBeVisible();

  // The last lesson opens a day after enrolment: locked with its date now, open on the test clock's tomorrow.
  await expect(outline.getByText(/Opens on /)).toBeVisible();
  await outline.getByRole('link', { name: /Day two by the water/ }).click();
  await expect(member.getByText('This lesson is not open yet.')).toBeVisible();
  await expectNoAxeViolations(member);
  await context.setExtraHTTPHeaders({ 'X-Test-Now': new Date(Date.now() + 86_460_000).toISOString() });
  await member.reload();
  await expect(member.getByRole('heading', { level: 1, name: 'Day two by the water' })).toBeVisible();
  await expect(member.getByText('This lesson is not open yet.')).toHaveCount(0);
  await context.setExtraHTTPHeaders({});
  return { context, member, who, lessonUrl };
}

/** The reviewer accepts the member's task with feedback; the member reads it in the player. */
async function reviewTask(page: Page, reviewer: { email: string; password: string; name: string }, walk: Awaited<ReturnType<typeof learnerWalk>>) {
  await signIn(page, reviewer);
  await page.goto('/studio/tasks');
  await page.getByRole('link', { name: `${TASK} by ${walk.who.name}` }).click();
  await expect(page.getByText('Tuesday and Friday at seven, on the bench by the pier.')).toBeVisible();
  await page.getByLabel('Accepted').check();
  await page.getByLabel(/^Feedback/).fill('A good place and a good time. Notice the tide.');
  await page.getByRole('button', { name: 'Send review' }).click();
  await expect(page.getByRole('button', { name: 'Send review' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const outline = walk.member.getByRole('navigation', { name: 'Course outline' });
  await outline.getByRole('link', { name: new RegExp(TASK) }).click();
  await expect(walk.member.getByRole('heading', { name: `Accepted by ${reviewer.name}` })).toBeVisible();
  await expect(walk.member.getByText('A good place and a good time. Notice the tide.')).toBeVisible();
  await bothWidths(walk.member);
  await walk.context.close();
}

test('an author builds a course of every new kind, a member does it, and it moves to another instance and passes again', async ({ page, browser, baseURL }, info) => {
  test.setTimeout(600_000);
  const tag = Date.now().toString(36);
  const course = await buildCourse(page, tag);
  const first = await learnerWalk(browser, baseURL!, course, 'Harbour');
  await reviewTask(page, DEMO_AUTHOR, first);

  // Export from this instance.
  await signIn(page, DEMO_AUTHOR);
  await page.goto(`/studio/courses?q=${encodeURIComponent(course.title)}`);
  await page.locator('[data-ready]').waitFor();
  await page.getByRole('link', { name: course.title, exact: true }).click();
  await page.locator('[data-ready]').waitFor();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const zipPath = info.outputPath(`course-${course.slug}.zip`);
  await (await downloading).saveAs(zipPath);
  expect(fs.readFileSync(zipPath).subarray(0, 2).toString('latin1')).toBe('PK');

  // Import into a second instance, publish there, and walk it again.
  const second = await startSecondInstance(Number(process.env.E2E_PORT ?? 4399) + 300);
  try {
    const context = await browser.newContext({ baseURL: second.baseURL, serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    const admin = await context.newPage();
    await signIn(admin, DEMO_ADMIN);
    await admin.goto('/studio/courses/import');
    await admin.getByLabel('Course archive (.zip)').setInputFiles(zipPath);
    await admin.getByRole('button', { name: 'Import' }).click();
    const report = admin.getByRole('region', { name: `Imported “${course.title}” as a draft` });
    await expect(report).toBeVisible({ timeout: 60_000 });
    await expect(report.getByText('Nothing was refused.')).toBeVisible();
    await report.getByRole('link', { name: 'Open the draft' }).click();
    await admin.locator('[data-ready]').waitFor();
    await expect(admin.getByText('Opens 1 day after enrolment')).toBeVisible();
    await admin.getByRole('button', { name: 'Publish now' }).click();
    await expect(admin.getByText('Published. The course is on the site and in search now.')).toBeVisible();

    const again = await learnerWalk(browser, second.baseURL, course, 'Pier');
    await reviewTask(admin, { ...DEMO_ADMIN }, again);
    await context.close();
  } finally {
    await second.stop();
  }
});
