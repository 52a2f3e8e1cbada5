// The /v1 OpenAPI document as the tests see it: read from the app itself, each request matched to its
// operation by method and path template, and every reply checked against the response declared for
// its status (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses). The `api` helper of app.ts runs the check
// on every reply, so each API test is also a contract test (docs/testing.md).
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';

export type Schema = Record<string, unknown>;
export type Operation = {
  /** "GET /v1/courses/{id}": the key the generated suites use. */
  key: string;
  method: string;
  template: string;
  operationId?: string;
  security: boolean;
  /** The scope an API key needs for the operation (`x-api-key-scope`), if a key may call it. */
  apiKeyScope?: string;
  parameters: Array<{ name: string; in: string; required?: boolean; schema?: Schema }>;
  requestBody?: { required?: boolean; content: Record<string, { schema?: Schema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
};
export type OpenApiDocument = { paths: Record<string, Record<string, any>>; components?: { schemas?: Record<string, Schema> } };

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      out.push({
        key: `${method.toUpperCase()} ${template}`,
        method: method.toUpperCase(),
        template,
        operationId: op.operationId,
        security: Array.isArray(op.security) && op.security.length > 0,
        apiKeyScope: op['x-api-key-scope'],
        parameters: [...(item.parameters ?? []), ...(op.parameters ?? [])],
        requestBody: op.requestBody,
        responses: op.responses ?? {},
      });
    }
  }
  return out;
}

/** Fills a path template: `fillPath('/v1/x/{id}', { id: 3 })` is `/v1/x/3`; values are encoded. */
export function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`No value for path parameter {${name}} of ${template}`);
    return encodeURIComponent(String(params[name]));
  });
}

/**
 * The operation a request reaches: same method, same number of segments, and at each segment a
 * literal beats a parameter (as the router registers /courses/enrolled/{id} before /courses/{courseId}/{id}).
 */
export function matchOperation(ops: Operation[], method: string, url: string): Operation | undefined {
  const pathname = new URL(url, 'http://test.invalid').pathname;
  const segments = pathname.split('/');
  let best: { op: Operation; score: number[] } | undefined;
  for (const op of ops) {
    if (op.method !== method.toUpperCase()) continue;
    const parts = op.template.split('/');
    if (parts.length !== segments.length) continue;
    const score: number[] = [];
    let ok = true;
    for (let i = 0; i < parts.length; i += 1) {
      if (/^\{\w+\}$/.test(parts[i]!)) score.push(0);
      else if (parts[i] === segments[i]) score.push(1);
      else { ok = false; break; }
    }
    if (!ok) continue;
    if (!best || compare(score, best.score) > 0) best = { op, score };
  }
  return best?.op;
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** Validators over one document, compiled lazily per (operation, status, media type). */
export class ContractChecker {
  readonly doc: OpenApiDocument;
  readonly ops: Operation[];
  private readonly ajv: Ajv2020;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(doc: OpenApiDocument) {
    this.doc = doc;
    this.ops = operationsOf(doc);
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats.default(this.ajv);
    for (const f of ['binary', 'byte']) this.ajv.addFormat(f, true);
    this.ajv.addSchema(doc as object, 'openapi');
  }

  /**
   * What is wrong with this reply to `method url`, or [] when it matches its declaration. A request
   * that reaches no declared operation (an unknown URL) is not checked: there is nothing to drift from.
   */
  async problems(method: string, url: string, res: Response): Promise<string[]> {
    const op = matchOperation(this.ops, method, url);
    if (!op) return [];
    const status = String(res.status);
    const declared = op.responses[status] ?? op.responses[`${status[0]}XX`] ?? op.responses.default;
    const where = `${op.key} answered ${status}`;
    if (!declared) return [`${where}, which its declaration does not list (declared: ${Object.keys(op.responses).join(', ')})`];
    const content = declared.content;
    const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!content || Object.keys(content).length === 0) {
      return res.body === null || type === '' ? [] : [`${where} with a ${type} body, but the declaration has no content`];
    }
    const mediaKey = Object.keys(content).find((k) => k === type || (k.endsWith('/*') && type.startsWith(k.slice(0, -1))) || k === '*/*');
    if (!mediaKey) return [`${where} with content type "${type}", but the declaration lists ${Object.keys(content).join(', ')}`];
    if (!mediaKey.includes('json')) return [];
    const text = await res.clone().text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return [`${where} with a body that is not JSON: ${text.slice(0, 200)}`];
    }
    const validate = this.validator(op, status in op.responses ? status : Object.keys(op.responses).find((k) => op.responses[k] === declared)!, mediaKey);
    if (validate(body)) return [];
    return (validate.errors ?? []).slice(0, 10).map((e) => `${where}: body${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
  }

  private validator(op: Operation, status: string, media: string): ValidateFunction {
    const key = `${op.key} ${status} ${media}`;
    let v = this.cache.get(key);
    if (!v) {
      const pointer = ['paths', op.template, op.method.toLowerCase(), 'responses', status, 'content', media, 'schema']
        .map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1'))
        .map(encodeURIComponent)
        .join('/');
      v = this.ajv.compile({ $ref: `openapi#/${pointer}` });
      this.cache.set(key, v);
    }
    return v;
  }
}

/** The document the app serves at /v1/openapi.json. */
export async function fetchDocument(request: (path: string) => Promise<Response>): Promise<OpenApiDocument> {
  const res = await request('/v1/openapi.json');
  if (res.status !== 200) throw new Error(`GET /v1/openapi.json answered ${res.status}`);
  return (await res.json()) as OpenApiDocument;
}

/** The method the server handles: a form POST carrying `_method` is handled as that method. */
export function effectiveMethod(method: string, body: unknown): string {
  if (method.toUpperCase() !== 'POST') return method;
  const wanted = body instanceof FormData || body instanceof URLSearchParams ? body.get('_method') : null;
  return typeof wanted === 'string' ? wanted.toUpperCase() : method;
}

/**
 * For the `api` helper: checks each reply against the document of the same app and throws (failing
 * the test that got it) on an undeclared status or a body that does not match. Set CONTRACT_CHECK=off
 * to see the original failure of a test without the check.
 */
export function contractCheck(request: (path: string) => Promise<Response>) {
  let checker: Promise<ContractChecker> | undefined;
  return async (method: string, url: string, body: unknown, res: Response): Promise<void> => {
    if (process.env.CONTRACT_CHECK === 'off' || !url.startsWith('/v1/')) return;
    checker ??= fetchDocument(request).then((doc) => new ContractChecker(doc));
    const problems = await (await checker).problems(effectiveMethod(method, body), url, res);
    if (problems.length) throw new Error(`The reply does not match /v1/openapi.json:\n  ${problems.join('\n  ')}`);
  };
}
