// A webhook receiver on this machine for the tests (docs/rules/integrations.md): it verifies each
// request's signature with the Standard Webhooks library, keeps every request, and answers as the
// test says (a status, a delay, a request it never answers, a long body).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export type ReceivedWebhook = { id: string; timestamp: string; signature: string; body: string; payload: any; verifiedWith: number[] };
export type Answer = { status?: number; delayMs?: number; body?: string; hang?: boolean };

export type WebhookReceiver = {
  url: string;
  received: ReceivedWebhook[];
  /** The secrets to verify with; `verifiedWith` lists which of them verified each request. */
  secrets: string[];
  answer: (request: ReceivedWebhook, index: number) => Answer;
  /** Message ids seen, each once: what a receiver that drops copies has handled. */
  handled: () => string[];
  /** Closes every request left hanging (the receiver "restarts"). */
  dropHanging: () => void;
  close: () => Promise<void>;
};

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const hanging = new Set<http.ServerResponse>();
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    secrets: [],
    answer: () => ({ status: 200 }),
    handled: () => [...new Set(receiver.received.filter((r) => r.verifiedWith.length).map((r) => r.id))],
    dropHanging: () => {
      for (const res of hanging) res.socket?.destroy();
      hanging.clear();
    },
    close: async () => {
      receiver.dropHanging();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = { 'webhook-id': String(req.headers['webhook-id']), 'webhook-timestamp': String(req.headers['webhook-timestamp']), 'webhook-signature': String(req.headers['webhook-signature']) };
      const verifiedWith = receiver.secrets.flatMap((secret, i) => {
        try {
          new Webhook(secret).verify(body, headers);
          return [i];
        } catch {
          return [];
        }
      });
      const request: ReceivedWebhook = { id: headers['webhook-id'], timestamp: headers['webhook-timestamp'], signature: headers['webhook-signature'], body, payload: JSON.parse(body), verifiedWith };
      receiver.received.push(request);
      const answer = receiver.answer(request, receiver.received.length - 1);
      if (answer.hang) {
        hanging.add(res);
        return;
      }
      setTimeout(() => res.writeHead(answer.status ?? 200, { 'content-type': 'text/plain' }).end(answer.body ?? 'ok'), answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}
