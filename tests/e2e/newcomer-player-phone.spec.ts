// The lesson player on a 390 px phone: the title bar is one line (the course title cut with an
// ellipsis, the lesson position compact) and the survey's 1–5 scale is one row of five equal buttons.
import type { Locator } from '@playwright/test';
import { expect, newMember, test } from './support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

const box = async (l: Locator) => (await l.boundingBox())!;

test('on a phone the title bar is one line and the 1–5 scale one row', async ({ page }) => {
  const who = await newMember(page, 'Phone');
  const login = await (await page.request.post('/v1/auth/login', { data: { email: who.email, password: who.password } })).json();
  const auth = { Authorization: `Bearer ${login.data.token}` };
  const course = (await (await page.request.get('/v1/courses/meditation-for-beginners')).json()).data;
  const enrolment = (await (await page.request.post(`/v1/courses/${course.id}/enrolment`, { headers: auth })).json()).data;
  const survey = course.lessons.find((l: { kind: string }) => l.kind === 'survey');
  await page.goto('/');
  await page.evaluate((session) => localStorage.setItem('root', JSON.stringify({ version: 1, session })), { token: login.data.token, isLoggedIn: true, user: login.data.user, isSubscribed: false, subscription: null });
  await page.goto(`/lesson/${enrolment.enrolment_id}/${course.id}/${survey.id}`);
  await expect(page.getByRole('heading', { level: 1, name: survey.title })).toBeVisible();

  // Title bar: back link, course title and position on one line, no taller than one line of text.
  const bar = page.locator('.player__bar');
  const back = page.getByRole('link', { name: /my courses/i }).first();
  const title = bar.getByText(course.title);
  const position = bar.getByText(`Lesson ${course.lessons.length} of ${course.lessons.length}`);
  await expect(back).toBeVisible();
  await expect(title).toBeVisible();
  await expect(position).toBeAttached();
  const [barBox, backBox, titleBox] = await Promise.all([box(bar), box(back), box(title)]);
  expect(barBox.height, 'title bar height').toBeLessThanOrEqual(56);
  expect(Math.abs(backBox.y + backBox.height / 2 - (titleBox.y + titleBox.height / 2)), 'back link and title on one line').toBeLessThanOrEqual(4);
  expect(titleBox.height, 'course title is one line').toBeLessThanOrEqual(32);
  expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(390);
  // A long title is cut with an ellipsis, not wrapped.
  expect(await title.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis');

  // The 1–5 scale: five options, side by side, equally wide, inside the card.
  const scale = page.getByRole('group', { name: /How easy was it to practise/ });
  const options = scale.getByRole('radio');
  await expect(options).toHaveCount(5);
  const groupBox = await box(scale);
  const boxes = await Promise.all([0, 1, 2, 3, 4].map((i) => box(scale.locator('label').filter({ has: page.getByRole('radio') }).nth(i))));
  const tops = boxes.map((b) => Math.round(b.y));
  expect(Math.max(...tops) - Math.min(...tops), 'one row').toBeLessThanOrEqual(1);
  const widths = boxes.map((b) => b.width);
  expect(Math.max(...widths) - Math.min(...widths), 'equal widths').toBeLessThanOrEqual(1);
  for (let i = 1; i < 5; i++) expect(boxes[i]!.x, 'left to right').toBeGreaterThan(boxes[i - 1]!.x + boxes[i - 1]!.width - 1);
  for (const b of boxes) {
    expect(b.height, 'a comfortable tap target').toBeGreaterThanOrEqual(44);
    expect(b.x + b.width).toBeLessThanOrEqual(groupBox.x + groupBox.width);
  }
  // Each option still says what it means to a screen reader, and can be chosen.
  await scale.getByRole('radio', { name: '5 · Very much' }).check();
  await expect(scale.getByRole('radio', { name: '5 · Very much' })).toBeChecked();
});
