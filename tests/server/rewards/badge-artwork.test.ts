// Every badge of the catalogue has its artwork at the path the API hands out, small and titled;
// and no artwork is left without a badge.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BADGES, badgeImagePath } from '../../../src/server/rewards/service/badge-catalogue.ts';

const file = (key: string) => `public${badgeImagePath(key)}`;

describe('badge artwork', () => {
  it.each(BADGES.map((b) => [b.key]))('%s has a small SVG with a title', (key) => {
    const svg = fs.readFileSync(file(key), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 120 120"/);
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(Buffer.byteLength(svg)).toBeLessThan(2048);
  });

  it('has no artwork for a badge that does not exist', () => {
    const files = fs.readdirSync('public/badges').filter((f) => f.endsWith('.svg'));
    expect(files.sort()).toEqual(BADGES.map((b) => `${b.key}.svg`).sort());
  });
});
