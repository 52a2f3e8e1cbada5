// The /v1 API straight from Node's request, without Astro's page machinery in between
// (docs/performance.md, "The API without Astro"). Astro's handler first looks for a static file of
// that name on disk (two file-system calls), then matches routes, loads the endpoint's module and
// builds a render context, for every API call: about half of what a light API answer cost.
// scripts/serve.ts routes /v1 here once the endpoint has handed over the app (offerApi, called
// by src/pages/v1/[...path].ts as it loads); until then, and under `astro dev`, Astro serves /v1.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';

export type ApiFetch = (request: Request, clientAddress: string) => Response | Promise<Response>;

// The bundle Astro builds and scripts/serve.ts each hold their own copy of this module, so the hand-over
// goes through a process-wide symbol rather than a module variable.
const HANDOFF = Symbol.for('wellspring.api.fetch');
type WithHandoff = typeof globalThis & { [HANDOFF]?: ApiFetch };

export function offerApi(fetch: ApiFetch): void {
  (globalThis as WithHandoff)[HANDOFF] = fetch;
}

export function takeApi(): ApiFetch | undefined {
  return (globalThis as WithHandoff)[HANDOFF];
}

export const isApiPath = (url: string) => /^\/v1(\/|\?|$)/.test(url);

/**
 * The web Request for the API app. The body is the edge's counted body when it set one (so the one
 * body limit still holds while it streams in), else the request stream itself. The Host header has
 * been checked by the edge.
 */
export function toApiRequest(req: IncomingMessage, signal: AbortSignal): Request {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  const method = req.method ?? 'GET';
  const init: RequestInit & { duplex?: 'half' } = { method, headers, signal };
  if (method !== 'GET' && method !== 'HEAD') {
    const source = (req as IncomingMessage & { body?: AsyncIterable<Uint8Array> }).body ?? (req as AsyncIterable<Uint8Array>);
    init.body = NodeReadableStream.from(source) as unknown as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, init);
}

/** Writes the app's answer to Node's response, streaming it (live event streams included). */
export async function writeApiResponse(response: Response, res: ServerResponse): Promise<void> {
  // The head is written explicitly, before any byte: the response cache decides at writeHead whether
  // an answer is kept, and holds back what comes before it.
  const headers: OutgoingHttpHeaders = Object.fromEntries(response.headers);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body) return void res.end();
  const reader = response.body.getReader();
  // A client that goes away cancels the body, which ends a live stream on the app's side.
  const cancel = () => void reader.cancel().catch(() => undefined);
  res.once('close', cancel);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await drained(res);
      if (res.destroyed) return;
    }
    res.end();
  } finally {
    res.off('close', cancel);
  }
}

/** Resolves when the socket takes more again, or the client has gone. */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => (res.off('drain', done), res.off('close', done), resolve());
    res.on('drain', done);
    res.on('close', done);
  });
}

/** The Node handler for /v1 addresses: the app's answer, or a plain 500 if it throws anyway. */
export function apiNodeHandler(api: ApiFetch): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const controller = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    const answer = async () => writeApiResponse(await api(toApiRequest(req, controller.signal), req.socket.remoteAddress ?? ''), res);
    answer().catch(() => {
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ message: 'Something went wrong on our side. Please try again; if it keeps happening, contact support.' }));
      } else res.destroy();
    });
  };
}
