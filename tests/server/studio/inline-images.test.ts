// Inline images in a lesson's rich text (docs/rules/studio.md, "Inline images"): saving a lesson with
// hostile <img> markup stores only our library's image, in the one responsive form whose srcset names
// exactly the WebP copies the upload made; others' lessons and bad input change nothing.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { makeCategory } from '../catalogue/factories.ts';
import { body } from '../learning/factories.ts';

let t: TestContext;
type Member = Awaited<ReturnType<TestContext['member']>>;
let author: Member;
let other: Member;
let lessonId: number;
let image: { id: number; url: string; width: number; height: number; variants: Array<{ url: string; width: number }> };

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  author = await t.member({ name: 'Image Author', role: 'author' });
  other = await t.member({ name: 'Other Author', role: 'author' });
  const categoryId = (await makeCategory(t.db)).id;
  const courseId = (await body(await t.api('POST', '/v1/admin/courses', { token: author.token, json: { title: 'Pictures', category_id: categoryId } }))).data.id;
  lessonId = (await body(await t.api('POST', `/v1/admin/courses/${courseId}/lessons`, { token: author.token, json: { kind: 'detail', title: 'Look' } }))).data.id;
  const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3a7a6a' } }).png().toBuffer();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(png)], 'field.png', { type: 'image/png' }));
  const uploaded = await t.api('POST', '/v1/admin/media', { token: author.token, body: form });
  expect(uploaded.status).toBe(201);
  image = (await body(uploaded)).data;
});
afterAll(() => t.close());

const storedBody = async () => (await t.db.select({ html: lessons.bodyHtml }).from(lessons).where(eq(lessons.id, lessonId)))[0]!.html;
const edit = (json: Record<string, unknown>, token?: string) => t.api('PATCH', `/v1/admin/lessons/${lessonId}`, { token, json });

describe('saving a lesson with inline images', () => {
  it('stores our library image in the one responsive form and drops hostile images and attributes', async () => {
    expect(image.variants.map((v) => v.width)).toEqual([480, 960]);
    const hostile =
      `<p>Look closely.</p><img src="${image.url}" alt="A green field" width="${image.width}" height="${image.height}" onerror="alert(1)" style="width:9999px" srcset="https://evil.example/a.png 1w" data-x="1">` +
      '<p>Then <img src="https://evil.example/track.gif" alt="x"> and <img src="javascript:alert(1)"> and <img src=x onerror=alert(2)>.</p>';
    const res = await edit({ body_html: hostile }, author.token);
    expect(res.status).toBe(200);
    const srcset = [...image.variants.map((v) => `${v.url} ${v.width}w`), `${image.url} ${image.width}w`].join(', ');
    const expected =
      `<p>Look closely.</p><img src="${image.url}" alt="A green field" width="1200" height="900" srcset="${srcset}" sizes="(min-width: 48rem) 45rem, 100vw" loading="lazy" decoding="async" />` +
      '<p>Then  and  and .</p>';
    expect(await storedBody()).toBe(expected);
    expect((await body(res)).data.body_html).toBe(expected);
    // Every address in the srcset is served.
    for (const candidate of srcset.split(', ')) {
      const served = await t.api('GET', candidate.split(' ')[0]!);
      expect(served.status, candidate).toBe(200);
    }
  });

  it('is refused for another author (404), without a token (401) and for a body that is not text (422), changing nothing', async () => {
    const before = await storedBody();
    const html = `<img src="${image.url}" alt="Theirs" width="1200" height="900">`;
    expect((await edit({ body_html: html }, other.token)).status).toBe(404);
    expect((await edit({ body_html: html })).status).toBe(401);
    const bad = await edit({ body_html: 42 }, author.token);
    expect(bad.status).toBe(422);
    expect(Object.keys((await body(bad)).errors)).toContain('body_html');
    expect(await storedBody()).toBe(before);
  });

  it('keeps the image in use: the library refuses to delete it while the lesson shows it (409)', async () => {
    expect((await t.api('DELETE', `/v1/admin/media/${image.id}`, { token: author.token })).status).toBe(409);
  });
});
