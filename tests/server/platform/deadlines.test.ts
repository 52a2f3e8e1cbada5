// Slow clients are cut off (src/server/http/deadlines.ts, docs/deploy.md "Timeouts"): headers that
// trickle in lose their connection at the headers deadline, a body that trickles in is answered 408 at
// the body deadline (a longer one for the media upload), and an idle keep-alive connection is closed.
// The deadlines are shortened here; the server is built the way scripts/serve.ts builds it.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverOptions, type Deadlines } from '../../../src/server/http/deadlines.ts';
import { edgeHandler } from '../../../src/server/http/edge.ts';

const deadlines: Deadlines = { headersMs: 600, bodyMs: 900, mediaBodyMs: 2_500, keepAliveMs: 700, checkEveryMs: 100 };
let server: http.Server;
let port: number;

beforeAll(async () => {
  // Stands in for the app: reads the whole body, then answers.
  server = http.createServer(serverOptions(deadlines), edgeHandler((req, res) => {
    req.resume();
    req.on('end', () => res.end('ok'));
  }, { deadlines }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Writes `parts` one every `everyMs`, and resolves with what came back and how long the connection lived. */
function trickle(parts: string[], everyMs: number): Promise<{ received: string; ms: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (received += d));
    socket.on('error', () => undefined);
    socket.on('close', () => (clearTimeout(timer), resolve({ received, ms: performance.now() - started })));
    const next = (i: number) => {
      if (i >= parts.length || socket.destroyed) return;
      socket.write(parts[i]!);
      timer = setTimeout(() => next(i + 1), everyMs);
    };
    next(0);
  });
}

const endless = (first: string, line: (i: number) => string) => [first, ...Array.from({ length: 100 }, (_, i) => line(i))];

describe('deadlines for slow clients', () => {
  it('leaves no listener behind on a keep-alive connection that carries many requests with bodies', async () => {
    const sockets: net.Socket[] = [];
    const track = (socket: net.Socket) => sockets.push(socket);
    server.on('connection', track);
    const client = net.connect(port, '127.0.0.1');
    try {
      client.setEncoding('utf8');
      let received = '';
      client.on('data', (d: string) => (received += d));
      for (let i = 1; i <= 20; i += 1) {
        client.write('POST /v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\n\r\nok');
        await expect.poll(() => received.split('HTTP/1.1 200').length - 1).toBe(i);
      }
      expect(sockets).toHaveLength(1);
      expect(sockets[0]!.listenerCount('close')).toBeLessThan(5);
    } finally {
      server.off('connection', track);
      client.destroy();
    }
  });

  it('cuts a client that sends a header line now and then at the headers deadline', async () => {
    const { ms } = await trickle(endless('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n', (i) => `X-Slow-${i}: 1\r\n`), 100);
    expect(ms).toBeGreaterThan(deadlines.headersMs - 50);
    // The trickle would go on for ten seconds; the margin is for a busy machine.
    expect(ms).toBeLessThan(deadlines.headersMs + 3_000);
  });

  it('answers a body that trickles in with a 408 at the body deadline', async () => {
    const { received, ms } = await trickle(endless('POST /v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n', () => 'a'), 100);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(received).toContain('"message":"The request body did not arrive within 1 seconds. Check your connection and try again."');
    expect(ms).toBeLessThan(deadlines.bodyMs + 3_000);
  });

  it('gives the media upload its own, longer body deadline', async () => {
    const { received, ms } = await trickle(endless('POST /v1/admin/media HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000\r\n\r\n', () => 'a'), 100);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeGreaterThan(deadlines.mediaBodyMs - 50);
  });

  it('lets a body that arrives in time through, and closes the idle keep-alive connection after it', async () => {
    const { received, ms } = await trickle(['POST /v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 4\r\n\r\n', 'ab', 'cd'], 100);
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received.endsWith('ok')).toBe(true);
    // Node adds a second to the keep-alive timeout before it closes.
    expect(ms).toBeLessThan(200 + deadlines.keepAliveMs + 1_000 + 3_000);
  });
});
