// Two app instances on one PostgreSQL database, each with its own pool, events connection and
// worker: a notification created through instance A reaches a live stream opened on instance B
// within 2 seconds (LISTEN/NOTIFY), and each e-mail job runs on one instance only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../../../src/server/app.ts';
import { jobs, users } from '../../../src/server/db/schema/index.ts';
import type { Deps } from '../../../src/server/http/env.ts';
import { createWorker } from '../../../src/server/jobs/index.ts';
import { NOTIFICATION_JOBS, notify } from '../../../src/server/notifications/service/index.ts';
import type { TestContext } from '../../helpers/app.ts';
import { testDatabaseUrl } from '../../helpers/templates.ts';
import { twoInstances } from '../../helpers/two-instances.ts';
import { sseReader } from './support.ts';

describe.skipIf(!testDatabaseUrl())('two instances on PostgreSQL', () => {
  let a: TestContext;
  let b: ApiApp;
  let bDeps: Deps;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ a, b, bDeps, close } = await twoInstances());
  });
  afterAll(() => close?.());

  it('delivers a notification made on instance A to a stream on instance B within 2 s', async () => {
    const m = await a.member();
    const ticket = await (await b.request('/v1/auth/notifications/stream-ticket', { method: 'POST', headers: { authorization: `Bearer ${m.token}` } })).json();
    const res = await b.request(ticket.data.url, { headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(200);
    const events = sseReader(res);
    expect(JSON.parse((await events.nextOf('unread')).data)).toEqual({ unread: 0 });

    const started = performance.now();
    const { notificationId } = await a.db.transaction((tx) => notify(tx, { userId: m.id, type: 'achievements', text: () => ({ title: 'Across instances' }), link: '/badges' }));
    const ev = await events.nextOf('notification', 2000);
    const ms = performance.now() - started;
    expect(ev.id).toBe(String(notificationId));
    expect(JSON.parse(ev.data)).toMatchObject({ title: 'Across instances' });
    expect(JSON.parse((await events.nextOf('unread', 2000)).data)).toEqual({ unread: 1 });
    expect(ms).toBeLessThan(2000);

    // Marking it read on A updates the count on B too.
    expect((await a.api('POST', '/v1/auth/notifications/read-all', { token: m.token })).status).toBe(200);
    expect(JSON.parse((await events.nextOf('unread', 2000)).data)).toEqual({ unread: 0 });
    await events.close();
  });

  it('runs each e-mail job on one instance only when both workers race', async () => {
    const m = await a.member();
    await a.db.update(users).set({ notificationSettings: { achievements: { email: 'immediately', inApp: true } } }).where(eq(users.id, m.id));
    for (let i = 0; i < 6; i += 1) await a.db.transaction((tx) => notify(tx, { userId: m.id, type: 'achievements', text: () => ({ title: `Race ${i}` }) }));
    const wa = createWorker({ deps: a.deps, definitions: [...NOTIFICATION_JOBS] });
    const wb = createWorker({ deps: bDeps, definitions: [...NOTIFICATION_JOBS] });
    const [ra, rb] = await Promise.all([wa.drain(), wb.drain()]);
    expect(ra + rb).toBe(6);
    expect(a.outbox().filter((mail) => mail.includes(`To: ${m.email}`))).toHaveLength(6);
    const rows = await a.db.select().from(jobs);
    expect(rows.filter((j) => j.name === 'notifications.email').every((j) => j.attempts === 1 && j.doneAt)).toBe(true);
  });
});
