// Videos from YouTube and Vimeo inside rich text (docs/rules/studio.md, "Video embeds"). The stored
// form is a link inside <figure class="embed" data-embed data-embed-id>, so a page without script, a
// feed reader or an e-mail still has the link; a page with script turns it into a "Play" button that
// loads the provider's player only when pressed, so no third-party request happens on page load.
export const EMBED_PROVIDERS = {
  youtube: {
    name: 'YouTube',
    id: /^[A-Za-z0-9_-]{11}$/,
    watch: (id: string) => `https://www.youtube.com/watch?v=${id}`,
    // youtube-nocookie: no cookies until the member plays the video.
    player: (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
  },
  vimeo: {
    name: 'Vimeo',
    id: /^\d{6,12}$/,
    watch: (id: string) => `https://vimeo.com/${id}`,
    player: (id: string) => `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`,
  },
} as const;

export type EmbedProvider = keyof typeof EMBED_PROVIDERS;
export type VideoEmbed = { provider: EmbedProvider; id: string };

/** The hosts the players load from, for the pages' Content-Security-Policy (frame-src). */
export const EMBED_FRAME_HOSTS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

export const TITLE_MAX = 200;

export function isEmbed(provider: string | undefined, id: string | undefined): provider is EmbedProvider {
  if (!provider || !id || !Object.hasOwn(EMBED_PROVIDERS, provider)) return false;
  return EMBED_PROVIDERS[provider as EmbedProvider].id.test(id);
}

/** The video an address names: a YouTube watch, short, embed or shorts link, or a Vimeo page or player link. */
export function parseVideoAddress(address: string): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let found: VideoEmbed | null = null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const id = url.pathname === '/watch' ? url.searchParams.get('v') : ['embed', 'shorts', 'live'].includes(parts[0] ?? '') ? parts[1] : null;
    if (id) found = { provider: 'youtube', id };
  } else if (host === 'youtu.be' && parts[0]) {
    found = { provider: 'youtube', id: parts[0] };
  } else if (host === 'vimeo.com' && parts[0]) {
    found = { provider: 'vimeo', id: parts[0] };
  } else if (host === 'player.vimeo.com' && parts[0] === 'video' && parts[1]) {
    found = { provider: 'vimeo', id: parts[1] };
  }
  return found && isEmbed(found.provider, found.id) ? found : null;
}
