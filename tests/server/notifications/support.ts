// Helpers for the notification tests: reading a Server-Sent Events stream as it arrives, and a
// worker over a test context's dependencies.
import type { TestContext } from '../../helpers/app.ts';

export type SseEvent = { event: string; id: string | undefined; data: string };

/** Reads events from an SSE response body as they come; `next()` waits up to `ms` for one. */
export function sseReader(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const queue: SseEvent[] = [];
  const parse = () => {
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const ev: SseEvent = { event: 'message', id: undefined, data: '' };
      let hasData = false;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const [field, ...rest] = line.split(':');
        const value = rest.join(':').replace(/^ /, '');
        if (field === 'event') ev.event = value;
        if (field === 'id') ev.id = value;
        if (field === 'data') {
          ev.data += (hasData ? '\n' : '') + value;
          hasData = true;
        }
      }
      if (hasData) queue.push(ev);
    }
  };
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;
  return {
    async next(ms = 3000): Promise<SseEvent> {
      const deadline = Date.now() + ms;
      while (!queue.length) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('No server-sent event arrived in time');
        pending ??= reader.read();
        const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), left));
        const result = await Promise.race([pending, timeout]);
        if (result === 'timeout') continue;
        pending = undefined;
        if (result.done) throw new Error('The stream ended');
        buffer += decoder.decode(result.value, { stream: true });
        parse();
      }
      return queue.shift()!;
    },
    /** The next event of this kind, skipping others. */
    async nextOf(kind: string, ms = 3000): Promise<SseEvent> {
      const deadline = Date.now() + ms;
      for (;;) {
        const ev = await this.next(Math.max(1, deadline - Date.now()));
        if (ev.event === kind) return ev;
      }
    },
    close: () => reader.cancel().catch(() => {}),
  };
}

export async function openStream(t: TestContext, token: string, options: { lastEventId?: string; app?: TestContext['app'] } = {}) {
  const ticketRes = await t.api('POST', '/v1/auth/notifications/stream-ticket', { token });
  if (ticketRes.status !== 201) throw new Error(`ticket: ${ticketRes.status} ${await ticketRes.text()}`);
  const { data } = await ticketRes.json();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const res = await (options.app ?? t.app).request(data.url, { headers });
  return { res, ticket: data.ticket as string, url: data.url as string, events: res.status === 200 ? sseReader(res) : undefined };
}
