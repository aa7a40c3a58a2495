import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchResult } from './benchmark.ts';

/** Script and modulepreload URLs the landing page's HTML makes the browser fetch before anything else. */
export function landingScripts(indexHtml: string): string[] {
  const urls = new Set<string>();
  for (const match of indexHtml.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) if (match[1]) urls.add(match[1]);
  for (const match of indexHtml.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) {
    if (match[1]) urls.add(match[1]);
  }
  return [...urls];
}

/** Gzipped size of the JavaScript the landing page loads, and proof that my-page code is not part of it. */
export function measureLandingBundle(webDist: string): BenchResult {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const scripts = landingScripts(html);
  const sources = scripts.map((url) => readFileSync(join(webDist, url.replace(/^\//, ''))));
  const gzipped = sources.reduce((sum, source) => sum + gzipSync(source, { level: 9 }).length, 0);
  // Vite's build report counts 1 kB = 1000 bytes at the default gzip level; shown beside ours for comparison.
  const viteKb = sources.reduce((sum, source) => sum + gzipSync(source).length, 0) / 1000;
  // The account area's side navigation label only exists in the lazily loaded my-page chunk.
  const myPageInLanding = sources.some((source) => source.toString('utf8').includes('data-my-page-shell'));
  return {
    figure: 'Landing page JavaScript (gzip)',
    target: 100,
    measured: gzipped / 1024,
    unit: 'KB',
    detail: `${scripts.length} file(s), 1 KB = 1024 B at gzip -9 (Vite's report: ${viteKb.toFixed(1)} kB); my-page code ${myPageInLanding ? 'INCLUDED (should be a separate chunk)' : 'in separate chunks'}`,
  };
}
