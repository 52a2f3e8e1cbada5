// Messages over the live stream (docs/rules/messages.md, "Live"): a new message reaches the other
// participant's open stream; after a dropped connection, reconnecting with the last event id gives
// exactly the messages missed, each once; nobody else's stream hears them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { openStream, type SseEvent } from '../notifications/support.ts';
import { pair, send } from './support.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
});
afterAll(() => t.close());

async function collect(events: NonNullable<Awaited<ReturnType<typeof openStream>>['events']>, kind: string, quietMs = 600): Promise<SseEvent[]> {
  const got: SseEvent[] = [];
  for (;;) {
    try {
      const ev = await events.next(quietMs);
      if (ev.event === kind) got.push(ev);
    } catch {
      return got;
    }
  }
}

describe('messages on the live stream', () => {
  it('delivers a new message and the unread total to the other participant', async () => {
    const { mentor, mentee, conversationId } = await pair(t);
    const { events } = await openStream(t, mentee.token);
    expect(JSON.parse((await events!.nextOf('messages_unread')).data)).toEqual({ unread: 0 });
    const sent = (await (await send(t, mentor.token, conversationId, 'Live hello')).json()).data;
    const ev = await events!.nextOf('message');
    expect(JSON.parse(ev.data)).toMatchObject({ id: sent.id, conversation_id: conversationId, body: 'Live hello', mine: false, sender: { name: 'Mentor Mo' } });
    expect(ev.id).toMatch(new RegExp(`^\\d+\\.${sent.id}$`));
    expect(JSON.parse((await events!.nextOf('messages_unread')).data)).toEqual({ unread: 1 });
    await events!.close();
  });

  it('after a dropped connection, resumes from Last-Event-ID: send 5, reconnect, see exactly 5, once each', async () => {
    const { mentor, mentee, conversationId } = await pair(t);
    const first = await openStream(t, mentee.token);
    await first.events!.nextOf('messages_unread');
    const before = (await (await send(t, mentor.token, conversationId, 'Seen live')).json()).data;
    const live = await first.events!.nextOf('message');
    expect(JSON.parse(live.data).id).toBe(before.id);
    const lastId = (await first.events!.nextOf('messages_unread')).id!;
    await first.events!.close();

    const missed: number[] = [];
    for (let i = 1; i <= 5; i += 1) missed.push((await (await send(t, mentor.token, conversationId, `Missed ${i}`)).json()).data.id);

    const again = await openStream(t, mentee.token, { lastEventId: lastId });
    const got = await collect(again.events!, 'message');
    expect(got.map((e) => JSON.parse(e.data).id)).toEqual(missed);
    expect(got.map((e) => JSON.parse(e.data).body)).toEqual(['Missed 1', 'Missed 2', 'Missed 3', 'Missed 4', 'Missed 5']);
    await again.events!.close();

    // The last id of the resumed stream resumes again with nothing more to send.
    const third = await openStream(t, mentee.token, { lastEventId: got.at(-1)!.id! });
    expect(await collect(third.events!, 'message', 400)).toEqual([]);
    await third.events!.close();
  });

  it('does not send a conversation’s messages to anyone outside it, nor to a removed mentee', async () => {
    const { mentor, conversationId } = await pair(t);
    const stranger = await t.member();
    const { events } = await openStream(t, stranger.token);
    await events!.nextOf('messages_unread');
    await send(t, mentor.token, conversationId, 'Private');
    await expect(events!.nextOf('message', 500)).rejects.toThrow(/in time/);
    await events!.close();
  });

  it('keeps old notification-only ids working', async () => {
    const { mentor, mentee, conversationId } = await pair(t);
    await send(t, mentor.token, conversationId, 'Before any stream');
    const { events } = await openStream(t, mentee.token, { lastEventId: '0' });
    const ev = await events!.nextOf('message');
    expect(JSON.parse(ev.data).body).toBe('Before any stream');
    await events!.close();
  });
});
