// What the service worker shows for a push (docs/rules/push.md, "The service worker"): the server's
// message as it is, a neutral notice for anything unreadable, and only our own site's paths to open.
import { describe, expect, it } from 'vitest';
import { pushDisplay, sitePath } from '../../src/lib/push-display.ts';

describe('pushDisplay', () => {
  it('shows the server’s message with the app icon, its tag and its link', () => {
    const shown = pushDisplay(JSON.stringify({ title: 'Time for “Evening walk”', body: 'A few quiet minutes.', link: '/dashboard', tag: '7:practice-reminder:3:2026-11-29' }));
    expect(shown).toEqual({
      title: 'Time for “Evening walk”',
      options: { body: 'A few quiet minutes.', tag: '7:practice-reminder:3:2026-11-29', icon: '/icons/icon-192.png', badge: '/icons/icon-192.png', data: { link: '/dashboard' } },
    });
  });

  it('shows a neutral notice rather than nothing for an empty or unreadable push', () => {
    for (const text of [null, '', 'not json', '42', 'null']) {
      expect(pushDisplay(text)).toMatchObject({ title: 'Wellspring', options: { body: 'You have something new.', data: { link: '/notifications' } } });
    }
    expect(pushDisplay(JSON.stringify({ body: 'No title' })).title).toBe('Wellspring');
  });

  it('opens only paths of our own site', () => {
    expect(sitePath('/messages?conversation=4')).toBe('/messages?conversation=4');
    for (const link of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', 42, null]) expect(sitePath(link)).toBe('/notifications');
    expect(pushDisplay(JSON.stringify({ title: 'x', link: 'https://evil.example/' })).options.data.link).toBe('/notifications');
  });
});
