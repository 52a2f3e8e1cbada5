// Two instances on one PostgreSQL database, each keeping its own copies of member reads
// (docs/performance.md, "Member reads"): a write through instance A drops instance B's copy when the
// commit's member_changed event reaches B, and until then B answered from its copy without the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../../../src/server/app.ts';
import type { Deps } from '../../../src/server/http/env.ts';
import type { TestContext } from '../../helpers/app.ts';
import { testDatabaseUrl } from '../../helpers/templates.ts';
import { twoInstances } from '../../helpers/two-instances.ts';
import { enrol, makeLearningCourse } from '../learning/factories.ts';

describe.skipIf(!testDatabaseUrl())('member reads on two instances (PostgreSQL)', () => {
  let a: TestContext;
  let b: ApiApp;
  let bDeps: Deps;
  let close: (() => Promise<void>) | undefined;
  let bStatements = 0;

  beforeAll(async () => {
    ({ a, b, bDeps, close } = await twoInstances());
    const client = (bDeps.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      bStatements += 1;
      return query(...args);
    };
  });
  afterAll(() => close?.());

  /** The events of creating a member reach B a few milliseconds after it. */
  const settled = () => new Promise((r) => setTimeout(r, 50));

  const homeOnB = async (token: string) => {
    const res = await b.request('/v1/auth/home', { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
    expect(res.status).toBe(200);
    return (await res.json()).data;
  };

  it('drops instance B’s copy of the dashboard and profile when the member writes through instance A', async () => {
    const course = await makeLearningCourse(a.db, { title: 'Across Instances' });
    const m = await a.member({ name: 'Ann Before' });
    await settled();
    expect((await homeOnB(m.token)).stats.enrolled).toBe(0);
    // B keeps it, and the token's lookup: the next read costs B no statement.
    bStatements = 0;
    expect((await homeOnB(m.token)).stats.enrolled).toBe(0);
    expect(bStatements).toBe(0);

    await enrol(a, m.token, course.course.id);
    await expect.poll(async () => (await homeOnB(m.token)).stats.enrolled, { timeout: 2000, interval: 10 }).toBe(1);

    const profileOnB = async () => (await (await b.request('/v1/auth/profile', { headers: { authorization: `Bearer ${m.token}` } })).json()).data.name;
    expect(await profileOnB()).toBe('Ann Before');
    expect((await a.api('PUT', '/v1/auth/profile', { token: m.token, json: { name: 'Ann After' } })).status).toBe(200);
    await expect.poll(profileOnB, { timeout: 2000, interval: 10 }).toBe('Ann After');
  });

  it('leaves another member’s copy on B alone', async () => {
    const course = await makeLearningCourse(a.db, { title: 'Only Mine' });
    const mine = await a.member();
    const theirs = await a.member();
    await homeOnB(mine.token);
    await enrol(a, theirs.token, course.course.id);
    await expect.poll(async () => (await homeOnB(theirs.token)).stats.enrolled, { timeout: 2000, interval: 10 }).toBe(1);
    bStatements = 0;
    expect((await homeOnB(mine.token)).stats.enrolled).toBe(0);
    expect(bStatements).toBe(0);
  });

  it('a token signed out through instance A stops working on B as soon as the commit’s event arrives there', async () => {
    const m = await a.member();
    await settled();
    await homeOnB(m.token);
    bStatements = 0;
    await homeOnB(m.token);
    expect(bStatements).toBe(0);
    expect((await a.api('POST', '/v1/auth/logout', { token: m.token })).status).toBe(200);
    await expect.poll(async () => (await b.request('/v1/auth/home', { headers: { authorization: `Bearer ${m.token}` } })).status, { timeout: 2000, interval: 5 }).toBe(401);
  });

  it('caughtUp: an event committed before it has reached the subscribers when it resolves, every time', async () => {
    const heard: number[] = [];
    const stop = await bDeps.events.subscribe('caught_up_probe', (n) => void heard.push(Number(n)));
    for (let n = 1; n <= 40; n++) {
      await a.deps.events.publish(a.db, 'caught_up_probe', n);
      await bDeps.events.caughtUp(bDeps.db);
      expect(heard.at(-1), `event ${n}`).toBe(n);
    }
    stop();
  });

  it('another member’s write through B drops a copy on B before its answer leaves', async () => {
    const course = await makeLearningCourse(a.db, { title: 'Told At Once' });
    const member = await a.member();
    const admin = await a.member({ role: 'admin' });
    await settled();
    const asAdmin = (method: string, path: string, json?: unknown) =>
      b.request(path, { method, headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' }, body: json ? JSON.stringify(json) : undefined });
    for (let round = 0; round < 5; round++) {
      expect((await homeOnB(member.token)).stats.enrolled).toBe(0);
      await homeOnB(member.token);
      // An admin enrols the member through B: the member's very next read on B counts it.
      expect((await asAdmin('POST', `/v1/admin/members/${member.id}/enrolments`, { course_id: course.course.id })).status).toBe(201);
      expect((await homeOnB(member.token)).stats.enrolled, `round ${round}`).toBe(1);
      expect((await asAdmin('DELETE', `/v1/admin/members/${member.id}/enrolments/${course.course.id}`)).status).toBe(200);
    }
  });
});
