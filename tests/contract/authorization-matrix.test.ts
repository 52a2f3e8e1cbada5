// The authorization matrix, generated from /v1/openapi.json: every operation is called as each identity
// below with the ids of objects the owner created (tests/contract/world.ts), as its case in registry.ts
// says. It fails on an operation the registry does not know, on a leak (one of the owner's markers in
// anyone else's reply), on a change to the owner's rows by anyone else, and on an owner call that does
// not succeed (then the others' 404s would prove nothing). docs/testing.md explains how to extend it.
import { afterAll, describe, expect, it } from 'vitest';
import { fillPath, fetchDocument, operationsOf, type Operation } from '../helpers/openapi.ts';
import { API_KEY_SCOPES } from '../../src/lib/schemas/api-keys.ts';
import { CASES, type Call, type Case } from './registry.ts';
import { buildWorld, changedTables, fingerprint, type Member, type World } from './world.ts';

type Outcome = 'denied' | 'forbidden' | 'hidden' | 'own' | 'sees' | 'any';

/**
 * Who calls. Roles are members with a flag or a role (docs/rules/studio.md); say in a case's `roles`
 * where a role may see more than another member. An admin is an ordinary member everywhere outside
 * /v1/admin: on member data (the journal above all) it gets its own answer or 403/404, never the
 * owner's. On `admin` cases every identity but the admin gets 403, and the admin makes the owner's call.
 */
const ROLES: Array<{ name: string; member: Parameters<World['t']['member']>[0] }> = [
  { name: 'mentor', member: { isMentor: true } },
  { name: 'author', member: { role: 'author' } },
  { name: 'admin', member: { role: 'admin' } },
];

const w = await buildWorld();
const doc = await fetchDocument((p) => w.t.app.request(p) as Promise<Response>);
const operations = operationsOf(doc);
const staleMember = await w.t.member({ name: 'Signed Out' });
await w.t.api('POST', '/v1/auth/logout', { token: staleMember.token });
const roleMembers = new Map<string, Member>();
for (const role of ROLES) roleMembers.set(role.name, await w.t.member({ name: `A ${role.name}`, ...role.member }));

/**
 * API keys (docs/rules/integrations.md, "API keys"), made by the admin: per scope, a key with every
 * scope but that one. An /admin operation must refuse the key without its scope (403) and answer the
 * key with it as its admin (reads only, so the owner's call still finds its object); anywhere else a
 * key is no credential (401).
 */
const keyAdmin = roleMembers.get('admin')!;
const keyWith = async (scopes: readonly string[]) =>
  ((await (await w.t.api('POST', '/v1/admin/api-keys', { token: keyAdmin.token, json: { name: `Matrix ${scopes.length}`, scopes, expires_in_days: 1 } })).json()) as { data: { key: string } }).data.key;
const keysWithout = new Map<string, string>();
for (const scope of API_KEY_SCOPES) keysWithout.set(scope, await keyWith(API_KEY_SCOPES.filter((s) => s !== scope)));
const keyWithAll = await keyWith(API_KEY_SCOPES);

const table: Array<{ op: string; identity: string; status: number }> = [];
afterAll(async () => {
  const identities = [...new Set(table.map((r) => r.identity))];
  const ops = [...new Set(table.map((r) => r.op))];
  const per = identities.map((id) => `${id} ${table.filter((r) => r.identity === id).length}`).join(', ');
  console.log(`Authorization matrix: ${ops.length} operations, ${table.length} calls (operations called per identity: ${per})`);
  await w.t.close();
});

const ordered = [...operations].sort((a, b) => Number(Boolean(CASES[a.key]?.last)) - Number(Boolean(CASES[b.key]?.last)));

it('has a case for every operation of the document, and none for operations it lacks', () => {
  const unknown = operations.filter((op) => !CASES[op.key]).map((op) => op.key);
  const stale = Object.keys(CASES).filter((key) => !operations.some((op) => op.key === key));
  expect(unknown, 'Operations with no case in tests/contract/registry.ts (add one: docs/testing.md)').toEqual([]);
  expect(stale, 'Cases in tests/contract/registry.ts for operations the document no longer has').toEqual([]);
});

it('declares bearer security on every operation that is not public', () => {
  const undeclared = operations.filter((op) => CASES[op.key] && CASES[op.key]!.access !== 'public' && !op.security).map((op) => op.key);
  expect(undeclared).toEqual([]);
});

async function call(op: Operation, c: Case, caller: Member, token: string | undefined) {
  const req: Call = c.request ? await c.request(w, caller) : {};
  const url = fillPath(op.template, req.path ?? {}) + (req.query ? `?${req.query}` : '');
  const res = await w.t.api(op.method, url, { token, json: req.json, body: req.body });
  const text = new TextDecoder('latin1').decode(await res.arrayBuffer());
  return { status: res.status, text };
}

function leaks(text: string): string[] {
  const lower = text.toLowerCase();
  return w.markers.filter((m) => lower.includes(m.toLowerCase()));
}

async function expectOutcome(op: Operation, c: Case, identity: string, outcome: Outcome, caller: Member, token: string | undefined) {
  const { status, text } = await call(op, c, caller, token);
  table.push({ op: op.key, identity, status });
  const what = `${op.key} as ${identity}`;
  expect(status, `${what}: ${text.slice(0, 300)}`).toBeLessThan(500);
  if (outcome === 'denied') expect(status, `${what} must be refused with 401`).toBe(401);
  if (outcome === 'forbidden') expect(status, `${what} must be refused with 403: ${text.slice(0, 200)}`).toBe(403);
  if (outcome === 'hidden') expect([403, 404], `${what} must be 403 or 404, got ${status}: ${text.slice(0, 200)}`).toContain(status);
  if (outcome === 'hidden' || outcome === 'own' || outcome === 'denied' || outcome === 'forbidden') expect(leaks(text), `${what} shows the owner's data`).toEqual([]);
}

describe.each(ordered.filter((op) => CASES[op.key]).map((op) => [op.key, op] as const))('%s', (_key, op) => {
  const c = CASES[op.key]!;
  it(c.access === 'public' ? 'answers a visitor, and a stale token with 401' : 'is refused to others and works for its owner', async () => {
    // A case's own set-up writes rows (an import to start, a member to unenrol) before the count.
    await c.setup?.(w);
    const before = await fingerprint(w.t, w.owner.id);
    await expectOutcome(op, c, 'anonymous', c.access === 'public' ? 'any' : 'denied', w.owner, undefined);
    await expectOutcome(op, c, 'stale token', 'denied', w.owner, staleMember.token);
    if (c.access === 'public') return;

    const isAdminRoute = c.access === 'admin';
    const fallback: Outcome = isAdminRoute ? 'forbidden' : c.access === 'owned' ? 'hidden' : 'own';
    const others: Array<{ name: string; member: Member; outcome: Outcome }> = [
      { name: 'another member', member: w.stranger, outcome: fallback },
      ...ROLES.filter((r) => !(isAdminRoute && r.name === 'admin')).map((r) => ({ name: r.name, member: roleMembers.get(r.name)!, outcome: (c.roles?.[r.name] ?? fallback) as Outcome })),
    ];
    for (const other of others) {
      const caller = c.caller === 'disposable' ? await w.disposable(other.name.replace(/\W/g, '')) : other.member;
      const token = c.tokens === 'fresh' ? await w.freshToken(caller) : caller.token;
      await expectOutcome(op, c, other.name, other.outcome, caller, token);
    }
    if (op.apiKeyScope) {
      await expectOutcome(op, c, 'API key without its scope', 'forbidden', keyAdmin, keysWithout.get(op.apiKeyScope));
      if (op.method === 'GET') {
        const { status, text } = await call(op, c, keyAdmin, keyWithAll);
        table.push({ op: op.key, identity: 'API key', status });
        expect(c.owner ?? [200], `${op.key} with an API key holding ${op.apiKeyScope}: ${text.slice(0, 300)}`).toContain(status);
      }
    } else if (!isAdminRoute || op.template.startsWith('/v1/admin/')) {
      await expectOutcome(op, c, 'API key', op.template.startsWith('/v1/admin/') ? 'forbidden' : 'denied', keyAdmin, keyWithAll);
    }
    expect(changedTables(before, await fingerprint(w.t, w.owner.id)), `${op.key}: others changed the owner's rows`).toEqual([]);

    const owner = isAdminRoute ? roleMembers.get('admin')! : c.caller === 'disposable' ? await w.disposable('owner') : w.owner;
    const token = c.tokens === 'fresh' ? await w.freshToken(owner) : owner.token;
    const { status, text } = await call(op, c, owner, token);
    table.push({ op: op.key, identity: isAdminRoute ? 'admin' : 'owner', status });
    expect(c.owner ?? [200], `${op.key} as its owner: ${text.slice(0, 300)}`).toContain(status);
  });
});
