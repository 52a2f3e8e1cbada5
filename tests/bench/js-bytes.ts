// JavaScript a page ships: every script the browser loads while opening the page (module scripts and
// their imports), plus inline scripts, as gzip bytes. The Partytown worker files (/~partytown/) are
// counted apart, as the budget excludes them. JSON-LD is data, not script, and is not counted.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export type JsBytes = { gzipBytes: number; externalGzip: number; inlineGzip: number; files: number; partytownGzip: number };

/**
 * Bytes on the wire when the server is asked for gzip. Files under the server's compression
 * threshold (1 KB) come uncompressed and count as sent.
 */
function gzipTransferSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let size = 0;
        res.on('data', (chunk: Buffer) => (size += chunk.length));
        res.on('end', () => resolve(size));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

export async function measureJs(browser: Browser, url: string): Promise<JsBytes> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.add(req.url());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((s) => !['application/ld+json', 'application/json'].includes((s as HTMLScriptElement).type))
      .map((s) => s.textContent ?? ''),
  );
  await context.close();
  let externalGzip = 0;
  let partytownGzip = 0;
  let files = 0;
  for (const src of scripts) {
    // Partytown starts its web worker from a blob: URL made from the files it fetched; not a download.
    if (!src.startsWith('http')) continue;
    const size = await gzipTransferSize(src);
    if (new URL(src).pathname.startsWith('/~partytown/')) partytownGzip += size;
    else {
      externalGzip += size;
      files += 1;
    }
  }
  const inlineGzip = inline.reduce((sum, text) => sum + gzipSync(text).length, 0);
  return { gzipBytes: externalGzip + inlineGzip, externalGzip, inlineGzip, files, partytownGzip };
}

/**
 * What Partytown itself weighs (gzip), from the build: its service worker, sandbox page and worker
 * scripts load in the background, outside the page's own scripts, and are not counted in the budget.
 */
export function partytownGzipFromBuild(dist: string): number {
  const dir = path.join(dist, 'client', '~partytown');
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((f) => f.isFile())
    .reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(dir, f.name))).length, 0);
}
