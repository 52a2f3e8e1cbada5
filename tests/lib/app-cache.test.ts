// The app service worker's cache rules (src/lib/app-cache.ts; docs/rules/app.md).
import { describe, expect, it } from 'vitest';
import { apiCacheKey, apiReadsToWarm, isCachedApiAnswer, isCachedApiRead, isHashedAsset, isLessonPage, isOfflineMemberPage } from '../../src/lib/app-cache.ts';

const read = { method: 'GET', pathname: '/v1/auth/journal', sameOrigin: true, authorization: 'Bearer abc', accept: 'application/json' };

describe('app cache rules', () => {
  it('keeps the member screens named in the rules, and pages under them', () => {
    for (const path of ['/dashboard', '/journal', '/practices', '/practices/12', '/review', '/review/']) expect(isOfflineMemberPage(path)).toBe(true);
    for (const path of ['/', '/courses', '/dashboardx', '/journals', '/login', '/logout', '/studio', '/messages']) expect(isOfflineMemberPage(path)).toBe(false);
  });

  it('knows lesson pages with and without a bundle, as the lesson worker did', () => {
    expect(isLessonPage('/lesson/1/2/3')).toBe(true);
    expect(isLessonPage('/lesson/1/9/2/3/')).toBe(true);
    expect(isLessonPage('/lesson/1/2')).toBe(false);
    expect(isLessonPage('/lesson/a/2/3')).toBe(false);
  });

  it('treats only /_astro/ files as hashed assets', () => {
    expect(isHashedAsset('/_astro/index.Bx1.js')).toBe(true);
    expect(isHashedAsset('/favicon.svg')).toBe(false);
  });

  it('keeps a member API read: same origin, GET, /v1/auth/, with a Bearer token', () => {
    expect(isCachedApiRead(read)).toBe(true);
    expect(isCachedApiRead({ ...read, pathname: '/v1/auth/home' })).toBe(true);
    // The lesson player keeps its own copies and says when it shows one.
    expect(isCachedApiRead({ ...read, pathname: '/v1/courses/3/12' })).toBe(false);
    expect(isCachedApiRead({ ...read, pathname: '/v1/courses/enrolled/4' })).toBe(false);
    expect(isCachedApiRead({ ...read, method: 'POST' })).toBe(false);
    expect(isCachedApiRead({ ...read, sameOrigin: false })).toBe(false);
    expect(isCachedApiRead({ ...read, pathname: '/dashboard' })).toBe(false);
    expect(isCachedApiRead({ ...read, authorization: null })).toBe(false);
    expect(isCachedApiRead({ ...read, authorization: 'Bearer ' })).toBe(false);
  });

  it('never keeps streams, media or files', () => {
    expect(isCachedApiRead({ ...read, accept: 'text/event-stream' })).toBe(false);
    expect(isCachedApiRead({ ...read, pathname: '/v1/auth/media/4/stream/audio/bell.wav' })).toBe(false);
    expect(isCachedApiRead({ ...read, pathname: '/v1/auth/export' })).toBe(false);
    expect(isCachedApiRead({ ...read, pathname: '/v1/auth/certificates/3/download' })).toBe(false);
  });

  it('keeps only successful JSON answers', () => {
    expect(isCachedApiAnswer(200, 'application/json; charset=utf-8')).toBe(true);
    expect(isCachedApiAnswer(200, 'application/problem+json')).toBe(true);
    expect(isCachedApiAnswer(304, 'application/json')).toBe(false);
    expect(isCachedApiAnswer(401, 'application/json')).toBe(false);
    expect(isCachedApiAnswer(200, 'text/html')).toBe(false);
    expect(isCachedApiAnswer(200, null)).toBe(false);
  });

  it('keys a kept answer by the member, keeping the query', () => {
    const a = apiCacheKey('https://x.test/v1/auth/journal?page=2', 'aaaaaaaaaaaaaaaa1111');
    const b = apiCacheKey('https://x.test/v1/auth/journal?page=2', 'bbbbbbbbbbbbbbbb1111');
    expect(a).not.toBe(b);
    expect(new URL(a).searchParams.get('page')).toBe('2');
    expect(new URL(a).searchParams.get('__ws_member')).toBe('aaaaaaaaaaaaaaaa');
  });

  it('warms only same-origin API reads, once each', () => {
    const origin = 'https://x.test';
    expect(apiReadsToWarm(origin, [`${origin}/v1/auth/journal`, `${origin}/v1/auth/journal`, `${origin}/v1/auth/notifications/stream?ticket=1`, `${origin}/v1/courses/3/12`, 'https://other.test/v1/a', `${origin}/_astro/a.js`])).toEqual([`${origin}/v1/auth/journal`]);
  });
});
