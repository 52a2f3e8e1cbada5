// Stopping an instance (docs/deploy.md, "Stopping an instance"): on SIGTERM the built server ends its
// live streams (so browsers reconnect elsewhere), finishes the request it is in the middle of, refuses
// new connections and exits 0. No browser: this is about the server process.
import http from 'node:http';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_MEMBER } from './support/fixtures.ts';
import { seededEnv, startServer, type ServerProcess } from './support/server-process.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399) + 101;
let server: ServerProcess | undefined;

test.afterAll(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

/** A POST whose body is sent in two halves, the second only when `release` is called. */
function slowLogin(url: string, body: string): { release: () => void; reply: Promise<{ status: number; body: string }> } {
  const req = http.request(`${url}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  return { release: () => req.end(body.slice(half)), reply };
}

test('SIGTERM ends live streams, finishes the request in flight, refuses new ones and exits 0', async () => {
  test.setTimeout(120_000);
  server = await startServer(PORT, await seededEnv());
  const { url } = server;

  const login = await fetch(`${url}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_MEMBER) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const ticket = await fetch(`${url}/v1/auth/notifications/stream-ticket`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  const streamPath = ((await ticket.json()) as { data: { url: string } }).data.url;

  // A live stream, read until it ends.
  const stream = await fetch(new URL(streamPath, url));
  expect(stream.status).toBe(200);
  const streamText = stream.text();

  // A request in the middle of sending its body when the signal comes.
  const inFlight = slowLogin(url, JSON.stringify({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }));
  await new Promise((r) => setTimeout(r, 300));

  const signalled = performance.now();
  server.child.kill('SIGTERM');
  // The stream ends on its own (it does not wait for the drain limit).
  expect(await streamText).toContain('event: ready');
  const streamEndedMs = performance.now() - signalled;
  expect(streamEndedMs).toBeLessThan(5000);

  // New connections are refused while the old request is still open.
  await expect.poll(async () => fetch(`${url}/v1/health/live`).then(() => 'answered', () => 'refused'), { timeout: 5000 }).toBe('refused');

  inFlight.release();
  const reply = await inFlight.reply;
  expect(reply.status).toBe(200);
  expect(JSON.parse(reply.body).data.token).toMatch(/^ws_/);

  expect(await server.exited).toBe(0);
  expect(server.output()).toContain('"msg":"draining"');
  expect(server.output()).toContain('"msg":"stopped"');
  console.log(`stream ended ${Math.round(streamEndedMs)} ms after SIGTERM; process exited 0 in ${Math.round(performance.now() - signalled)} ms`);
});
