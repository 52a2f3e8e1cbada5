// The web app manifest (src/lib/app-manifest.ts; docs/rules/app.md): its colours are the site's CSS
// variables, and every icon it names is a PNG of the size it says.
import fs from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { APPLE_TOUCH_ICON, appManifest } from '../../src/lib/app-manifest.ts';

const css = fs.readFileSync('src/styles/global.css', 'utf8');
const cssVar = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{3,8})`, 'i').exec(css)?.[1]?.toLowerCase();

describe('app manifest', () => {
  const manifest = appManifest();

  it('opens the dashboard in its own window and covers the site', () => {
    expect(manifest).toMatchObject({ name: 'Wellspring', short_name: 'Wellspring', start_url: '/dashboard', scope: '/', display: 'standalone' });
  });

  it('takes its colours from the site', () => {
    expect(manifest.theme_color).toBe(cssVar('color-primary'));
    expect(manifest.background_color).toBe(cssVar('color-bg'));
  });

  it('names 192 and 512 px PNG icons and a maskable one, all present', async () => {
    expect(manifest.icons.map((i) => `${i.sizes}:${i.purpose}`)).toEqual(['192x192:any', '512x512:any', '512x512:maskable']);
    for (const icon of [...manifest.icons, { src: APPLE_TOUCH_ICON, sizes: '180x180' }]) {
      const meta = await sharp(`public${icon.src}`).metadata();
      expect(meta.format).toBe('png');
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
  });
});
