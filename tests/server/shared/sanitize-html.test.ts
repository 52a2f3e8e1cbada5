// The stored-HTML sanitizer and its inline images (docs/rules/studio.md, "Inline images"): hostile
// markup is cleaned; an image is kept only from our media library, in one exact responsive form.
import { describe, expect, it } from 'vitest';
import { INLINE_IMAGE_SIZES, inlineImage } from '../../../src/server/shared/inline-images.ts';
import { sanitizeHtml } from '../../../src/server/shared/sanitize-html.ts';

const TOKEN = '3f9a0c1e7b2d4a6c8e0f1a2b';
const SRC = `/v1/media/library/${TOKEN}.png`;
const V = (w: number) => `/v1/media/library/${TOKEN}-w${w}.webp ${w}w`;

/** The one form an inline image is stored in. */
function stored(alt: string, width: number, height: number, srcset: string) {
  return `<img src="${SRC}" alt="${alt}" width="${width}" height="${height}" srcset="${srcset}" sizes="${INLINE_IMAGE_SIZES}" loading="lazy" decoding="async" />`;
}

describe('inline image attributes', () => {
  it('lists the WebP copies narrower than the image, then the original at its own width', () => {
    expect(inlineImage({ src: SRC, alt: 'A cup', width: '2000', height: '1000' })?.srcset).toBe([V(480), V(960), V(1600), `${SRC} 2000w`].join(', '));
    expect(inlineImage({ src: SRC, alt: 'A cup', width: '960', height: '640' })?.srcset).toBe([V(480), `${SRC} 960w`].join(', '));
    expect(inlineImage({ src: SRC, alt: 'A cup', width: '300', height: '200' })?.srcset).toBe(`${SRC} 300w`);
  });

  it('keeps width and height only as a pair of whole numbers; without them there is no srcset', () => {
    for (const [width, height] of [['100px', '50'], ['-1', '50'], ['1e3', '50'], ['0', '50'], ['120', ''], ['999999', '10'], [undefined, '10']]) {
      const image = inlineImage({ src: SRC, alt: 'x', width, height });
      expect(image).toEqual({ src: SRC, alt: 'x', loading: 'lazy', decoding: 'async' });
    }
  });

  it('refuses every address that is not an original of our library', () => {
    for (const src of [
      `https://evil.example/v1/media/library/${TOKEN}.png`,
      `//evil.example/v1/media/library/${TOKEN}.png`,
      `/v1/media/library/${TOKEN}-w480.webp`,
      `/v1/media/library/${TOKEN}.svg`,
      `/v1/media/library/${TOKEN}.png?x=1`,
      `/v1/media/library/../../etc/${TOKEN}.png`,
      `/v1/media/lessons/${TOKEN}.png`,
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '',
    ]) expect(inlineImage({ src, alt: 'x', width: '10', height: '10' }), src).toBeNull();
  });
});

describe('sanitizeHtml', () => {
  it('stores a library image in the one responsive form, whatever else it came with', () => {
    const html = `<p>Before<img src="${SRC}" alt="A cup of tea" width="1200" height="800" onerror="alert(1)" style="position:fixed" srcset="https://evil.example/x.png 1w" sizes="1px" class="x" data-x="1" loading="eager" title="t">after</p>`;
    expect(sanitizeHtml(html)).toBe(`<p>Before${stored('A cup of tea', 1200, 800, [V(480), V(960), `${SRC} 1200w`].join(', '))}after</p>`);
  });

  it('gives the same HTML when cleaned twice, so the editor can round-trip what it loaded', () => {
    const once = sanitizeHtml(`<img src="${SRC}" alt="Tea" width="2000" height="1500">`);
    expect(sanitizeHtml(once)).toBe(once);
    // What Tiptap sends back after loading the stored form: the same four attributes.
    expect(sanitizeHtml(`<img src="${SRC}" alt="Tea" width="2000" height="1500">`)).toBe(once);
  });

  it('drops images from other hosts, scripts, data and variant addresses, keeping the text around them', () => {
    for (const img of [
      '<img src=x onerror=alert(1)>',
      '<img src="javascript:alert(1)" alt="x">',
      '<img src="jav&#x61;script:alert(1)">',
      `<img src="https://evil.example/${TOKEN}.png" alt="x" width="10" height="10">`,
      `<img src="/v1/media/library/${TOKEN}-w960.webp" alt="x">`,
      `<img srcset="${SRC} 10w" alt="x">`,
      '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
    ]) expect(sanitizeHtml(`<p>a${img}b</p>`), img).toBe('<p>ab</p>');
  });

  it('never lets markup out of the alt text or other elements carry images', () => {
    const out = sanitizeHtml(`<img src="${SRC}" alt='"><script>alert(1)</script>' width="10" height="10"><picture><source srcset="https://evil.example/a.png"></picture><svg><image href="https://evil.example/a.png"/></svg>`);
    expect(out).not.toMatch(/<script|<source|<svg|<image|evil/);
    expect(out).toContain('alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('stores an image without alt as decorative (alt=""), never without the attribute', () => {
    expect(sanitizeHtml(`<img src="${SRC}" width="300" height="200">`)).toBe(stored('', 300, 200, `${SRC} 300w`));
  });

  it('still cleans the rest: handlers, scripts and javascript: links', () => {
    expect(sanitizeHtml('<p onclick="x()">Hi <a href="javascript:alert(1)">a</a><script>x()</script></p>')).toBe('<p>Hi <a rel="noopener noreferrer">a</a></p>');
  });
});

describe('video embeds', () => {
  const YT = 'dQw4w9WgXcQ';
  const embed = (attrs: string, inner = '<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Breathing along</a>') => sanitizeHtml(`<figure ${attrs}>${inner}</figure>`);

  it('keeps a YouTube or Vimeo embed in exactly its stored form, with its link', () => {
    expect(embed(`class="embed" data-embed="youtube" data-embed-id="${YT}"`)).toBe(
      `<figure class="embed" data-embed="youtube" data-embed-id="${YT}"><a href="https://www.youtube.com/watch?v=${YT}" rel="noopener noreferrer">Breathing along</a></figure>`,
    );
    expect(embed('data-embed="vimeo" data-embed-id="76979871" style="x" onclick="steal()"', '<a href="https://vimeo.com/76979871">Walk</a>')).toBe(
      '<figure class="embed" data-embed="vimeo" data-embed-id="76979871"><a href="https://vimeo.com/76979871" rel="noopener noreferrer">Walk</a></figure>',
    );
  });

  it('drops the embed attributes of an unknown provider or a malformed id, and every iframe', () => {
    expect(embed('data-embed="dailymotion" data-embed-id="x7tgad0"')).toBe('<figure><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" rel="noopener noreferrer">Breathing along</a></figure>');
    expect(embed('data-embed="youtube" data-embed-id="abc&quot; onload=&quot;x"')).toMatch(/^<figure><a /);
    expect(embed('data-embed="vimeo" data-embed-id="12ab"')).toMatch(/^<figure><a /);
    expect(sanitizeHtml(`<iframe src="https://www.youtube-nocookie.com/embed/${YT}"></iframe><p>after</p>`)).toBe('<p>after</p>');
  });
});
