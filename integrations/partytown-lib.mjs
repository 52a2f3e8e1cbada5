// Copies Partytown's worker files into the build at /~partytown/. Unlike @astrojs/partytown it
// injects nothing into pages: BaseHead adds the snippet only when a tag manager is configured, so
// a site without PUBLIC_GTM_ID runs no sandbox iframe, service worker or snippet at all.
import { fileURLToPath } from 'node:url';
import { copyLibFiles } from '@qwik.dev/partytown/utils';

export default function partytownLib() {
  return {
    name: 'wellspring:partytown-lib',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await copyLibFiles(fileURLToPath(new URL('~partytown', dir)), { debugDir: false });
      },
    },
  };
}
