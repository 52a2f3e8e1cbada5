// Security headers on the built site (docs/security.md): a strict hash-based CSP on pages, a policy
// that allows nothing on API answers, the common headers everywhere, and no Partytown or GTM in a
// build without a tag-manager id. (The CSP guard in support/fixtures.ts fails any test whose pages
// break the policy.)
import { expect, test } from './support/fixtures.ts';

const COMMON = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
};

test('pages send a strict, hash-based Content-Security-Policy and the common security headers', async ({ request }) => {
  for (const path of ['/', '/courses', '/login', '/dashboard', '/no-such-page']) {
    const res = await request.get(path);
    const headers = res.headers();
    for (const [name, value] of Object.entries(COMMON)) expect(headers[name], `${path} ${name}`).toBe(value);
    expect(headers['permissions-policy'], path).toContain('camera=()');
    const csp = headers['content-security-policy'] ?? '';
    const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('frame-ancestors'), path).toBe("frame-ancestors 'none'");
    expect(directive('default-src'), path).toBe("default-src 'self'");
    expect(directive('object-src'), path).toBe("object-src 'none'");
    expect(directive('script-src'), path).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(csp, path).not.toMatch(/unsafe-inline|unsafe-eval|googletagmanager|partytown/);
  }
});

test('API answers and static files send the headers; API answers allow nothing', async ({ request }) => {
  for (const path of ['/v1/health', '/v1/no-such-route', '/v1/auth/profile']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    for (const [name, value] of Object.entries(COMMON)) expect(headers[name], `${path} ${name}`).toBe(value);
  }
  const icon = (await request.get('/favicon.svg')).headers();
  for (const [name, value] of Object.entries(COMMON)) expect(icon[name], `favicon ${name}`).toBe(value);
});

test('without a tag-manager id the pages carry no Partytown snippet and the build no Partytown files', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toMatch(/partytown|googletagmanager/i);
  expect((await request.get('/~partytown/partytown.js')).status()).toBe(404);
});
