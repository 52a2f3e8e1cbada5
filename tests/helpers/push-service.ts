// A push service on this machine for the tests (docs/rules/push.md): it hands out subscriptions whose
// keys are made here, checks each request's VAPID signature (RFC 8292), decrypts the body with the
// subscription's private key (RFC 8291, aes128gcm of RFC 8188) and keeps the text; it answers as the
// test says, e.g. 410 for a device the test has "uninstalled". Written from the RFCs with node:crypto.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type PushDeviceKeys = { endpoint: string; keys: { p256dh: string; auth: string } };
export type ReceivedPush = { device: string; text: string; ttl: string | undefined; vapidKey: string; audience: string };

export type LocalPushService = {
  url: string;
  received: ReceivedPush[];
  /** A new browser's subscription: the endpoint here and the keys as PushSubscription.toJSON() gives them. */
  newDevice: () => PushDeviceKeys & { id: string };
  /** The status to answer for a device (default 201). */
  answer: (deviceId: string) => number;
  /** Requests refused before decrypting (wrong signature, unknown device...), with the reason. */
  refused: string[];
  close: () => Promise<void>;
};

const b64 = (b: Buffer) => b.toString('base64url');

/** RFC 8291 section 3.4 and RFC 8188 section 2: one aes128gcm body, decrypted for the browser's keys. */
export function decryptPushBody(body: Buffer, browser: crypto.ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (records.length > recordSize) throw new Error('more than one record');
  const shared = browser.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and then zero or more zero bytes of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`; the audience is the push service's origin. */
function checkVapid(header: string | undefined, origin: string): { key: string; audience: string } {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!m) throw new Error('no vapid authorization');
  const [h, p, s] = m[1]!.split('.') as [string, string, string];
  const point = Buffer.from(m[2]!, 'base64url');
  const key = crypto.createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33, 65)) }, format: 'jwk' });
  if (!crypto.verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'))) throw new Error('bad vapid signature');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== origin) throw new Error(`vapid audience ${claims.aud} is not ${origin}`);
  if (claims.exp * 1000 < Date.now() || claims.exp * 1000 > Date.now() + 24 * 3600_000 + 60_000) throw new Error('vapid expiry out of range');
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error('vapid subject missing');
  return { key: m[2]!, audience: claims.aud };
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const devices = new Map<string, { ecdh: crypto.ECDH; auth: Buffer }>();
  const service: LocalPushService = {
    url: '',
    received: [],
    refused: [],
    answer: () => 201,
    newDevice: () => {
      const id = crypto.randomBytes(8).toString('hex');
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      devices.set(id, { ecdh, auth });
      return { id, endpoint: `${service.url}/push/${id}`, keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) } };
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = /^\/push\/([0-9a-f]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const device = devices.get(id);
      if (!device) {
        res.writeHead(404).end();
        return;
      }
      try {
        if (req.method !== 'POST') throw new Error(`${req.method} is not a push`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const vapid = checkVapid(req.headers.authorization, service.url);
        const status = service.answer(id);
        if (status >= 200 && status < 300) {
          const text = decryptPushBody(Buffer.concat(chunks), device.ecdh, device.auth);
          service.received.push({ device: id, text, ttl: req.headers.ttl as string | undefined, vapidKey: vapid.key, audience: vapid.audience });
        }
        res.writeHead(status).end();
      } catch (err) {
        service.refused.push((err as Error).message);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  service.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return service;
}
