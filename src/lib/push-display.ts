// What the service worker shows for a push message (docs/rules/push.md): the server sends plain text
// and a site path (PushMessage); anything else is shown as a neutral notice rather than dropped,
// because a browser may stop offering push to a worker that shows nothing. A link is followed only
// when it is a path of our own site, never another origin.
export type PushDisplay = { title: string; options: { body: string; tag: string; icon: string; badge: string; data: { link: string } } };

const ICON = '/icons/icon-192.png';
const FALLBACK: PushDisplay = { title: 'Wellspring', options: { body: 'You have something new.', tag: 'wellspring', icon: ICON, badge: ICON, data: { link: '/notifications' } } };

/** A site path starting with one "/", or /notifications. */
export function sitePath(link: unknown): string {
  return typeof link === 'string' && /^\/(?!\/)[^\s\\]*$/.test(link) ? link : '/notifications';
}

export function pushDisplay(text: string | null): PushDisplay {
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    return FALLBACK;
  }
  if (!data || typeof data !== 'object') return FALLBACK;
  const m = data as Record<string, unknown>;
  const title = typeof m.title === 'string' && m.title.trim() ? m.title.slice(0, 200) : FALLBACK.title;
  const body = typeof m.body === 'string' ? m.body.slice(0, 2000) : '';
  const tag = typeof m.tag === 'string' && m.tag ? m.tag.slice(0, 200) : FALLBACK.options.tag;
  return { title, options: { body, tag, icon: ICON, badge: ICON, data: { link: sitePath(m.link) } } };
}
