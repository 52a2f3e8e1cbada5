// Generates the demo artwork in public/images/ (course, bundle and blog covers and avatars): calm
// gradients and simple abstract shapes in the brand's warm palette, a motif per category and a
// different colourway and layout per image, each a small hand-readable SVG.
// (public/images/og-default.svg, the social preview, is drawn by hand and not generated here.)
// The SVGs are committed; run `node scripts/generate-art.ts` only to change them.
import fs from 'node:fs';
import path from 'node:path';
import { seededRandom } from '../src/server/demo/seeded-random.ts';

const OUT = path.resolve(import.meta.dirname, '../public/images');
const W = 1200;
const H = 675;

type Rnd = () => number;
const between = (r: Rnd, lo: number, hi: number) => Math.round(lo + r() * (hi - lo));

type Colourway = { from: string; to: string; a: string; b: string; c: string };

// Four colourways per motif; image n of a category uses colourway n.
const COLOURWAYS: Record<string, Colourway[]> = {
  ripples: [
    { from: '#e3f1ee', to: '#a8cfc5', a: '#1d6b61', b: '#fbf8f4', c: '#f2b89a' },
    { from: '#f6efe4', to: '#d9e7dc', a: '#4f8a7d', b: '#ffffff', c: '#e8b04a' },
    { from: '#f4dcd3', to: '#cfe3dc', a: '#8a5a7a', b: '#fbf8f4', c: '#c2561a' },
    { from: '#1d6b61', to: '#0f3f3a', a: '#a8cfc5', b: '#e3f1ee', c: '#f2c98a' },
  ],
  night: [
    { from: '#243b55', to: '#5b4b8a', a: '#f6e7b8', b: '#8f86c4', c: '#ffffff' },
    { from: '#1c2e4a', to: '#3d6b86', a: '#fbe9c6', b: '#5f88a3', c: '#ffffff' },
    { from: '#3a2f5b', to: '#b77a8f', a: '#ffe2b8', b: '#7a5c8c', c: '#ffffff' },
    { from: '#12263a', to: '#2f5d62', a: '#e9f1d8', b: '#3f7a72', c: '#ffffff' },
  ],
  waves: [
    { from: '#fde6d6', to: '#f2b89a', a: '#c2561a', b: '#fbf8f4', c: '#1d6b61' },
    { from: '#e3f1ee', to: '#f6d9c2', a: '#1d6b61', b: '#ffffff', c: '#c2561a' },
    { from: '#f6efe4', to: '#e4c7b5', a: '#8a4b2a', b: '#fbf8f4', c: '#6f9c8f' },
    { from: '#c2561a', to: '#7a2f1a', a: '#f6d9c2', b: '#fde6d6', c: '#f2c98a' },
  ],
  leaves: [
    { from: '#eef3e2', to: '#c9dcb0', a: '#4d7a3a', b: '#e8b04a', c: '#fbf8f4' },
    { from: '#fbf1dc', to: '#f2d49a', a: '#6b8f3a', b: '#c2561a', c: '#ffffff' },
    { from: '#e3f1ee', to: '#b8d8b0', a: '#2f6b4a', b: '#f29a7a', c: '#fbf8f4' },
    { from: '#f6efe4', to: '#e6d2b0', a: '#5f7f3a', b: '#d9473a', c: '#ffffff' },
  ],
  mountains: [
    { from: '#f8e3d8', to: '#9fb6cf', a: '#3d5a80', b: '#f2b89a', c: '#fbf8f4' },
    { from: '#fbf1dc', to: '#b8cfc5', a: '#2f5d62', b: '#e8b04a', c: '#ffffff' },
    { from: '#f4cfc4', to: '#8fa3c8', a: '#4a4e7a', b: '#fbe3c6', c: '#fbf8f4' },
    { from: '#dfe9f2', to: '#7d9ab8', a: '#243b55', b: '#f6d9a8', c: '#ffffff' },
  ],
  steps: [
    { from: '#f6efe4', to: '#cfe3dc', a: '#1d6b61', b: '#c2561a', c: '#ffffff' },
    { from: '#e9eef6', to: '#c9d8ea', a: '#3d5a80', b: '#e8b04a', c: '#ffffff' },
    { from: '#fbf1dc', to: '#f2d4b8', a: '#8a4b2a', b: '#1d6b61', c: '#ffffff' },
    { from: '#e3f1ee', to: '#f4dcd3', a: '#4f5b60', b: '#f11946', c: '#ffffff' },
  ],
  circles: [
    { from: '#fbe3dc', to: '#f2b89a', a: '#c2561a', b: '#1d6b61', c: '#fbf8f4' },
    { from: '#f4e6f0', to: '#d6c3e3', a: '#8a5a7a', b: '#e8b04a', c: '#ffffff' },
    { from: '#fdf0e1', to: '#f6cfa8', a: '#d9473a', b: '#3d5a80', c: '#fbf8f4' },
    { from: '#e3f1ee', to: '#f4cfc4', a: '#1d6b61', b: '#c2561a', c: '#ffffff' },
  ],
};

const open = (w: number, h: number, cw: Colourway, angle: 'diag' | 'down' = 'diag') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
  `<defs><linearGradient id="g" x1="0" y1="0" x2="${angle === 'diag' ? 1 : 0}" y2="1">` +
  `<stop offset="0" stop-color="${cw.from}"/><stop offset="1" stop-color="${cw.to}"/></linearGradient></defs>` +
  `<rect width="${w}" height="${h}" fill="url(#g)"/>`;

const hills = (r: Rnd, fill: string, opacity: number, base: number) => {
  const y1 = base + between(r, -40, 40);
  const y2 = base + between(r, -60, 20);
  return `<path d="M0 ${y1} Q${between(r, 200, 400)} ${y1 - between(r, 40, 110)} ${between(r, 550, 650)} ${y2} T${W} ${base + between(r, -30, 30)} V${H} H0Z" fill="${fill}" opacity="${opacity}"/>`;
};

const MOTIFS: Record<string, (r: Rnd, cw: Colourway) => string> = {
  ripples(r, cw) {
    const cx = between(r, 380, 820);
    const cy = between(r, 300, 420);
    let s = `<circle cx="${cx}" cy="${cy}" r="${between(r, 70, 100)}" fill="${cw.c}" opacity=".85"/>`;
    for (let i = 1; i <= 5; i += 1) s += `<circle cx="${cx}" cy="${cy}" r="${90 + i * 70}" fill="none" stroke="${cw.b}" stroke-width="${8 - i}" opacity="${(0.75 - i * 0.11).toFixed(2)}"/>`;
    s += hills(r, cw.a, 0.25, 560) + hills(r, cw.a, 0.45, 620);
    return s;
  },
  night(r, cw) {
    const cx = between(r, 760, 980);
    const cy = between(r, 150, 240);
    const rr = between(r, 70, 95);
    let s = `<path d="M${cx} ${cy - rr}A${rr} ${rr} 0 1 0 ${cx} ${cy + rr}A${Math.round(rr * 0.72)} ${rr} 0 1 1 ${cx} ${cy - rr}Z" fill="${cw.a}"/>`;
    for (let i = 0; i < 14; i += 1) s += `<circle cx="${between(r, 40, 1160)}" cy="${between(r, 30, 360)}" r="${between(r, 2, 5)}" fill="${cw.c}" opacity="${(0.4 + r() * 0.5).toFixed(2)}"/>`;
    s += hills(r, cw.b, 0.55, 500) + hills(r, cw.from, 0.8, 590);
    return s;
  },
  waves(r, cw) {
    let s = `<circle cx="${between(r, 150, 350)}" cy="${between(r, 140, 220)}" r="${between(r, 60, 90)}" fill="${cw.c}" opacity=".7"/>`;
    for (let i = 0; i < 5; i += 1) {
      const y = 260 + i * 80 + between(r, -20, 20);
      const d = between(r, 80, 160);
      s += `<path d="M-60 ${y}C300 ${y - d} 700 ${y + d} 1260 ${y - between(r, 0, 60)}" fill="none" stroke="${i % 2 ? cw.b : cw.a}" stroke-width="${between(r, 18, 34)}" stroke-linecap="round" opacity="${(0.35 + i * 0.1).toFixed(2)}"/>`;
    }
    return s;
  },
  leaves(r, cw) {
    let s = `<circle cx="${between(r, 900, 1050)}" cy="${between(r, 140, 220)}" r="${between(r, 70, 110)}" fill="${cw.b}" opacity=".8"/>`;
    for (let i = 0; i < 6; i += 1) {
      const x = 120 + i * 170 + between(r, -30, 30);
      const y = between(r, 330, 520);
      const a = between(r, -70, 20);
      const k = (0.8 + r() * 0.7).toFixed(2);
      s += `<g transform="translate(${x} ${y}) rotate(${a}) scale(${k})"><path d="M0 0C50-70 150-70 200 0C150 70 50 70 0 0Z" fill="${cw.a}" opacity="${(0.55 + r() * 0.35).toFixed(2)}"/><path d="M10 0H190" stroke="${cw.c}" stroke-width="4" opacity=".7"/></g>`;
    }
    for (let i = 0; i < 3; i += 1) s += `<circle cx="${between(r, 100, 1100)}" cy="${between(r, 520, 630)}" r="${between(r, 26, 48)}" fill="${cw.b}" opacity=".75"/>`;
    return s;
  },
  mountains(r, cw) {
    let s = `<circle cx="${between(r, 420, 780)}" cy="${between(r, 220, 300)}" r="${between(r, 80, 120)}" fill="${cw.b}"/>`;
    for (let layer = 0; layer < 3; layer += 1) {
      const base = 470 + layer * 70;
      let d = `M0 ${H}V${base}`;
      for (let x = -100; x <= W; x += 320) d += `L${x + between(r, 120, 200)} ${base - between(r, 90, 240 - layer * 50)}L${x + 320} ${base - between(r, 0, 30)}`;
      s += `<path d="${d}V${H}Z" fill="${cw.a}" opacity="${(0.35 + layer * 0.25).toFixed(2)}"/>`;
    }
    return s;
  },
  steps(r, cw) {
    let s = `<circle cx="${between(r, 950, 1080)}" cy="${between(r, 120, 180)}" r="${between(r, 50, 70)}" fill="${cw.b}" opacity=".85"/>`;
    const n = between(r, 5, 7);
    const w = Math.floor(900 / n);
    for (let i = 0; i < n; i += 1) {
      const h = 90 + i * between(r, 45, 60);
      s += `<rect x="${150 + i * w}" y="${H - 60 - h}" width="${w - 24}" height="${h}" rx="18" fill="${cw.a}" opacity="${(0.3 + (i / n) * 0.6).toFixed(2)}"/>`;
    }
    for (let i = 0; i < 7; i += 1) s += `<circle cx="${140 + i * 150}" cy="${between(r, 90, 200)}" r="6" fill="${cw.c}" opacity=".8"/>`;
    return s;
  },
  circles(r, cw) {
    const cx = between(r, 500, 700);
    const cy = between(r, 300, 380);
    const rr = between(r, 150, 190);
    const off = between(r, 90, 130);
    let s = `<circle cx="${cx - off}" cy="${cy}" r="${rr}" fill="${cw.a}" opacity=".55"/><circle cx="${cx + off}" cy="${cy}" r="${rr}" fill="${cw.b}" opacity=".5"/>`;
    s += `<circle cx="${cx}" cy="${cy - between(r, 0, 40)}" r="${Math.round(rr * 0.35)}" fill="${cw.c}" opacity=".8"/>`;
    for (let i = 0; i < 8; i += 1) s += `<circle cx="${between(r, 40, 1160)}" cy="${between(r, 40, 635)}" r="${between(r, 8, 22)}" fill="${cw.c}" opacity="${(0.3 + r() * 0.4).toFixed(2)}"/>`;
    return s;
  },
};

const CATEGORY_MOTIF: Record<string, string> = {
  'mindfulness-meditation': 'ripples',
  'sleep-rest': 'night',
  'movement-yoga': 'waves',
  nutrition: 'leaves',
  'stress-resilience': 'mountains',
  'productivity-habits': 'steps',
  'relationships-communication': 'circles',
};

function cover(motif: string, variant: number, seed: number, extra?: string): string {
  const cw = COLOURWAYS[motif]![variant % 4]!;
  const r = seededRandom(seed);
  return `${open(W, H, cw, motif === 'night' ? 'down' : 'diag')}${MOTIFS[motif]!(r, cw)}${extra ? MOTIFS[extra]!(r, cw) : ''}</svg>\n`;
}

function write(rel: string, svg: string) {
  const file = path.join(OUT, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, svg);
  const size = Buffer.byteLength(svg);
  if (size > 2048) console.warn(`${rel} is ${size} bytes (over 2 KB)`);
  return size;
}

// Course covers: four per category.
let seed = 1;
for (const [category, motif] of Object.entries(CATEGORY_MOTIF)) {
  for (let n = 1; n <= 4; n += 1) write(`courses/${category}-${n}.svg`, cover(motif, n - 1, (seed += 1) * 7919));
}
write('courses/placeholder.svg', cover('ripples', 1, 11));

// Bundle covers.
write('bundles/calm-mind-deep-sleep.svg', cover('night', 2, 101));
write('bundles/strong-body-steady-energy.svg', cover('leaves', 1, 202));
write('bundles/thrive-at-work.svg', cover('steps', 0, 303));
write('bundles/placeholder.svg', cover('circles', 3, 12));

// Blog covers.
const BLOG: [string, string, number][] = [
  ['ten-minutes-of-meditation-is-enough', 'ripples', 3],
  ['sleep-hygiene-is-not-enough', 'night', 1],
  ['movement-snacks', 'waves', 1],
  ['steady-energy-afternoon', 'leaves', 3],
  ['no-such-thing-as-naturally-resilient', 'mountains', 3],
  ['restart-a-dropped-habit', 'steps', 2],
  ['the-art-of-repair', 'circles', 2],
  ['a-gentle-digital-sunset', 'mountains', 2],
];
BLOG.forEach(([slug, motif, variant], i) => write(`blog/${slug}.svg`, cover(motif, variant, 500 + i * 31)));
write('blog/placeholder.svg', cover('waves', 2, 13));

// Avatars: a neutral silhouette, and six variations (hair shape and colours) for testimonials.
type Hair = 'none' | 'short' | 'long' | 'bun' | 'curly' | 'wavy';
const CAP = 'M80 114C76 38 180 38 176 114C170 92 150 82 128 82C106 82 86 92 80 114Z';
function avatar(bg: string, skin: string, hair: string, style: Hair, shirt = skin): string {
  const hairShape: Record<Hair, string> = {
    none: '',
    short: `<path d="${CAP}" fill="${hair}"/>`,
    long: `<path d="M80 112C76 36 180 36 176 112L184 196C168 180 164 150 164 124C150 90 106 90 92 124C92 150 88 180 72 196Z" fill="${hair}"/>`,
    bun: `<circle cx="128" cy="54" r="22" fill="${hair}"/><path d="${CAP}" fill="${hair}"/>`,
    curly: [84, 100, 118, 138, 156, 172].map((x, i) => `<circle cx="${x}" cy="${i === 0 || i === 5 ? 100 : 76 + (i % 2) * 6}" r="18" fill="${hair}"/>`).join(''),
    wavy: `<path d="M80 118C74 38 182 38 176 118C168 104 162 112 152 94C142 106 128 92 118 104C106 90 94 106 80 118Z" fill="${hair}"/>`,
  };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">` +
    `<rect width="256" height="256" fill="${bg}"/>` +
    `<path d="M40 256C40 196 80 168 128 168S216 196 216 256Z" fill="${shirt}" opacity=".9"/>` +
    `<circle cx="128" cy="110" r="46" fill="${skin}"/>${hairShape[style]}</svg>\n`
  );
}
write('avatars/default.svg', avatar('#e3f1ee', '#7fa9a1', '#1d6b61', 'none'));
const PEOPLE: [string, string, string, Hair, string][] = [
  ['#f4dcd3', '#e0ac8c', '#6b3a24', 'long', '#1d6b61'],
  ['#e3f1ee', '#a8724f', '#1f1a17', 'short', '#3d5a80'],
  ['#fbf1dc', '#6e4a33', '#1a1210', 'curly', '#c2561a'],
  ['#dfe9f2', '#f0c7a8', '#c9a067', 'wavy', '#4f5b60'],
  ['#f4e6f0', '#c68c68', '#2b1a14', 'bun', '#8a5a7a'],
  ['#eef3e2', '#eec3a3', '#d9d4cc', 'short', '#6b8f3a'],
];
PEOPLE.forEach(([bg, skin, hair, style, shirt], i) => write(`avatars/testimonial-${i + 1}.svg`, avatar(bg, skin, hair, style, shirt)));

console.log(`Artwork written to ${path.relative(process.cwd(), OUT)}`);
