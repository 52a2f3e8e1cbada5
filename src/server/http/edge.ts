// The Node edge in front of Astro's handler (scripts/serve.ts): what must hold before any framework
// code sees a request. Every answer gets the security headers; a body over the one limit is refused
// while it streams in; an address that cannot be decoded and a request the HTTP parser rejects
// (headers too large, bad syntax) and a Host header that is not a host get a JSON answer under /v1 instead of the adapter's plain text or
// an empty body. Rules: docs/security.md.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { isApiPath } from './api-node.ts';
import { bodyLimitFor, payloadTooLarge, tooLargeMessage } from './body-limit.ts';
import { API_CSP, SECURITY_HEADERS } from './security-headers.ts';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

const BAD_ADDRESS_MESSAGE = 'The address could not be read: it contains an invalid percent-encoded character.';
const BAD_HOST_MESSAGE = 'The Host header is not a valid host name and port.';
/** A name or IPv4 address, or an IPv6 address in brackets, and an optional port (RFC 9110, 7.2). */
const VALID_HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** `maxBodyBytes` fixes one limit for every request (tests); by default each route's (bodyLimitFor). */
export function edgeHandler(next: NodeHandler, maxBodyBytes?: number): NodeHandler {
  return (req, res) => {
    const url = req.url ?? '/';
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
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
    if (!limitBody(req, res, maxBodyBytes ?? bodyLimitFor(req.method, url))) return;
    next(req, res);
  };
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
    if (received > max) return void req.socket.destroy();
    req.on('data', (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received > max) req.socket.destroy();
    });
  });
  return true;
}

/** A short answer that closes the connection, so an unread body is not drained. */
function answer(res: ServerResponse, status: number, message: string, json: boolean): void {
  const body = json ? JSON.stringify({ message }) : message;
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
