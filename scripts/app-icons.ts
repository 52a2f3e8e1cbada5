// `node scripts/app-icons.ts`: draws the app's icons (docs/rules/app.md) from public/favicon.svg into
// public/icons/: 192 and 512 px, a 512 px maskable one (the logo inside the safe zone on the brand
// colour, so a launcher's mask never cuts it) and the 180 px apple-touch-icon. The PNGs are committed.
import fs from 'node:fs';
import sharp from 'sharp';

const svg = fs.readFileSync('public/favicon.svg');
const BRAND = '#1d6b61';
fs.mkdirSync('public/icons', { recursive: true });

const drawn = (size: number) => sharp(svg, { density: Math.ceil((72 * size) / 32) }).resize(size, size).png();

await drawn(192).toFile('public/icons/icon-192.png');
await drawn(512).toFile('public/icons/icon-512.png');
// Maskable: the logo at 70% (inside the 80% safe circle) on a full square of the brand colour.
const inner = await drawn(358).toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: BRAND } }).composite([{ input: inner, gravity: 'center' }]).png().toFile('public/icons/maskable-512.png');
// Apple draws its own rounded corners on a full square.
const apple = await drawn(150).toBuffer();
await sharp({ create: { width: 180, height: 180, channels: 4, background: BRAND } }).composite([{ input: apple, gravity: 'center' }]).png().toFile('public/icons/apple-touch-icon.png');
console.log('icons written to public/icons/');
