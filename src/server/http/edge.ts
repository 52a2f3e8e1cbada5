// The Node edge in front of Astro's handler (scripts/serve.ts): what must hold before any framework
// code sees a request. Every answer gets the security headers; a body over the one limit is refused
// while it streams in; an address that cannot be decoded and a request the HTTP parser rejects
// (headers too large, bad syntax) and a Host header that is not a host get a JSON answer under /v1 instead of the adapter's plain text or
// an empty body. Rules: docs/security.md.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { isApiPath, takeApi } from './api-node.ts';
import { bodyLimitFor, MEDIA_UPLOAD_PATH, payloadTooLarge, tooLargeMessage } from './body-limit.ts';
import { DEADLINES, type Deadlines } from './deadlines.ts';
import { allowHeader, PAGE_METHODS, UNREPRESENTABLE_METHODS } from './methods.ts';
import { API_CSP, SECURITY_HEADERS, transportSecurityHeaders } from './security-headers.ts';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

const BAD_ADDRESS_MESSAGE = 'The address could not be read: it contains an invalid percent-encoded character.';
const BAD_HOST_MESSAGE = 'The Host header is not a valid host name and port.';
/** A name or IPv4 address, or an IPv6 address in brackets, and an optional port (RFC 9110, 7.2). */
const VALID_HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export type EdgeOptions = {
  /** One body limit for every request (tests); by default each route's (bodyLimitFor). */
  maxBodyBytes?: number;
  deadlines?: Deadlines;
  /** The site's public address: when it is https, every answer asks browsers to stay on https. */
  appUrl?: string;
  /** Told every request's Host (public-origin.ts foreignHostWarning: one warning per other host). */
  onHost?: (host: string | undefined) => void;
};

export function edgeHandler(next: NodeHandler, { maxBodyBytes, deadlines = DEADLINES, appUrl, onHost }: EdgeOptions = {}): NodeHandler {
  const headers = { ...SECURITY_HEADERS, ...(appUrl ? transportSecurityHeaders(appUrl) : {}) };
  return (req, res) => {
    const url = req.url ?? '/';
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    // Pages replace this with their own policy (astro.config.mjs); API answers keep it.
    if (isApiPath(url)) res.setHeader('Content-Security-Policy', API_CSP);
    try {
      decodeURI(url);
    } catch {
      return answer(res, 400, BAD_ADDRESS_MESSAGE, isApiPath(url));
    }
    // Astro builds the request's URL from Host; one it cannot parse (`undefined:undefined`,
    // `example.com:abc`) made it render the home page for any path, the API's included.
    const host = req.headers.host;
    if (host !== undefined && !VALID_HOST.test(host)) return answer(res, 400, BAD_HOST_MESSAGE, isApiPath(url));
    onHost?.(host);
    if (!methodTaken(req, res, url)) return;
    if (!limitBody(req, res, maxBodyBytes ?? bodyLimitFor(req.method, url))) return;
    bodyDeadline(req, res, url.split('?')[0] === MEDIA_UPLOAD_PATH ? deadlines.mediaBodyMs : deadlines.bodyMs);
    next(req, res);
  };
}

/**
 * Methods by RFC 9110 (docs/rules/api.md, "Methods"). Pages take GET, HEAD and POST: OPTIONS is
 * answered here with Allow, anything else refused with 405. The API answers its own methods, except
 * CONNECT, TRACE and TRACK, which cannot be put in a web Request: those are refused here with the
 * methods the API's OPTIONS names for the path.
 */
function methodTaken(req: IncomingMessage, res: ServerResponse, url: string): boolean {
  const method = req.method ?? 'GET';
  if (isApiPath(url)) {
    if (!UNREPRESENTABLE_METHODS.has(method)) return true;
    refuseApiMethod(req, res, url, method).catch(() => (res.headersSent ? res.destroy() : answer(res, 500, 'Something went wrong on our side. Please try again.', true)));
    return false;
  }
  if ((PAGE_METHODS as readonly string[]).includes(method) && method !== 'OPTIONS') return true;
  res.setHeader('Allow', allowHeader(PAGE_METHODS));
  if (method === 'OPTIONS') {
    res.writeHead(204, { 'Cache-Control': 'no-store', 'Content-Length': 0 });
    res.end();
  } else {
    answer(res, 405, `This page does not take ${method}. It takes ${PAGE_METHODS.filter((m) => m !== 'OPTIONS').join(', ')}.`, false);
  }
  return false;
}

async function refuseApiMethod(req: IncomingMessage, res: ServerResponse, url: string, method: string): Promise<void> {
  const api = takeApi();
  const path = url.split('?')[0]!;
  if (!api) return answer(res, 503, 'The server is starting. Try again in a moment.', true);
  const options = await api(new Request(`http://${req.headers.host ?? 'localhost'}${path}`, { method: 'OPTIONS' }), req.socket.remoteAddress ?? '');
  const allow = options.headers.get('allow');
  if (options.status !== 204 || !allow) return answer(res, 404, `No API route matches ${method} ${path}.`, true);
  res.setHeader('Allow', allow);
  answer(res, 405, `${path} does not take ${method}. It takes ${allow.split(', ').filter((m) => m !== 'OPTIONS').join(', ')}.`, true);
}

/**
 * Refuses a declared length over the limit before reading a byte, and otherwise hands Astro a body
 * that counts its bytes as they arrive (Astro reads `req.body` when it is an async iterable): past
 * the limit it fails with the 413 the API answers. Whatever the app leaves unread is drained by
 * Node after the answer; that is counted too, and the connection is cut once it passes the limit.
 */
function limitBody(req: IncomingMessage, res: ServerResponse, max: number): boolean {
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > max) {
    answer(res, 413, tooLargeMessage(max), true);
    return false;
  }
  if (declared === undefined && req.headers['transfer-encoding'] === undefined) return true;
  let received = 0;
  async function* counted(): AsyncGenerator<Buffer> {
    // Stopping early must not destroy the request: the app still answers 413 on this connection.
    for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      received += chunk.byteLength;
      if (received > max) throw payloadTooLarge(max);
      yield chunk;
    }
  }
  (req as IncomingMessage & { body?: unknown }).body = counted();
  res.once('finish', () => {
    if (req.complete) return;
    if (received > max) return closeLingering(req);
    req.on('data', (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received > max) closeLingering(req);
    });
  });
  return true;
}

/**
 * A body must have arrived by its deadline (docs/deploy.md, "Timeouts"): a client that trickles it is
 * answered 408 and the connection closed, whatever the app was doing with it.
 */
function bodyDeadline(req: IncomingMessage, res: ServerResponse, ms: number): void {
  if (req.complete || (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined)) return;
  const timer = setTimeout(() => {
    if (req.complete) return;
    if (res.headersSent) return void req.socket.destroy();
    answer(res, 408, `The request body did not arrive within ${Math.round(ms / 1000)} seconds. Check your connection and try again.`, isApiPath(req.url ?? '/'));
    res.once('finish', () => req.socket.destroy());
  }, ms);
  // One keep-alive connection carries many requests: each takes its listener off the socket again.
  const clear = () => {
    clearTimeout(timer);
    req.socket.off('close', clear);
  };
  req.once('end', clear);
  req.socket.once('close', clear);
}

/** How long a lingering close waits for the client to stop sending: between two reads, and in all. */
export const LINGER_IDLE_MS = 2_000;
export const LINGER_TOTAL_MS = 30_000;

/**
 * The lingering close (docs/security.md, "Request bodies"): once the answer is sent while the client is
 * still sending its body, stop writing (FIN) but keep reading and discarding for a bounded time, then
 * close. Closing at once would leave the client's bytes unread, the kernel would reset the connection,
 * and a client that sends its whole body before reading (most browsers, Python's urllib, anything
 * without `Expect: 100-continue`) would see ECONNRESET instead of our 413.
 */
export function closeLingering(req: IncomingMessage): void {
  const socket = req.socket;
  if (socket.destroyed || (socket as { lingering?: boolean }).lingering) return;
  (socket as { lingering?: boolean }).lingering = true;
  const close = () => socket.destroy();
  const total = setTimeout(close, LINGER_TOTAL_MS);
  let idle = setTimeout(close, LINGER_IDLE_MS);
  socket.on('data', () => {
    clearTimeout(idle);
    idle = setTimeout(close, LINGER_IDLE_MS);
  });
  socket.once('close', () => (clearTimeout(total), clearTimeout(idle)));
  // The client has read our answer and closed its side: nothing is left to wait for.
  socket.once('end', close);
  socket.end();
  req.resume();
  socket.resume();
}

/**
 * A short answer that closes the connection. When the request's body is still arriving, Node would
 * destroy the socket as soon as the answer is written; it lingers instead (closeLingering).
 */
function answer(res: ServerResponse, status: number, message: string, json: boolean): void {
  const body = json ? JSON.stringify({ message }) : message;
  const req = res.req;
  if (!req.complete) req.socket.destroySoon = () => closeLingering(req);
  res.writeHead(status, {
    'Content-Type': json ? 'application/json' : 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(body);
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.' },
  HPE_URI_TOO_LONG: { status: 414, message: 'The address is too long.' },
};

/**
 * Requests Node's HTTP parser rejects never reach a handler; Node would answer 400 or 431 with an
 * empty body. Answer in the API's JSON shape instead (the path is unknown at that point).
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || err.code === 'ECONNRESET') return void socket.destroy();
    const { status, message } = CLIENT_ERRORS[err.code ?? ''] ?? { status: 400, message: 'The request could not be read.' };
    const body = JSON.stringify({ message });
    const reason = status === 431 ? 'Request Header Fields Too Large' : status === 414 ? 'URI Too Long' : 'Bad Request';
    const headers = [
      `HTTP/1.1 ${status} ${reason}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'Connection: close',
      ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`),
      `Content-Security-Policy: ${API_CSP}`,
    ];
    socket.end(`${headers.join('\r\n')}\r\n\r\n${body}`);
  });
}
