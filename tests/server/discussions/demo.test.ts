// The demo's lesson discussion (src/server/demo/discussions.ts) is alive on a fresh install: the
// demo member reads Stress First Aid's first lesson's threads with the admin's marked answer and her
// own reactions, and the admins' queue holds the post she reported.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { courses, lessons } from '../../../src/server/db/schema/index.ts';
import { DEMO_CLASS_COURSE } from '../../../src/server/demo/learners.ts';
import { withDemoMember, type DemoMember } from '../../helpers/demo.ts';
import { body } from '../learning/factories.ts';

let demo: DemoMember;
beforeAll(async () => {
  demo = await withDemoMember();
});
afterAll(() => demo.t.close());

it('shows the demo member a lively discussion and gives the admins a report to decide', async () => {
  const { t, token } = demo;
  const [course] = await t.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, DEMO_CLASS_COURSE));
  const [first] = await t.db.select().from(lessons).where(and(eq(lessons.courseId, course!.id))).orderBy(asc(lessons.position)).limit(1);
  const page = await body(await t.api('GET', `/v1/auth/lessons/${first!.id}/threads?order=oldest`, { token }));
  expect(page.data.map((x: { author: { name: string } }) => x.author.name)).toEqual(['Amara Osei', 'Ben Carter', 'Maya Thompson']);
  const breathing = page.data[0];
  expect(breathing.reply_count).toBe(2);
  expect(breathing.replies.map((r: { author: { name: string; mark: string | null } }) => [r.author.name, r.author.mark])).toEqual([
    ['Maya Thompson', null],
    ['Ruth Adeyemi', 'admin'],
  ]);
  expect(breathing.replies[1].body_html).toContain('<a href="/help">help centre</a>');
  expect(breathing.replies[1].reactions.find((r: { kind: string }) => r.kind === 'thanks')).toEqual({ kind: 'thanks', count: 1, mine: true });
  expect(page.data[2].body_html).toContain('<span class="mention"');
  expect(page.data[1].can_report).toBe(false);

  const admin = await t.member({ role: 'admin' });
  const queue = await body(await t.api('GET', '/v1/admin/discussions/reports', { token: admin.token }));
  expect(queue.data).toHaveLength(1);
  expect(queue.data[0]).toMatchObject({ post: { author: { name: 'Ben Carter' } }, reports: [{ reason: 'spam', reporter: { name: 'Maya Thompson' } }] });
});
