// usage: node .shot.tmp.mjs /path1,/path2 [widths] [who]
import { chromium } from 'playwright';
const base = 'http://localhost:4414';
const paths = process.argv[2].split(',');
const widths = (process.argv[3] ?? '390,1280').split(',').map(Number);
const email = process.argv[4] ?? 'member@wellspring.example';
const password = process.argv[5] ?? 'wellspring-demo';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext();
const res = await ctx.request.post(base + '/v1/auth/login', { data: { email, password } });
const { data } = await res.json();
const page = await ctx.newPage();
await page.goto(base + '/');
await page.evaluate((s) => localStorage.setItem('root', JSON.stringify({ version: 1, session: s })), { token: data.token, isLoggedIn: true, user: data.user, isSubscribed: false, subscription: null });
for (const w of widths) {
  await page.setViewportSize({ width: w, height: 900 });
  for (const p of paths) {
    await page.goto(base + p);
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForTimeout(500);
    const name = `/tmp/rp/shot${p.replace(/[^a-z0-9]+/gi, '_')}_${w}.png`;
    await page.screenshot({ path: name, fullPage: true });
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log(name, 'scrollWidth', sw);
  }
}
await b.close();
