// The bad-input suite, generated from /v1/openapi.json: for every operation, BAD_INPUT_RUNS (default 50)
// invalid requests from tests/contract/bad-inputs.ts, sampled with BAD_INPUT_SEED (default below,
// printed on failure). Every answer must be below 500, match the declared responses, and when it is a
// 4xx be JSON `{ message, errors? }` and leave every row of the database as it was. `npm run bench`
// runs it with many more inputs (tests/bench/run.ts).
//
// The operations are cut into PARTS test files (bad-input-1.test.ts, bad-input-2.test.ts), each with its
// own world, so the two workers share the suite's longest work instead of one running it alone.
import { afterAll, expect, it } from 'vitest';
import { ContractChecker, fetchDocument, type Operation } from '../helpers/openapi.ts';
import { badInputs, seedFor, type BadInput } from './bad-inputs.ts';
import { CASES } from './registry.ts';
import { buildWorld, changedTables, databaseFingerprint, type Member } from './world.ts';

export const PARTS = 2;

/**
 * The operations of one part: the document cut into PARTS runs of about equal length, each cut moved
 * to where the path's first segments change, since a case may read what an earlier case of the same
 * resource wrote (a blog post made, then read).
 */
function dealt<T extends { template: string }>(ops: T[], part: number): T[] {
  const root = (op: T) => op.template.split('/').slice(0, 4).join('/');
  const cuts = [0];
  for (let p = 1; p < PARTS; p += 1) {
    let cut = Math.max(cuts.at(-1)!, Math.round((ops.length * p) / PARTS));
    while (cut < ops.length && cut > 0 && root(ops[cut]!) === root(ops[cut - 1]!)) cut += 1;
    cuts.push(cut);
  }
  cuts.push(ops.length);
  return ops.slice(cuts[part - 1], cuts[part]);
}

/** Defines the tests of the operations dealt to `part` (1 to PARTS), in document order. */
export async function defineBadInputSuite(part: number): Promise<void> {
  const SEED = Number(process.env.BAD_INPUT_SEED ?? 20_261_123);
  const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 50);

  // Rate limits lifted, so inputs reach validation and the handlers rather than a 429.
  const w = await buildWorld({ env: { RATE_LIMIT_FACTOR: '1000' } });
  const doc = await fetchDocument((p) => w.t.app.request(p) as Promise<Response>);
  const checker = new ContractChecker(doc);
  const mine = dealt(checker.ops, part);

  type Finding = { op: string; input: BadInput; problem: string };
  const stats = { inputs: 0, byStatus: new Map<number, number>(), serverErrors: [] as Finding[], largestError: 0 };
  afterAll(async () => {
    const statuses = [...stats.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ');
    const byTag = new Map<string, number>();
    for (const f of stats.serverErrors) for (const tag of f.input.tags) byTag.set(tag, (byTag.get(tag) ?? 0) + 1);
    const ops = new Set(stats.serverErrors.map((f) => f.op));
    console.log(
      `Bad-input suite, part ${part} of ${PARTS} (seed ${SEED}, ${RUNS} per operation): ${stats.inputs} inputs on ${mine.length} of ${checker.ops.length} operations; ` +
        `statuses ${statuses}; 5xx ${stats.serverErrors.length} on ${ops.size} operations ${JSON.stringify(Object.fromEntries(byTag))}; ` +
        `largest error reply ${stats.largestError} bytes`,
    );
    if (process.env.BAD_INPUT_VERBOSE) for (const f of stats.serverErrors) console.log(`  5xx ${f.op} ${f.input.describe}`);
    await w.t.close();
  });

  /** What is wrong with a 4xx body: it must be JSON `{ message: string, errors?: { field: string[] } }`. */
  async function errorShapeProblem(res: Response): Promise<string | undefined> {
    const text = await res.clone().text();
    stats.largestError = Math.max(stats.largestError, text.length);
    if (!(res.headers.get('content-type') ?? '').includes('application/json')) return `not JSON (${res.headers.get('content-type')}): ${text.slice(0, 80)}`;
    let body: any;
    try {
      body = JSON.parse(text);
    } catch {
      return `unparseable JSON: ${text.slice(0, 80)}`;
    }
    if (typeof body?.message !== 'string' || !body.message) return `no message: ${text.slice(0, 120)}`;
    const extra = Object.keys(body).filter((k) => k !== 'message' && k !== 'errors');
    if (extra.length) return `unexpected keys ${extra.join(', ')}`;
    if (body.errors !== undefined) {
      const ok = body.errors && typeof body.errors === 'object' && Object.values(body.errors).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'));
      if (!ok) return `errors is not { field: [messages] }: ${text.slice(0, 120)}`;
    }
    return undefined;
  }

  async function callerFor(op: Operation): Promise<{ member: Member; token: () => Promise<string | undefined> }> {
    const c = CASES[op.key];
    if (!c || c.access === 'public') return { member: w.owner, token: async () => undefined };
    // Studio routes are called as an admin, so bad input reaches past the role check into the handlers.
    if (c.access === 'admin') return { member: w.studio.admin, token: async () => w.studio.admin.token };
    const member = c.caller === 'disposable' ? await w.disposable('badinput') : w.owner;
    // A route that revokes its token gets a new one for every input.
    return { member, token: c.tokens === 'fresh' ? () => w.freshToken(member) : async () => member.token };
  }

  it.each(mine.map((op) => [op.key, op] as const))('%s: no 5xx, errors in the { message, errors } shape, nothing changed', async (key, op) => {
    const { member, token } = await callerFor(op);
    const c = CASES[key];
    const baseline = c?.request ? await c.request(w, member) : {};
    const inputs = badInputs(doc, op, { path: baseline.path ?? {}, json: baseline.json }, seedFor(SEED, key), RUNS);
    const findings: Finding[] = [];
    // A GET changes no rows whatever it is sent, so a batch of GETs is fingerprinted once, before and
    // after; every other request is fingerprinted on its own, as a 2xx may change rows legitimately.
    const perRequest = op.method !== 'GET';
    const batchBefore = await databaseFingerprint(w.t);
    let last: Record<string, string> | undefined = batchBefore;
    for (const input of inputs) {
      stats.inputs += 1;
      const headers = { ...input.headers };
      const bearer = headers.authorization ? undefined : await token();
      // A new token is a new row: fingerprint after taking it.
      if (CASES[key]?.tokens === 'fresh') last = undefined;
      const before = perRequest ? (last ?? (await databaseFingerprint(w.t))) : batchBefore;
      last = undefined;
      const res = await w.t.api(op.method, input.url, { token: bearer, headers, body: input.body as BodyInit | undefined, contract: false });
      stats.byStatus.set(res.status, (stats.byStatus.get(res.status) ?? 0) + 1);
      const problems: string[] = [];
      if (res.status >= 500) problems.push(`${res.status}: ${(await res.clone().text()).slice(0, 120)}`);
      else {
        problems.push(...(await checker.problems(op.method, input.url, res)));
        if (res.status >= 400) {
          const shape = await errorShapeProblem(res);
          if (shape) problems.push(`${res.status} ${shape}`);
          if (perRequest) last = await databaseFingerprint(w.t);
          const changed = perRequest ? changedTables(before, last!) : [];
          if (changed.length) problems.push(`${res.status}, yet rows changed in ${changed.join(', ')}`);
        }
      }
      await res.body?.cancel();
      for (const problem of problems) {
        const finding = { op: key, input, problem };
        if (res.status >= 500) stats.serverErrors.push(finding);
        findings.push(finding);
      }
    }
    if (!perRequest) {
      const changed = changedTables(batchBefore, await databaseFingerprint(w.t));
      if (changed.length) findings.push({ op: key, input: inputs[0]!, problem: `GET requests changed rows in ${changed.join(', ')}` });
    }
    // One line per distinct problem (numbers and long values folded), with its first input.
    const distinct = new Map<string, { f: Finding; n: number }>();
    for (const f of findings) {
      const k = f.problem.replace(/\d+/g, 'N').slice(0, 160);
      const seen = distinct.get(k);
      if (seen) seen.n += 1;
      else distinct.set(k, { f, n: 1 });
    }
    const report = [...distinct.values()].slice(0, 15).map(({ f, n }) => `  ${n}x ${f.problem}\n     first: [${f.input.tags.join(',')}] ${f.input.describe}`).join('\n');
    expect(findings.length, `${findings.length} bad answers to ${inputs.length} inputs; reproduce with BAD_INPUT_SEED=${SEED} BAD_INPUT_RUNS=${RUNS}:\n${report}`).toBe(0);
  });
}
