import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decodeHtml } from '../decode.ts';
import { extract } from '../extract.ts';
import { sourceProductSchema, warningCodeSchema } from '../source-product.ts';

const fixtureDir = join(import.meta.dirname, '../../fixtures/generic');

const fixtureSchema = z.object({
  url: z.string(),
  contentType: z.string().nullable(),
  parser: z.string(),
  description: z.string(),
  expected: z.record(z.string(), z.unknown()),
  required: z.array(z.enum(['name', 'salePrice', 'image'])).optional(),
});

const fixtures = readdirSync(fixtureDir)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => {
    const spec = fixtureSchema.parse(JSON.parse(readFileSync(join(fixtureDir, file), 'utf8')));
    const bytes = readFileSync(join(fixtureDir, file.replace(/\.json$/, '.html')));
    return { name: file.replace(/\.json$/, ''), spec, bytes };
  });

describe('generic fixture pages (no site adapter)', () => {
  it('has at least ten pages', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(10);
  });

  it.each(fixtures)('$name', ({ spec, bytes }) => {
    const { html } = decodeHtml(bytes, spec.contentType);
    const result = extract(html, spec.url);
    expect(sourceProductSchema.safeParse(result).success).toBe(true);
    expect(result.parser).toBe(spec.parser);

    const { warnings, ...fields } = spec.expected;
    expect(result).toMatchObject(fields);
    const codes = result.warnings.map((warning) => warning.code);
    for (const code of z.array(warningCodeSchema).parse(warnings ?? [])) expect(codes).toContain(code);

    for (const field of spec.required ?? ['name', 'salePrice', 'image']) {
      const value = field === 'image' ? (result.images[0] ?? null) : result[field];
      expect(value, field).not.toBeNull();
    }
  });
});
