// Two app instances on one PostgreSQL database (docs/rules/discussions.md, "Live"): a thread started
// through instance A reaches a classmate's open discussion stream on instance B within 2 seconds, over
// LISTEN/NOTIFY, and hiding it on A takes it away on B.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../../../src/server/app.ts';
import type { TestContext } from '../../helpers/app.ts';
import { testDatabaseUrl } from '../../helpers/templates.ts';
import { twoInstances } from '../../helpers/two-instances.ts';
import { body, enrol, makeLearningCourse } from '../learning/factories.ts';
import { sseReader } from '../notifications/support.ts';

describe.skipIf(!testDatabaseUrl())('a discussion live across two instances on PostgreSQL', () => {
  let a: TestContext;
  let b: ApiApp;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ a, b, close } = await twoInstances());
  });
  afterAll(() => close?.());

  it('sends a post written on A to a stream on B, and takes it away when hidden on A', async () => {
    const c = await makeLearningCourse(a.db, { title: 'Across' });
    const lessonId = c.lessons.detail.id;
    const [writer, reader, admin] = [await a.member({ name: 'Writer On A' }), await a.member({ name: 'Reader On B' }), await a.member({ role: 'admin' })];
    await enrol(a, writer.token, c.course.id);
    await enrol(a, reader.token, c.course.id);
    const ticket = await (await b.request(`/v1/auth/lessons/${lessonId}/discussion/stream-ticket`, { method: 'POST', headers: { authorization: `Bearer ${reader.token}` } })).json();
    const events = sseReader(await b.request(ticket.data.url, { headers: { accept: 'text/event-stream' } }));
    await events.nextOf('ready');

    const started = performance.now();
    const thread = (await body(await a.api('POST', `/v1/auth/lessons/${lessonId}/threads`, { token: writer.token, json: { body: 'Written on A' } }))).data;
    const ev = await events.nextOf('thread', 2000);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(JSON.parse(ev.data)).toMatchObject({ id: thread.id, body: 'Written on A', mine: false });

    expect((await a.api('POST', `/v1/admin/discussions/posts/${thread.id}/hide`, { token: admin.token, json: { reason: 'Testing' } })).status).toBe(200);
    expect(JSON.parse((await events.nextOf('gone', 2000)).data)).toEqual({ id: thread.id });
    await events.close();
  });
});
