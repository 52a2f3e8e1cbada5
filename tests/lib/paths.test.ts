// safeNext: the "return to" target after login is followed only when the URL parser says it is a path
// on this origin (docs/security.md). Every trick a probe or a browser quirk offers gives the fallback.
import { describe, expect, it } from 'vitest';
import { canonicalPath, safeNext } from '../../src/lib/paths.ts';

const ORIGIN = 'http://localhost:4502';
/** What the login page does: the raw query value, decoded once by URLSearchParams. */
const fromQuery = (search: string) => safeNext(new URLSearchParams(search).get('next'), ORIGIN);

describe('safeNext follows a path on this origin', () => {
  it.each([
    ['/courses', '/courses'],
    ['/course/mindful-mornings?tab=lessons#outline', '/course/mindful-mornings?tab=lessons#outline'],
    ['/lesson/1/2/3', '/lesson/1/2/3'],
    // Tab and newlines inside a path are dropped by the parser, as the browser would: still our path.
    ['/cour\tses', '/courses'],
    ['/a/../courses', '/courses'],
    // Encoded slashes and controls stay encoded: a path on this site, not another host.
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%09/localhost:5103/courses', '/%09/localhost:5103/courses'],
  ])('%j → %j', (next, expected) => {
    expect(safeNext(next, ORIGIN)).toBe(expected);
  });
});

describe('safeNext refuses anything that leaves the origin or is not a path', () => {
  it.each([
    // The probe's case, as the login page reads it: ?next=/%09/localhost:5103/courses
    ['/\t/localhost:5103/courses'],
    ['/\n/localhost:5103/courses'],
    ['/\r/localhost:5103/courses'],
    ['/\r\n/evil.example'],
    ['\t//evil.example'],
    ['/\\evil.example'],
    ['/\\/evil.example'],
    ['\\\\evil.example'],
    ['//evil.example'],
    ['//evil.example/path'],
    ['///evil.example'],
    ['/\t\t/evil.example'],
    ['https://evil.example/'],
    ['http://localhost:5103/courses'],
    ['HTTPS://evil.example'],
    [`${ORIGIN}/courses`],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    [' javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['courses'],
    ['?next=/x'],
    [' /courses'],
    [''],
  ])('%j → /dashboard', (next) => {
    expect(safeNext(next, ORIGIN)).toBe('/dashboard');
  });

  it('refuses null and undefined, and uses the given fallback', () => {
    expect(safeNext(null, ORIGIN)).toBe('/dashboard');
    expect(safeNext(undefined, ORIGIN, '/courses')).toBe('/courses');
  });

  it.each([
    ['next=/%09/localhost:5103/courses'],
    ['next=/%0A/localhost:5103/courses'],
    ['next=/%0D/localhost:5103/courses'],
    ['next=/%5Cevil.example'],
    ['next=%2F%2Fevil.example'],
    ['next=/%09%09/evil.example'],
    ['next=javascript%3Aalert(1)'],
    ['next=https%3A%2F%2Fevil.example'],
  ])('refuses the encoded form ?%s', (search) => {
    expect(fromQuery(search)).toBe('/dashboard');
  });

  it('keeps a double-encoded tab a harmless path on this origin', () => {
    expect(fromQuery('next=/%2509/localhost:5103/courses')).toBe('/%09/localhost:5103/courses');
  });
});

describe('canonicalPath keeps the path and a list page number only', () => {
  it.each([
    ['/login?next=//evil.example', '/login'],
    ['/courses?term=sleep&utm_source=x', '/courses'],
    ['/blog?page=2', '/blog?page=2'],
    ['/blog?page=1', '/blog'],
    ['/blog?page=2&x=%3Cscript%3E', '/blog?page=2'],
    ['/blog?page=abc', '/blog'],
    ['/course/calm-mind', '/course/calm-mind'],
  ])('%s is canonically %s', (address, expected) => {
    expect(canonicalPath(new URL(address, ORIGIN))).toBe(expected);
  });
});
