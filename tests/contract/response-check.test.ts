// The response check of tests/helpers/openapi.ts, which every API test runs through `api()`: it
// must match requests the way the router does and catch undeclared statuses and drifting bodies.
import { describe, expect, it } from 'vitest';
import { ContractChecker, matchOperation, operationsOf, type OpenApiDocument } from '../helpers/openapi.ts';

const error = { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
const doc: OpenApiDocument = {
  components: {
    schemas: {
      Error: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
      Thing: { type: 'object', properties: { id: { type: 'integer' }, at: { type: 'string', format: 'date-time' } }, required: ['id'], additionalProperties: false },
    },
  },
  paths: {
    '/v1/things/{id}': {
      get: { responses: { 200: { description: 'A thing', content: { 'application/json': { schema: { type: 'object', properties: { data: { $ref: '#/components/schemas/Thing' } }, required: ['data'] } } } }, 404: error } },
    },
    '/v1/things/mine': { get: { responses: { 204: { description: 'Nothing' } } } },
    '/v1/things/{id}/file': { get: { responses: { 200: { description: 'File', content: { 'audio/*': { schema: { type: 'string' } } } } } } },
  },
};
const checker = new ContractChecker(doc);
const reply = (status: number, body: unknown, type = 'application/json') =>
  new Response(body === null ? null : typeof body === 'string' ? body : JSON.stringify(body), { status, headers: body === null ? {} : { 'content-type': type } });

describe('the response check', () => {
  it('prefers a literal segment to a parameter, as the router does', () => {
    const ops = operationsOf(doc);
    expect(matchOperation(ops, 'GET', '/v1/things/mine?x=1')?.template).toBe('/v1/things/mine');
    expect(matchOperation(ops, 'GET', '/v1/things/7')?.template).toBe('/v1/things/{id}');
    expect(matchOperation(ops, 'POST', '/v1/things/7')).toBeUndefined();
  });

  it('accepts replies that match their declaration', async () => {
    expect(await checker.problems('GET', '/v1/things/7', reply(200, { data: { id: 7, at: '2026-11-23T10:00:00Z' } }))).toEqual([]);
    expect(await checker.problems('GET', '/v1/things/7', reply(404, { message: 'Not found' }))).toEqual([]);
    expect(await checker.problems('GET', '/v1/things/mine', reply(204, null))).toEqual([]);
    expect(await checker.problems('GET', '/v1/things/7/file', reply(200, 'RIFF', 'audio/wav'))).toEqual([]);
    expect(await checker.problems('GET', '/v1/unknown', reply(500, 'x'))).toEqual([]);
  });

  it('fails an undeclared status, a body that drifted, a wrong content type and non-JSON', async () => {
    expect((await checker.problems('GET', '/v1/things/7', reply(401, { message: 'No' })))[0]).toMatch(/answered 401, which its declaration does not list/);
    expect((await checker.problems('GET', '/v1/things/7', reply(200, { data: { id: '7' } })))[0]).toMatch(/body\/data\/id must be integer/);
    expect((await checker.problems('GET', '/v1/things/7', reply(200, { data: { id: 7, extra: 1 } })))[0]).toMatch(/additional properties/);
    expect((await checker.problems('GET', '/v1/things/7', reply(200, { data: { id: 7, at: 'yesterday' } })))[0]).toMatch(/format/);
    expect((await checker.problems('GET', '/v1/things/7', reply(404, {})))[0]).toMatch(/required property 'message'/);
    expect((await checker.problems('GET', '/v1/things/7/file', reply(200, '%PDF', 'application/pdf')))[0]).toMatch(/content type "application\/pdf"/);
    expect((await checker.problems('GET', '/v1/things/7', reply(200, 'oops')))[0]).toMatch(/not JSON/);
  });
});
