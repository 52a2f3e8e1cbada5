// One Server-Sent Events answer for the live streams (notifications with messages, a lesson's
// discussion): a `ready` event with the browser's retry delay, the stream run until the client goes
// or this instance drains, and the headers that keep the compression layer and proxies from buffering.
import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { onDrain } from '../shared/lifecycle.ts';

export function liveStream(c: Context, run: (sse: SSEStreamingApi, signal: AbortSignal) => Promise<void>): Response {
  const res = streamSSE(c, async (sse) => {
    const controller = new AbortController();
    sse.onAbort(() => controller.abort());
    // An instance that is stopping ends its streams; the browser reconnects (through the load
    // balancer, to another instance) and catches up there (docs/deploy.md).
    const stopFollowingDrain = onDrain(() => controller.abort());
    await sse.writeSSE({ event: 'ready', data: '{}', retry: 3000 });
    await run(sse, controller.signal);
    stopFollowingDrain();
  });
  // no-transform keeps the compression layer (scripts/serve.ts) and proxies from buffering the stream.
  res.headers.set('Cache-Control', 'no-store, no-transform');
  res.headers.set('X-Accel-Buffering', 'no');
  return res;
}
