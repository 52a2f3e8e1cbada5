// Two app instances on one PostgreSQL database (each with its own pool and events connection): a
// message sent through instance A reaches the other participant's live stream on instance B within
// 2 seconds, over LISTEN/NOTIFY (docs/rules/messages.md, "Live").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../../../src/server/app.ts';
import type { TestContext } from '../../helpers/app.ts';
import { testDatabaseUrl } from '../../helpers/templates.ts';
import { twoInstances } from '../../helpers/two-instances.ts';
import { sseReader } from '../notifications/support.ts';
import { pair, send } from './support.ts';

describe.skipIf(!testDatabaseUrl())('live messages across two instances on PostgreSQL', () => {
  let a: TestContext;
  let b: ApiApp;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ a, b, close } = await twoInstances());
  });
  afterAll(() => close?.());

  it('delivers a message sent on instance A to a stream on instance B within 2 s, and replies flow back', async () => {
    const { mentor, mentee, conversationId } = await pair(a);
    const ticket = await (await b.request('/v1/auth/notifications/stream-ticket', { method: 'POST', headers: { authorization: `Bearer ${mentee.token}` } })).json();
    const res = await b.request(ticket.data.url, { headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(200);
    const events = sseReader(res);
    expect(JSON.parse((await events.nextOf('messages_unread')).data)).toEqual({ unread: 0 });

    // The mentor's stream lives on instance A.
    const mt = await (await a.api('POST', '/v1/auth/notifications/stream-ticket', { token: mentor.token })).json();
    const mentorEvents = sseReader(await a.app.request(mt.data.url, { headers: { accept: 'text/event-stream' } }));
    await mentorEvents.nextOf('messages_unread');

    const started = performance.now();
    const sent = (await (await send(a, mentor.token, conversationId, 'Across instances')).json()).data;
    const ev = await events.nextOf('message', 2000);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(JSON.parse(ev.data)).toMatchObject({ id: sent.id, body: 'Across instances' });
    expect(JSON.parse((await events.nextOf('messages_unread', 2000)).data)).toEqual({ unread: 1 });
    // The mentor's own tabs hear their own message too (mine: true).
    expect(JSON.parse((await mentorEvents.nextOf('message', 2000)).data)).toMatchObject({ body: 'Across instances', mine: true });

    // The reply is sent through instance B and reaches the mentor's stream on A.
    const reply = await b.request(`/v1/auth/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${mentee.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'Back to you' }),
    });
    expect(reply.status).toBe(201);
    const back = await mentorEvents.nextOf('message', 2000);
    expect(JSON.parse(back.data)).toMatchObject({ body: 'Back to you', mine: false });
    await events.close();
    await mentorEvents.close();
  });
});
