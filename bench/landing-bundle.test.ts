import { describe, expect, it } from 'vitest';
import { landingScripts } from './landing-bundle.ts';

describe('landingScripts', () => {
  it('lists the entry script and its modulepreloads once each', () => {
    const html = `<script type="module" crossorigin src="/assets/index-a.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-b.js"><link rel="stylesheet" href="/assets/index.css">
<link rel="modulepreload" href="/assets/index-a.js">`;
    expect(landingScripts(html)).toEqual(['/assets/index-a.js', '/assets/vendor-b.js']);
  });
});
