// Public pages given text the database cannot store (a NUL, a lone surrogate) or an id out of
// range answer 404 inside the public layout, never 500; the course list ignores such a filter
// (docs/rules/api-errors.md, "Input rules").
import { expect, test } from './support/fixtures.ts';

test('detail pages with a NUL, a broken id or an id out of range are a 404 page', async ({ request }) => {
  const course = (await (await request.get('/v1/courses?per_page=1')).json()).data[0];
  const bundle = (await (await request.get('/v1/bundles?per_page=1')).json()).data[0];
  const paths = [
    '/course/%00', '/course/1%00', `/course/${course.slug}%00`, '/course/99999999999', '/course/2147483648',
    '/bundle/%00', `/bundle/${bundle.slug}%00`, '/bundle/%00/%00', `/bundle/${bundle.slug}/%00`,
    '/blog/%00', '/blog/2147483648', '/page/%00', '/page/about-us%00',
    '/help/%00', '/help/2147483648', '/help/term/%00', '/help/term/sleep%00', '/help/x/2147483648',
    '/certificate/%00', '/lesson/%00/1/1', '/lesson/1/2147483648/1',
  ];
  const wrong: string[] = [];
  for (const path of paths) {
    const res = await request.get(path, { maxRedirects: 0 });
    const html = await res.text();
    if (res.status() !== 404 || !/<body[^>]*data-layout="public"/.test(html)) wrong.push(`${path}: ${res.status()}`);
  }
  expect(wrong).toEqual([]);
});

test('the course list ignores a search or filter it cannot use, and still lists courses', async ({ request }) => {
  for (const query of ['term=%00', 'term=sleep%00', 'category=%00', 'category=2147483648', 'category=1.0', 'page=%00', 'per_page=1e1']) {
    const res = await request.get(`/courses?${query}`);
    expect(res.status(), query).toBe(200);
    expect(await res.text(), query).toMatch(/<h1[^>]*>\s*All courses\s*</);
  }
  // A wrong slug before a real help category id leads to the category's own address.
  for (const path of ['/help?term=%00', '/blog?page=%00', '/help?page=2147483648', '/help/x%00/1']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBeLessThan(500);
  }
});
