// Which addresses make a video embed (src/lib/video-embeds.ts; docs/rules/studio.md, "Video embeds").
import { describe, expect, it } from 'vitest';
import { EMBED_PROVIDERS, parseVideoAddress } from '../../src/lib/video-embeds.ts';

describe('parseVideoAddress', () => {
  it('reads YouTube watch, short, embed and shorts links, and Vimeo page and player links', () => {
    const yt = { provider: 'youtube', id: 'dQw4w9WgXcQ' };
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      '  https://youtu.be/dQw4w9WgXcQ?si=abc ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://youtube.com/shorts/dQw4w9WgXcQ',
    ]) expect(parseVideoAddress(url), url).toEqual(yt);
    expect(parseVideoAddress('https://vimeo.com/76979871')).toEqual({ provider: 'vimeo', id: '76979871' });
    expect(parseVideoAddress('https://player.vimeo.com/video/76979871?h=1')).toEqual({ provider: 'vimeo', id: '76979871' });
  });

  it('refuses other sites, other schemes, malformed ids and words', () => {
    for (const url of ['https://example.com/watch?v=dQw4w9WgXcQ', 'javascript:alert(1)', 'https://www.youtube.com/watch?v=short', 'https://vimeo.com/channels/staffpicks', 'a video', '', 'https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ']) {
      expect(parseVideoAddress(url), url).toBeNull();
    }
  });

  it('plays from the no-cookie YouTube host and Vimeo without tracking', () => {
    expect(EMBED_PROVIDERS.youtube.player('dQw4w9WgXcQ')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
    expect(EMBED_PROVIDERS.vimeo.player('76979871')).toContain('dnt=1');
  });
});
