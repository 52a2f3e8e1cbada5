// Course authoring in a real browser (docs/rules/studio.md, "Courses" and "Lessons"), axe clean: the
// demo admin starts a course, adds one lesson of each kind and writes each one's content (rich text,
// checklist items, a quiz, a survey, a task), reorders with the keyboard, publishes, and finds it in
// the public search; a new member enrols and passes its quiz. The demo author sees their own
// courses only and gets "not found" on the admin's; a member is sent away and gets 403 from the API.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, newMember, signIn, test } from './support/fixtures.ts';

test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });

const DEMO_ADMIN = { email: 'admin@wellspring.example', password: 'wellspring-admin', name: 'Ruth Adeyemi' };
// A small MP3: an ID3 tag, one MPEG frame header, silence.
const MP3 = Buffer.from([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64, ...new Array(400).fill(0)]);
const DEMO_AUTHOR = { email: 'author@wellspring.example', password: 'wellspring-author', name: 'Tomás Varga' };

async function openLesson(page: Page, title: string) {
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible();
  await page.locator('[data-ready]').waitFor();
}

async function saveLesson(page: Page) {
  await page.getByRole('button', { name: 'Save lesson' }).click();
  await expect(page.getByText('Lesson saved.')).toBeVisible();
  await page.getByRole('link', { name: '← Back to the course' }).click();
  await page.locator('[data-ready]').waitFor();
}

test('an admin builds a course of five lesson kinds, publishes it, and a member finds it, enrols and passes its quiz', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const tag = Date.now().toString(36);
  const title = `Lanternlight ${tag}`;

  await signIn(page, DEMO_ADMIN);
  await page.goto('/studio/courses');
  await page.locator('[data-ready]').waitFor();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await expect(page.getByLabel('Address (slug)')).toHaveValue(`lanternlight-${tag}`);
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/studio\/courses\/\d+$/);
  await page.locator('[data-ready]').waitFor();
  const courseId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Details: a summary, a rich-text description, free.
  await page.getByLabel('Summary', { exact: true }).fill('Evening light, slower breath, better sleep.');
  const description = page.getByRole('textbox', { name: 'Description', exact: true });
  await description.click();
  await page.keyboard.type('A gentle evening routine.');
  await page.getByLabel('Free course').check();
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  // One lesson of each kind.
  const lessons = [
    ['Reading', 'Why evening light matters'],
    ['Checklist', 'Set up your evening'],
    ['Quiz', 'Check your understanding'],
    ['Survey', 'How did it go'],
    ['Task', 'Plan your week'],
  ] as const;
  for (const [kind, lessonTitle] of lessons) {
    await page.getByLabel('Kind').selectOption({ label: kind });
    await page.getByLabel('Lesson title').fill(lessonTitle);
    await page.getByRole('button', { name: 'Add lesson' }).click();
    await expect(page.getByRole('link', { name: lessonTitle, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // Reading: rich text with a heading.
  await openLesson(page, 'Why evening light matters');
  await expectNoAxeViolations(page);
  const reading = page.getByRole('textbox', { name: 'Reading', exact: true });
  await reading.click();
  await expect(reading).toBeFocused();
  // The heading button says it is on before anything is typed (a loaded machine once typed a paragraph).
  // The first editor is the English reading; the lesson's Spanish version has its own below.
  const headingTool = page.getByRole('button', { name: 'Heading', exact: true }).first();
  await headingTool.click();
  await expect(headingTool).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Light and the clock');
  await expect(reading.getByRole('heading', { name: 'Light and the clock' })).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Dim lights an hour before bed.');
  // An audio file, uploaded and chosen in the media library's dialog.
  await page.getByRole('button', { name: 'Add a file from the media library' }).click();
  const library = page.getByRole('dialog', { name: 'Media library' });
  await library.getByLabel('File', { exact: true }).setInputFiles({ name: `bell-${tag}.mp3`, mimeType: 'audio/mpeg', buffer: MP3 });
  await library.getByRole('button', { name: 'Upload' }).click();
  // Its own file: other specs upload to the same library meanwhile (a captions file is no lesson media).
  await library.locator(`li[data-media="bell-${tag}.mp3"]`).getByRole('button', { name: 'Choose' }).click();
  await expect(library).toBeHidden();
  await page.getByLabel('Title of file 1').fill('Evening bell');
  await saveLesson(page);

  // Checklist: two items.
  await openLesson(page, 'Set up your evening');
  await page.getByRole('button', { name: 'Add an item' }).click();
  await page.getByLabel('Item 1', { exact: true }).fill('Dim the lights');
  await page.getByRole('button', { name: 'Add an item' }).click();
  await page.getByLabel('Item 2', { exact: true }).fill('Put the phone away');
  await saveLesson(page);

  // Quiz: a question whose options are written and whose answer is marked; an unmarked answer is refused first.
  await openLesson(page, 'Check your understanding');
  await page.getByRole('button', { name: 'Add a question' }).click();
  await page.getByLabel('Question 1', { exact: true }).fill('When should you dim the lights?');
  await page.getByLabel('Question 1, option 1', { exact: true }).fill('An hour before bed');
  await page.getByLabel('Question 1, option 2', { exact: true }).fill('At midnight');
  await page.getByRole('button', { name: 'Save lesson' }).click();
  await expect(page.getByText('Mark exactly one option as correct.')).toBeVisible();
  await page.getByLabel('Option 1 is correct').check();
  await page.getByLabel('Explanation shown after answering (optional)').fill('Your body clock needs the cue early.');
  await expectNoAxeViolations(page);
  await saveLesson(page);

  // Survey: a rating question.
  await openLesson(page, 'How did it go');
  await page.getByRole('button', { name: 'Add a question' }).click();
  await page.getByLabel('Question 1', { exact: true }).fill('How rested do you feel?');
  await saveLesson(page);

  // Task: a prompt.
  await openLesson(page, 'Plan your week');
  await page.getByLabel('What the learner is asked to do').fill('Write down three evenings you will try this.');
  await saveLesson(page);

  // Keyboard reordering: the checklist moves above the reading.
  const handle = page.getByRole('button', { name: 'Reorder “Set up your evening”' });
  await handle.focus();
  await page.keyboard.press('Space');
  // Picked up (the live region then says where it hovers: its own place).
  await expect(page.getByText('“Set up your evening” is over section 1, position 2.')).toBeAttached();
  // The keyboard sensor starts listening for arrows a moment after the pick-up is announced: an arrow
  // pressed in between is lost (seen once on a loaded machine), so it is pressed again until it moves.
  // It is the first place, so a second press keeps it there.
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('“Set up your evening” is over section 1, position 1.')).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Space');
  await expect(page.getByText('Moved “Set up your evening” to section 1, position 1.')).toBeAttached();
  await expect(page.locator('.studio-lesson').first()).toContainText('Set up your evening');
  // And back with the buttons, so the reading opens the course.
  await page.getByRole('button', { name: 'Move “Why evening light matters” up' }).click();
  await expect(page.locator('.studio-lesson').first()).toContainText('Why evening light matters');

  // Preview, then publish.
  await page.getByRole('link', { name: 'Preview as a visitor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Curriculum (5 lessons)')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to editing' }).click();
  await page.locator('[data-ready]').waitFor();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published. The course is on the site and in search now.')).toBeVisible();

  // The public search finds it at once.
  await page.goto(`/courses?term=lanternlight`);
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

  // A new member enrols and passes the quiz.
  const memberContext = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  const member = await memberContext.newPage();
  const who = await newMember(member, 'Lantern');
  await signIn(member, who);
  await member.goto(`/course/lanternlight-${tag}`);
  // The member's course actions are wired once the page says so; a click before is the plain link.
  await member.locator('[data-course-actions][data-ready="true"]').waitFor();
  await member.locator('[data-enrol]').click();
  await expect(member.locator('[data-actions-status]')).toHaveText(`You are enrolled in ${title}.`);
  await member.locator('[data-enrol]').click();
  await member.waitForURL(/\/lesson\/\d+\/\d+\/\d+$/);
  await expect(member.getByRole('heading', { level: 1, name: 'Why evening light matters' })).toBeVisible();
  await expect(member.getByRole('heading', { name: 'Light and the clock' })).toBeVisible();
  await expect(member.locator('audio')).toHaveAttribute('src', /\/v1\/courses\/enrolled\/\d+\/stream\/audio\/[0-9a-f]{24}\.mp3\?expires=/);
  await member.getByRole('link', { name: /Check your understanding/ }).first().click();
  await expect(member.getByRole('heading', { level: 1, name: 'Check your understanding' })).toBeVisible();
  await member.getByRole('group', { name: /^Question 1\./ }).getByLabel('An hour before bed').check();
  await member.getByRole('button', { name: 'Submit answers' }).click();
  await expect(member.getByRole('heading', { name: 'Passed with 100%' })).toBeVisible();
  await expect(member.getByText('Your body clock needs the cue early.')).toBeVisible();
  await memberContext.close();

  // The audit log has the story.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').session?.token as string);
  const audit = await (await page.request.get('/v1/admin/audit?per_page=100', { headers: { Authorization: `Bearer ${token}` } })).json();
  const actions = (audit.data as Array<{ action: string; subject: { type: string; id: number } }>).filter((a) => a.subject.type === 'course' && a.subject.id === courseId).map((a) => a.action);
  expect(actions).toEqual(expect.arrayContaining(['course.create', 'course.update', 'lesson.reorder', 'course.publish']));
});

test('an author sees only their own courses and cannot open another’s; a member is turned away', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // The admin's first course (not the author's).
  await signIn(page, DEMO_AUTHOR);
  await page.goto('/studio/courses');
  await page.locator('[data-ready]').waitFor();
  await expectNoAxeViolations(page);
  await expect(page.getByRole('link', { name: 'Walking for Headspace' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Desk Body Reset', exact: false })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Members' })).toBeHidden();
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').session?.token as string);
  const list = await (await page.request.get('/v1/admin/courses?per_page=100', { headers: { Authorization: `Bearer ${token}` } })).json();
  expect((list.data as Array<{ owner: { name: string } | null }>).every((c) => c.owner?.name === 'Tomás Varga')).toBe(true);

  // Someone else's course: not found, in the page and from the API; nothing changes.
  const other = await page.request.patch('/v1/admin/courses/1', { headers: { Authorization: `Bearer ${token}` }, data: { title: 'Taken over' } });
  expect(other.status()).toBe(404);
  await page.goto('/studio/courses/1');
  await expect(page.getByRole('heading', { name: 'Course not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your courses' })).toBeVisible();

  // A member: the API says 403 and the page sends them away.
  const memberContext = await browser.newContext({ serviceWorkers: 'block' });
  const member = await memberContext.newPage();
  const who = await newMember(member, 'Curious');
  const session = await signIn(member, who);
  const denied = await member.request.get('/v1/admin/courses', { headers: { Authorization: `Bearer ${session.token}` } });
  expect(denied.status()).toBe(403);
  await member.goto('/studio/courses');
  await expect(member.getByRole('heading', { name: 'This part of the studio is for authors and administrators' })).toBeVisible();
  await member.waitForURL(/\/dashboard$/);
  await memberContext.close();
});
