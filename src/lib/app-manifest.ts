// The web app manifest served at /manifest.webmanifest (docs/rules/app.md): installed, the app is
// called Wellspring, opens to the dashboard, covers the whole site and runs in its own window. Its
// colours are the site's: --color-primary (the theme) and --color-bg (the splash background) in
// src/styles/global.css; a unit test keeps them equal.

export const THEME_COLOR = '#1d6b61';
export const BACKGROUND_COLOR = '#fbf8f4';

export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png';

export function appManifest() {
  return {
    id: '/dashboard',
    name: 'Wellspring',
    short_name: 'Wellspring',
    description: 'Courses, practices and a caring community for your mind, body and everyday growth.',
    lang: 'en',
    dir: 'ltr',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['education', 'health', 'lifestyle'],
    icons: APP_ICONS.map((icon) => ({ ...icon })),
  };
}
