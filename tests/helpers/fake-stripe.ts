// A local fake of the few Stripe API calls the stripe provider makes, on loopback, so its tests run
// the official SDK end to end without the internet: it records every request and answers like
// Stripe's test mode (pm_card_chargeDeclined is declined).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeStripeRequest = { method: string; path: string; params: Record<string, string>; headers: http.IncomingHttpHeaders };

export type FakeStripe = { api: { host: string; port: number; protocol: 'http' }; requests: FakeStripeRequest[]; close: () => Promise<void> };

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  let counter = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(body));
      const path = (req.url ?? '').split('?')[0]!;
      requests.push({ method: req.method ?? '', path, params, headers: req.headers });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_fake_${++counter}` });
        res.end(JSON.stringify(payload));
      };
      if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_test_')) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_fake${++counter}`;
        return send(200, {
          id,
          object: 'checkout.session',
          mode: params.mode,
          url: `https://checkout.stripe.fake/c/pay/${id}`,
          amount_total: Number(params['line_items[0][price_data][unit_amount]']),
          currency: params['line_items[0][price_data][currency]'],
          client_reference_id: params.client_reference_id,
          metadata: { payment_reference: params['metadata[payment_reference]'] },
          payment_status: 'unpaid',
          status: 'open',
        });
      }
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const id = `pi_fake${++counter}`;
        if (params.payment_method === 'pm_card_chargeDeclined') {
          return send(402, {
            error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', payment_intent: { id, object: 'payment_intent', status: 'requires_payment_method' } },
          });
        }
        return send(200, { id, object: 'payment_intent', status: 'succeeded', amount: Number(params.amount), amount_received: Number(params.amount), currency: params.currency, customer: params.customer, payment_method: params.payment_method, metadata: { payment_reference: params['metadata[payment_reference]'] } });
      }
      const intent = /^\/v1\/payment_intents\/(pi_[A-Za-z0-9_]+)$/.exec(path);
      if (req.method === 'GET' && intent) {
        // Every fake intent was paid with Stripe's test Visa ending 4242.
        return send(200, {
          id: intent[1],
          object: 'payment_intent',
          status: 'succeeded',
          latest_charge: { id: `ch_fake${++counter}`, object: 'charge', payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } } },
        });
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        return send(200, { id: `re_fake${++counter}`, object: 'refund', status: 'succeeded', amount: Number(params.amount), payment_intent: params.payment_intent, metadata: { payment_reference: params['metadata[payment_reference]'] } });
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path}).` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { api: { host: '127.0.0.1', port, protocol: 'http' }, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
