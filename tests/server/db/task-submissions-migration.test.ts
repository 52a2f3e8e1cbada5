// Migration 0021 keeps every task already submitted as a submission waiting for review
// (docs/rules/task-review.md, "Before reviews"), and the demo shows task review alive: the demo
// member has one task waiting and one reviewed with feedback, and the demo mentor's queue holds hers.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite, type DbHandle } from '../../../src/server/db/client.ts';
import { migrateDatabase } from '../../../src/server/db/migrate.ts';
import { seedDemoContent } from '../../../src/server/demo/seed.ts';
import type { Actor } from '../../../src/server/http/env.ts';
import { mentorTaskQueue } from '../../../src/server/tasks/service/index.ts';

let handle: DbHandle;

async function rows<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  handle = await openPglite(undefined);
  await migrateDatabase(handle);
  await seedDemoContent(handle.db);
}, 180_000);

afterAll(async () => {
  await handle?.close();
});

describe('task submissions on the demo data', () => {
  it('seeds one waiting task and one reviewed with feedback for the demo member, and her mentor sees the waiting one', async () => {
    const mine = await rows<{ state: string; feedback: string | null; reviewer: string | null }>(sql`SELECT s.state, s.feedback, r.name AS reviewer
      FROM task_submissions s JOIN enrolments e ON e.id = s.enrolment_id JOIN users u ON u.id = e.user_id LEFT JOIN users r ON r.id = s.reviewer_id
      WHERE u.email = 'member@wellspring.example' ORDER BY s.submitted_at`);
    expect(mine.map((s) => s.state)).toContain('waiting');
    const reviewed = mine.find((s) => s.state === 'revise');
    expect(reviewed?.feedback).toMatch(/send it again/);
    expect(reviewed?.reviewer).toBe('Ruth Adeyemi');
    // Past history is silent: no notification about a review.
    const told = await rows(sql`SELECT 1 FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'member@wellspring.example' AND n.title LIKE 'Your task in%'`);
    expect(told).toHaveLength(0);

    const [mentor] = await rows<{ id: number; name: string; email: string }>(sql`SELECT id, name, email FROM users WHERE email = 'mentor@wellspring.example'`);
    const actor: Actor = { id: Number(mentor!.id), name: mentor!.name, email: mentor!.email, isMentor: true, role: 'member', tokenId: 0 };
    const queue = await mentorTaskQueue({ db: handle.db, actor, page: 1, perPage: 20 });
    expect(queue.data.map((i) => i.member.name)).toContain('Maya Thompson');
  });

  it('turns every submitted task into a waiting submission when migrated, and changes no work', async () => {
    const work = await rows(sql`SELECT * FROM lesson_work ORDER BY 1, 2`);
    const submitted = await rows<{ enrolment_id: number; lesson_id: number; answer: string }>(
      sql`SELECT enrolment_id, lesson_id, coalesce(data->>'answer', '') AS answer FROM lesson_work WHERE kind = 'task' AND submitted ORDER BY 1, 2`,
    );
    expect(submitted.length).toBeGreaterThanOrEqual(2);
    // Back to the database as it was before 0021, then run 0021's own statements again.
    await handle.db.execute(sql`DROP TABLE task_submissions`);
    const file = readFileSync(new URL('../../../src/server/db/migrations/0021_task_submissions.sql', import.meta.url), 'utf8');
    for (const statement of file.split('--> statement-breakpoint').map((x) => x.trim()).filter(Boolean)) await handle.db.execute(sql.raw(statement));

    const migrated = await rows<{ enrolment_id: number; lesson_id: number; answer: string; state: string }>(
      sql`SELECT enrolment_id, lesson_id, answer, state FROM task_submissions ORDER BY 1, 2`,
    );
    expect(migrated).toEqual(submitted.map((s) => ({ ...s, state: 'waiting' })));
    expect(await rows(sql`SELECT * FROM lesson_work ORDER BY 1, 2`)).toEqual(work);
  });
});
