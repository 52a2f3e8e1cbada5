// Cohorts in a real browser (docs/rules/cohorts.md; issue 33 part 3): the demo admin publishes a course
// and opens a cohort of it at /studio/courses/{id}/cohorts (a capacity of 0 is refused beside the
// field); a new member joins it from the course page, the dashboard says when it starts, the first
// lesson stays closed with "Your cohort starts on …" until the start date, and with the test clock
// (X-Test-Now) on that date it opens; a newsletter goes to the cohort's members. Axe clean at 390 and 1280 px.
import { DEMO_ADMIN, expect, newMember, payWithTestCard, signIn, test } from './support/fixtures.ts';
import { bothWidths, startCourseDraft } from './support/authoring.ts';

test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });

const DAY = 86_400_000;

test('an admin opens a cohort, a member joins, and its first lesson opens on the start date', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  const title = `Tide Circle ${tag}`;
  // The start: the UTC day two days from now, so the dashboard counts "in 2 days".
  const startsOn = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);
  const startsAt = Date.parse(`${startsOn}T00:00:00Z`);

  await signIn(page, DEMO_ADMIN);
  await startCourseDraft(page, title);
  const courseId = /\/studio\/courses\/(\d+)$/.exec(page.url())![1];
  for (const lesson of ['Arriving together', 'Second tide']) {
    await page.getByLabel('Lesson title').fill(lesson);
    await page.getByRole('button', { name: 'Add lesson' }).click();
    await expect(page.getByRole('link', { name: lesson, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published. The course is on the site and in search now.')).toBeVisible();

  await page.getByRole('link', { name: 'Cohorts: runs that start together' }).click();
  await expect(page).toHaveURL(`/studio/courses/${courseId}/cohorts`);
  await expect(page.getByText('No cohort yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Open a cohort' }).click();
  await page.getByLabel('Title').fill('Spring tide');
  await page.getByLabel('Start date').fill(startsOn);
  await page.getByLabel('Time zone').fill('UTC');
  await page.getByLabel('Seats').fill('0');
  await page.getByRole('button', { name: 'Open the cohort' }).click();
  await expect(page.locator('#cohort-capacity-error')).toHaveText(/whole number from 1/);
  await expect(page.getByLabel('Seats')).toHaveAttribute('aria-invalid', 'true');
  await bothWidths(page, 'cohorts-studio-error');
  await page.getByLabel('Seats').fill('8');
  await page.getByRole('button', { name: 'Open the cohort' }).click();
  const row = page.locator('tr', { hasText: 'Spring tide' });
  await expect(row).toContainText('0 of 8');
  await bothWidths(page, 'cohorts-studio');

  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  const member = await context.newPage();
  const who = await newMember(member, 'Cohort');
  await signIn(member, who);
  await member.goto(`/course/tide-circle-${tag}`);
  const cohorts = member.locator('[data-course-cohorts]');
  await expect(cohorts.getByRole('heading', { name: 'Start together' })).toBeVisible();
  await expect(cohorts.locator('[data-cohort-seats]')).toHaveText('8 seats left of 8');
  await member.locator('[data-course-cohorts][data-ready="true"]').waitFor();
  await cohorts.getByRole('button', { name: 'Join Spring tide' }).click();
  await expect(cohorts.getByText('You are in this cohort.')).toBeVisible();
  await expect(cohorts.locator('[data-cohort-seats]')).toHaveText('7 seats left of 8');
  await expect(cohorts.getByRole('button', { name: 'Join Spring tide' })).toBeHidden();
  // Joining enrolled them: the enrol button becomes the way in.
  await expect(member.locator('[data-enrol]')).toHaveText('Start learning');
  await bothWidths(member, 'cohorts-joined');

  await member.goto('/dashboard');
  await expect(member.getByRole('link', { name: 'Your cohort starts in 2 days' })).toBeVisible();
  await bothWidths(member, 'cohorts-dashboard');
  await member.getByRole('link', { name: 'See who is in it' }).click();
  await expect(member.getByRole('heading', { level: 1, name: 'Spring tide' })).toBeVisible();
  await expect(member.locator('.cohort-members')).toContainText(who.name);
  // The cohort's own discussion space, below its members.
  await expect(member.getByRole('heading', { level: 2, name: /^Discussion/ })).toBeVisible();
  await member.getByLabel('Start a discussion').fill(`Hello, Spring tide! ${tag}`);
  await member.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(member.locator('.thread', { hasText: `Hello, Spring tide! ${tag}` })).toBeVisible();
  await bothWidths(member, 'cohorts-members');

  // The course page starts the course, and its first lesson is closed until the start.
  await member.goto(`/course/tide-circle-${tag}`);
  await member.locator('[data-course-actions][data-ready="true"]').waitFor();
  await member.locator('[data-enrol]').click();
  await member.waitForURL(/\/lesson\/\d+\/\d+\/\d+$/);
  await expect(member.getByRole('heading', { level: 1, name: 'Arriving together' })).toBeVisible({ timeout: 30_000 });
  await expect(member.getByText('Your cohort starts on')).toBeVisible();
  await bothWidths(member, 'cohorts-locked');

  // The test clock on the start date: the first lesson opens.
  await context.setExtraHTTPHeaders({ 'X-Test-Now': new Date(startsAt + 60_000).toISOString() });
  await member.reload();
  await expect(member.getByRole('heading', { level: 1, name: 'Arriving together' })).toBeVisible({ timeout: 30_000 });
  await expect(member.getByText('Your cohort starts on')).toHaveCount(0);
  await expect(member.getByText('This lesson is not open yet.')).toHaveCount(0);
  await bothWidths(member, 'cohorts-open');
  await context.close();

  // A newsletter to the cohort's members: the form picks the course, then the cohort.
  await page.goto('/studio/newsletters');
  await page.getByRole('button', { name: 'Write a newsletter' }).click();
  await page.getByLabel('Subject').fill(`For the tide ${tag}`);
  await page.getByRole('textbox', { name: 'The newsletter' }).click();
  await page.keyboard.type('We start soon.');
  await page.getByLabel('To').selectOption('cohort');
  await page.getByLabel('Course of the cohort').selectOption({ label: title });
  await page.getByLabel('Cohort', { exact: true }).selectOption({ label: `Spring tide (starts ${startsOn})` });
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page.getByRole('heading', { name: `Draft: For the tide ${tag}` })).toBeVisible();
  await expect(page.getByRole('cell', { name: `Members of Spring tide (${title})` })).toBeVisible();
  await bothWidths(page, 'cohorts-newsletter');
});

test('a member buys a place in a cohort with its own price through checkout, and lands in it', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  const title = `Paid Tide ${tag}`;
  const startsOn = new Date(Date.now() + 4 * DAY).toISOString().slice(0, 10);

  await signIn(page, DEMO_ADMIN);
  await startCourseDraft(page, title);
  await page.getByLabel('Lesson title').fill('First paid tide');
  await page.getByRole('button', { name: 'Add lesson' }).click();
  await expect(page.getByRole('link', { name: 'First paid tide', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published. The course is on the site and in search now.')).toBeVisible();
  await page.getByRole('link', { name: 'Cohorts: runs that start together' }).click();
  await page.getByRole('button', { name: 'Open a cohort' }).click();
  await page.getByLabel('Title').fill('Paid tide');
  await page.getByLabel('Start date').fill(startsOn);
  await page.getByLabel('Time zone').fill('UTC');
  await page.getByLabel('Seats').fill('2');
  await page.getByLabel(/^Price of a place/).fill('45');
  await page.getByRole('button', { name: 'Open the cohort' }).click();
  await expect(page.locator('tr', { hasText: 'Paid tide' })).toContainText('0 of 2');

  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  const member = await context.newPage();
  const who = await newMember(member, 'CohortBuyer');
  await signIn(member, who);
  await member.goto(`/course/paid-tide-${tag}`);
  const cohorts = member.locator('[data-course-cohorts]');
  await member.locator('[data-course-cohorts][data-ready="true"]').waitFor();
  await expect(cohorts).toContainText(/A place costs (US)?\$45\.00/);
  await expect(cohorts.getByRole('button', { name: 'Join Paid tide' })).toHaveCount(0);
  await cohorts.getByRole('link', { name: 'Buy a place in Paid tide' }).click();

  await expect(member).toHaveURL(/\/checkout\?cohort=\d+$/);
  await expect(member.locator('form.checkout')).toHaveAttribute('data-ready', 'true');
  await expect(member.getByRole('heading', { name: `${title}, Paid tide` })).toBeVisible();
  await member.getByLabel('Address line 1').fill('12 Harbour Road');
  await member.getByLabel('Town or city').fill('Leeds');
  await member.getByLabel('Postcode (optional where there is none)').fill('LS1 4AP');
  await member.getByLabel('Country').selectOption('GB');
  await bothWidths(member, 'cohorts-checkout');
  await member.getByRole('button', { name: /^Pay / }).click();
  await expect(member).toHaveURL(/\/pay\/sandbox\//);
  await payWithTestCard(member);
  await expect(member.getByRole('heading', { name: 'Thank you, you are all set' })).toBeVisible({ timeout: 30_000 });
  await expect(member.locator('[data-what]')).toHaveText(`${title}, Paid tide.`);
  await bothWidths(member, 'cohorts-bought');

  await member.getByRole('link', { name: 'See who is in your cohort' }).click();
  await expect(member.getByRole('heading', { level: 1, name: 'Paid tide' })).toBeVisible();
  await expect(member.locator('.cohort-members')).toContainText(who.name);
  // A paid place is left through the course's team, not by a click.
  await expect(member.getByText('You paid for your place.')).toBeVisible();
  await expect(member.getByRole('button', { name: 'Leave the cohort' })).toHaveCount(0);
  await member.goto(`/course/paid-tide-${tag}`);
  await expect(cohorts.getByText('You are in this cohort.')).toBeVisible();
  await expect(cohorts.getByRole('link', { name: 'Buy a place in Paid tide' })).toBeHidden();
  await context.close();

  // The studio counts the seat taken.
  await page.reload();
  await expect(page.locator('tr', { hasText: 'Paid tide' })).toContainText('1 of 2');
});
