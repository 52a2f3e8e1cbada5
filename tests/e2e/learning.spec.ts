// Learning in a real browser as the demo member: enrol in a free course, work through every kind of
// lesson, resume where they left off, finish, download the certificate and verify it logged out.
// Then the offline promise: a lesson already opened reads without network, and saves made offline
// are sent once when the connection returns. Every page visited is scanned with axe.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO_MEMBER, dataLayerEvents, expect, expectNoAxeViolations, newMember, signIn, test } from './support/fixtures.ts';

type CourseDetail = { id: number; title: string; lessons: Array<{ id: number; kind: string; title: string }> };

async function course(page: Page, slug: string): Promise<CourseDetail> {
  const res = await page.request.get(`/v1/courses/${slug}`);
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

const lessonEvent = (event: string, courseId: number, lessonId: number) => ({ event, bundle_id: null, course_id: courseId, lesson_id: lessonId });
const events = (page: Page, name: string) => dataLayerEvents(page).then((all) => all.filter((e) => e.event === name));

test('a member enrols, completes all five kinds of lesson, resumes, finishes and verifies the certificate', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const c = await course(page, 'meditation-for-beginners');
  const [read1, read2, checklist, quiz, task, survey] = c.lessons;
  expect(c.lessons.map((l) => l.kind)).toEqual(['detail', 'detail', 'checklist', 'quiz', 'task', 'survey']);

  // Enrol on the course page.
  await page.goto('/course/meditation-for-beginners');
  const enrol = page.locator('[data-enrol]');
  await page.locator('[data-course-actions][data-ready="true"]').waitFor();
  await enrol.click();
  await expect(page.locator('[data-actions-status]')).toHaveText(`You are enrolled in ${c.title}.`);
  expect(await events(page, 'course_enrol')).toEqual([{ event: 'course_enrol', course_id: c.id, title: c.title }]);
  await expect(enrol).toHaveText('Start learning');
  await expectNoAxeViolations(page);
  await enrol.click();
  await page.waitForURL(new RegExp(`/lesson/\\d+/${c.id}/${read1!.id}$`));
  const enrolmentId = Number(new URL(page.url()).pathname.split('/')[2]);

  // Reading 1: rich text, streamed audio and a PDF, marked done.
  await expect(page.getByRole('heading', { level: 1, name: read1!.title })).toBeVisible();
  const audio = page.locator('audio');
  await expect(audio).toHaveAttribute('src', new RegExp(`^/v1/courses/enrolled/${enrolmentId}/stream/audio/breathing-bell\\.wav\\?expires=\\d+&signature=`));
  await page.waitForFunction(() => (document.querySelector('audio')?.readyState ?? 0) >= 1);
  expect(await audio.evaluate((a: HTMLAudioElement) => Math.round(a.duration))).toBe(6);
  const pdfHref = await page.getByRole('link', { name: /Open Practice guide/ }).getAttribute('href');
  const pdf = await page.request.get(pdfHref!, { headers: { Range: 'bytes=0-4' } });
  expect(pdf.status()).toBe(206);
  expect(await pdf.text()).toBe('%PDF-');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Mark as done' }).click();
  await expect(page.getByText(/Marked as done at/)).toBeVisible();
  await expect(page.locator('.outline__progress')).toContainText('17% complete');

  // Reading 2.
  await page.getByRole('link', { name: `Next → ${read2!.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: read2!.title })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as done' }).click();
  await expect(page.getByText(/Marked as done at/)).toBeVisible();

  // Checklist: every item ticked and saved.
  await page.getByRole('link', { name: `Next → ${checklist!.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: checklist!.title })).toBeVisible();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save checklist' }).click();
  await expect(page.getByText(/^Saved at/)).toBeVisible();

  // Quiz: a wrong attempt first (the score only: nothing says which answers were wrong), then a
  // passing one, which opens the per-question review (docs/rules/quizzes.md).
  await page.getByRole('link', { name: `Next → ${quiz!.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: quiz!.title })).toBeVisible();
  const question = (n: number) => page.getByRole('group', { name: new RegExp(`^Question ${n}\\.`) });
  await question(1).getByLabel('Stopping all thoughts').check();
  await question(2).getByLabel('True').check();
  await question(3).getByLabel('Planning tomorrow’s to-do list').check();
  await question(4).getByLabel('Skip practice until you have more time').check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('heading', { name: '0%: not passed yet' })).toBeVisible();
  await expect(page.getByText(/^4 attempts left\./)).toBeVisible();
  await expect(page.getByText('The return of attention is the repetition that trains focus and awareness.')).toHaveCount(0);
  await expect(page.getByText(/Not quite|Correct answer:/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await question(1).getByLabel('Noticing you have wandered and returning to the breath').check();
  await question(2).getByLabel('False').check();
  for (const anchor of ['The breath at the nostrils', 'The feeling of your feet on the floor', 'Sounds around you']) await question(3).getByLabel(anchor).check();
  await question(4).getByLabel('Start with five minutes every day').check();
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('heading', { name: 'Passed with 100%' })).toBeVisible();
  await expect(page.getByText('Your best score is 100% after 2 attempts.')).toBeVisible();
  await expect(page.getByText('The return of attention is the repetition that trains focus and awareness.')).toBeVisible();

  // Task: a written answer and a file.
  await page.getByRole('link', { name: `Next → ${task!.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: task!.title })).toBeVisible();
  await page.getByLabel('Your answer').fill('Each morning after brushing my teeth I will sit for five minutes by the window.');
  await page.getByLabel('Attach a file (optional)').setInputFiles({ name: 'my-plan.txt', mimeType: 'text/plain', buffer: Buffer.from('Monday to Sunday: five minutes.') });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit task' }).click();
  await expect(page.getByText(/^Saved at/)).toBeVisible();
  await expect(page.getByText(/Attached now: my-plan\.txt/)).toBeVisible();

  // Open the survey (the last-read lesson now), then check every event of this page so far.
  const lastRead = page.waitForResponse((r) => r.url().endsWith(`/v1/courses/enrolled/${enrolmentId}/lastRead`) && r.request().method() === 'PUT');
  await page.getByRole('link', { name: `Next → ${survey!.title}` }).click();
  await lastRead;
  const player = await dataLayerEvents(page);
  for (const l of c.lessons) expect(player).toContainEqual(lessonEvent('lesson_click', c.id, l.id));
  expect(player.filter((e) => e.event === 'lesson_detail_save')).toEqual([lessonEvent('lesson_detail_save', c.id, read1!.id), lessonEvent('lesson_detail_save', c.id, read2!.id)]);
  expect(player.filter((e) => e.event === 'lesson_checklist_save')).toEqual([lessonEvent('lesson_checklist_save', c.id, checklist!.id)]);
  expect(player.filter((e) => e.event === 'lesson_quiz_save')).toEqual([lessonEvent('lesson_quiz_save', c.id, quiz!.id), lessonEvent('lesson_quiz_save', c.id, quiz!.id)]);
  expect(player.filter((e) => e.event === 'lesson_task_save')).toEqual([lessonEvent('lesson_task_save', c.id, task!.id)]);

  // Reload: the same (last-read) lesson; and "Continue" on My courses leads back to it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: survey!.title })).toBeVisible();
  await page.goto('/my-courses');
  const card = page.locator('.learning-card', { hasText: c.title });
  await expect(card).toContainText('83%');
  await expectNoAxeViolations(page);
  await card.getByRole('link', { name: `Continue ${c.title}` }).click();
  await page.waitForURL(new RegExp(`/lesson/${enrolmentId}/${c.id}/${survey!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: survey!.title })).toBeVisible();

  // Survey: the last lesson completes the course, once.
  await page.getByRole('group', { name: /How easy was it to practise/ }).getByLabel('4', { exact: true }).check();
  await page.getByRole('group', { name: /Which anchor worked best/ }).getByLabel('The breath').check();
  await page.getByLabel(/Anything that surprised you/).fill('How quickly the mind wanders, and how kindly it can come back.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit survey' }).click();
  await expect(page.getByRole('heading', { name: `You finished ${c.title}` })).toBeVisible();
  const finished = await dataLayerEvents(page);
  expect(finished).toContainEqual(lessonEvent('lesson_click', c.id, survey!.id));
  expect(finished.filter((e) => e.event === 'lesson_survey_save')).toEqual([lessonEvent('lesson_survey_save', c.id, survey!.id)]);
  expect(finished.filter((e) => e.event === 'course_completion')).toEqual([{ event: 'course_completion', course_id: c.id, title: c.title }]);
  await expect(page.locator('.outline__progress')).toContainText('100% complete');

  // The certificate: issued with the completion (nothing to collect), downloaded as a PDF, verified by anyone.
  await expect(page.getByRole('button', { name: 'Get your certificate' })).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download certificate (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^wellspring-certificate-WS-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}\.pdf$/);
  const file = fs.readFileSync((await download.path())!);
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  expect(file.byteLength).toBeGreaterThan(2000);
  await expectNoAxeViolations(page);
  const verifyHref = await page.getByRole('link', { name: 'Verification page' }).getAttribute('href');
  expect(verifyHref).toMatch(/^\/certificate\/WS-/);

  // A new context: no session, as someone who was sent the link.
  const visitorContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const visitor = await visitorContext.newPage();
  await visitor.goto(verifyHref!);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Certificate of completion' })).toBeVisible();
  await expect(visitor.getByText('Valid certificate')).toBeVisible();
  await expect(visitor.locator('.verify__holder')).toHaveText(DEMO_MEMBER.name);
  await expect(visitor.getByRole('link', { name: c.title })).toBeVisible();
  await expect(visitor.locator('.verify__code')).toHaveText(verifyHref!.split('/').pop()!);
  expect(await visitor.evaluate(() => localStorage.getItem('root'))).toBeNull();
  await expectNoAxeViolations(visitor);
  const unknown = await visitor.goto('/certificate/WS-0000-0000-0000');
  expect(unknown?.status()).toBe(404);
  await visitorContext.close();

  // The certificates page lists it.
  await page.goto('/certificates');
  await expect(page.locator('.learning-card', { hasText: c.title })).toContainText(verifyHref!.split('/').pop()!);
  await expectNoAxeViolations(page);
});

test('a lesson already opened reads offline, and offline saves are sent once when back online', async ({ page, context }) => {
  test.setTimeout(120_000);
  const { token } = await signIn(page);
  const c = await course(page, 'mindful-mornings');
  const auth = { Authorization: `Bearer ${token}` };
  const enrolled = await page.request.post(`/v1/courses/${c.id}/enrolment`, { headers: auth });
  const { enrolment_id: enrolmentId } = (await enrolled.json()).data;
  const reading = c.lessons.find((l) => l.kind === 'detail')!;
  const checklist = c.lessons.find((l) => l.kind === 'checklist')!;
  const quiz = c.lessons.find((l) => l.kind === 'quiz')!;
  const task = c.lessons.find((l) => l.kind === 'task')!;

  // Open four lessons while online.
  await page.goto(`/lesson/${enrolmentId}/${c.id}/${reading.id}`);
  await expect(page.getByRole('heading', { level: 1, name: reading.title })).toBeVisible();
  const outline = page.getByRole('navigation', { name: 'Course outline' });
  for (const l of [checklist, quiz, task]) {
    await outline.getByRole('link', { name: new RegExp(l.title) }).click();
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
  }
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 10_000 }).catch(() => undefined);

  await context.setOffline(true);
  await outline.getByRole('link', { name: new RegExp(reading.title) }).click();
  await expect(page.getByRole('heading', { level: 1, name: reading.title })).toBeVisible();
  await expect(page.getByText('You are offline: this is the copy of the lesson kept on this device.')).toBeVisible();

  // Three saves offline: the checklist, a quiz submission, then a task with a file. All wait in order.
  await outline.getByRole('link', { name: new RegExp(checklist.title) }).click();
  await expect(page.getByRole('heading', { level: 1, name: checklist.title })).toBeVisible();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Save checklist' }).click();
  await expect(page.getByText('You are offline. Your work is kept on this device and will be sent when you are back online.')).toBeVisible();
  await outline.getByRole('link', { name: new RegExp(quiz.title) }).click();
  await expect(page.getByRole('heading', { level: 1, name: quiz.title })).toBeVisible();
  for (const group of await page.getByRole('group', { name: /^Question/ }).all()) {
    const first = group.locator('input').first();
    await first.check();
  }
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByText('Your answers will be graded when you are back online.')).toBeVisible();
  await outline.getByRole('link', { name: new RegExp(task.title) }).click();
  await expect(page.getByRole('heading', { level: 1, name: task.title })).toBeVisible();
  await page.getByLabel('Your answer').fill('Written on the train with no signal.');
  await page.getByLabel('Attach a file (optional)').setInputFiles({ name: 'offline-notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Notes made offline.') });
  await page.getByRole('button', { name: 'Submit task' }).click();
  await expect(page.getByText('You are offline. Your work is kept on this device and will be sent when you are back online.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Offline: 3 saves waiting' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Nothing reached the server yet.
  await context.setOffline(false);
  // Back online: the queue is sent in order, once.
  await expect(page.getByRole('status').filter({ hasText: /waiting|Sending/ })).toHaveCount(0, { timeout: 15_000 });
  const checklistNow = (await (await page.request.get(`/v1/courses/${c.id}/${checklist.id}`, { headers: auth })).json()).data;
  expect(checklistNow.completed).toBe(true);
  expect(checklistNow.checklist.checked_ids).toHaveLength(checklistNow.checklist.items.length);
  const quizNow = (await (await page.request.get(`/v1/courses/${c.id}/${quiz.id}`, { headers: auth })).json()).data;
  expect(quizNow.quiz.attempts).toBe(1);
  const sent = await dataLayerEvents(page);
  expect(sent.filter((e) => e.event === 'lesson_checklist_save')).toEqual([lessonEvent('lesson_checklist_save', c.id, checklist.id)]);
  expect(sent.filter((e) => e.event === 'lesson_quiz_save')).toEqual([lessonEvent('lesson_quiz_save', c.id, quiz.id)]);
  expect(sent.filter((e) => e.event === 'lesson_task_save')).toEqual([lessonEvent('lesson_task_save', c.id, task.id)]);
  // The task went with its file, which no longer waits on this device.
  const taskNow = (await (await page.request.get(`/v1/courses/${c.id}/${task.id}`, { headers: auth })).json()).data;
  expect(taskNow.task.answer).toBe('Written on the train with no signal.');
  expect(taskNow.task.attachment.name).toBe('offline-notes.txt');
  await expect(page.getByText(/Attached now: offline-notes\.txt/)).toBeVisible();
  const filesLeft = await page.evaluate(() => new Promise<number>((resolve) => {
    const open = indexedDB.open('ws-learning-files', 1);
    open.onsuccess = () => {
      const count = open.result.transaction('files', 'readonly').objectStore('files').count();
      count.onsuccess = () => resolve(count.result);
    };
  }));
  expect(filesLeft).toBe(0);
});

test('a lesson page reloaded without network still opens from the copy kept on this device', async ({ page, context }) => {
  const { token } = await signIn(page);
  const c = await course(page, 'mindful-mornings');
  const enrolled = await page.request.post(`/v1/courses/${c.id}/enrolment`, { headers: { Authorization: `Bearer ${token}` } });
  const { enrolment_id: enrolmentId } = (await enrolled.json()).data;
  const lesson = c.lessons[1]!;
  await page.goto(`/lesson/${enrolmentId}/${c.id}/${lesson.id}`);
  await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
  // The app's service worker (docs/rules/app.md) takes over and keeps the page and every asset it
  // loaded: the app shell's precache or its asset cache (stored one by one, so wait for all of them).
  // (Polled from here: an async predicate given to waitForFunction counts its promise as true.)
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration('/lesson/');
          if (reg?.active?.state !== 'activated' || !navigator.serviceWorker.controller) return false;
          const loaded = performance.getEntriesByType('resource').map((e) => e.name).filter((url) => url.startsWith(`${location.origin}/_astro/`));
          for (const url of loaded) if (!(await caches.match(url))) return false;
          return loaded.length > 0 && (await (await caches.open('ws-lesson-pages-v1')).match(location.pathname)) !== undefined;
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
  await expect(page.getByText('You are offline: this is the copy of the lesson kept on this device.')).toBeVisible();
  await context.setOffline(false);
});

test('nothing typed is lost: drafts survive a reload, and a failed save says so and keeps the input', async ({ page }) => {
  const { token } = await signIn(page);
  const c = await course(page, 'mindful-mornings');
  const enrolled = await page.request.post(`/v1/courses/${c.id}/enrolment`, { headers: { Authorization: `Bearer ${token}` } });
  const { enrolment_id: enrolmentId } = (await enrolled.json()).data;
  const task = c.lessons.find((l) => l.kind === 'task')!;
  const survey = c.lessons.find((l) => l.kind === 'survey')!;
  const draft = 'Day one: sit by the window before breakfast.';

  await page.goto(`/lesson/${enrolmentId}/${c.id}/${task.id}`);
  await page.getByLabel('Your answer').fill(draft);
  await page.reload();
  await expect(page.getByLabel('Your answer')).toHaveValue(draft);

  // The server fails: the learner is told, and the answer stays.
  await page.route('**/v1/courses/enrolled/*/task', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'The service is busy. Please try again in a moment.' }) }));
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('alert')).toHaveText('The service is busy. Please try again in a moment. Your input is still here; try again.');
  await expect(page.getByLabel('Your answer')).toHaveValue(draft);
  await page.unroute('**/v1/courses/enrolled/*/task');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(/^Saved at/)).toBeVisible();

  // A survey submitted with a required answer missing: the message sits next to the question.
  await page.goto(`/lesson/${enrolmentId}/${c.id}/${survey.id}`);
  // The survey's own text answer, not the Reflect panel's journal entry below it.
  const text = page.locator('form.lesson-form').getByRole('textbox');
  await text.fill('Mornings felt slower, in a good way.');
  await page.getByRole('button', { name: 'Submit survey' }).click();
  await expect(page.getByRole('alert')).toContainText('Answer every required question before submitting');
  const groups = page.getByRole('group', { name: /\(required\)/ });
  await expect(groups.first().getByText('Please answer this question.')).toBeVisible();
  await expect(text).toHaveValue('Mornings felt slower, in a good way.');
  await expectNoAxeViolations(page);
});

test('my courses, bookmarks and the paid-course answer in the browser', async ({ page }) => {
  await signIn(page);
  const paid = (await (await page.request.get('/v1/courses?price=paid&per_page=1')).json()).data[0] as { slug: string; title: string; price_label: string };

  // A paid course the member does not own offers buying or subscribing instead of enrolling
  // (buying itself: commerce.spec.ts).
  await page.goto(`/course/${paid.slug}`);
  await expect(page.getByRole('link', { name: `Buy for ${paid.price_label}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'or subscribe' })).toHaveAttribute('href', '/subscriptions');
  await expect(page.locator('[data-enrol]')).toBeHidden();

  // Bookmark it; the bookmarks page lists it and removes it.
  await page.getByRole('button', { name: 'Bookmark' }).click();
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeVisible();
  await page.goto('/bookmark');
  const row = page.locator('.learning-card', { hasText: paid.title });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: `Remove ${paid.title} from bookmarks` }).click();
  await expect(row).toHaveCount(0);

  await page.goto('/my-courses');
  await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
  await page.getByRole('button', { name: 'Completed' }).click();
  await expect(page.getByRole('button', { name: 'Completed' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);
});

test('a bookmark clicked before the course page knows its status stays bookmarked', async ({ page }) => {
  const paid = (await (await page.request.get('/v1/courses?price=paid&per_page=1')).json()).data[0] as { slug: string };
  await signIn(page, await newMember(page, 'Bookmarker'));
  // The status leaves before the click and arrives after the toggle's answer, as on a slow network;
  // it still says "not bookmarked".
  let releaseStatus!: () => void;
  const statusHeld = new Promise<void>((resolve) => (releaseStatus = resolve));
  await page.route('**/v1/courses/*/enrolment/status', async (route) => {
    const response = await route.fetch();
    await statusHeld;
    await route.fulfill({ response });
  });
  await page.goto(`/course/${paid.slug}`);
  await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
  const bookmarked = page.getByRole('button', { name: 'Bookmarked', exact: true });
  await expect(bookmarked).toHaveAttribute('aria-pressed', 'true');
  releaseStatus();
  await expect(page.locator('[data-course-actions][data-ready="true"]')).toHaveCount(1);
  await expect(bookmarked).toHaveAttribute('aria-pressed', 'true');
});

test('a visitor opening a lesson is sent to log in after about a second', async ({ page }) => {
  await page.goto('/lesson/1/1/1');
  await expect(page.getByText('You need to log in to see this lesson')).toBeVisible();
  await page.waitForURL('**/login?next=%2Flesson%2F1%2F1%2F1');
});
