import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  noticeSchema,
  optionVariantSchema,
  parserIdSchema,
  priceTierSchema,
  sourceFieldsSchema,
  warningCodeSchema,
} from '../source-product.ts';

/** Where the corpus lives: packages/listing/fixtures/<group>/<name>.html + <name>.json. */
export const FIXTURES_ROOT = fileURLToPath(new URL('../../fixtures/', import.meta.url));

/** Pages may pad themselves to this size at most (a little above the 6 MB `extract` cut). */
const maxPadTo = 8_000_000;

/**
 * Expected fields: a subset of `SourceFields`, where nested objects list only the keys worth checking.
 * Strict at every level so a misspelt key fails loudly instead of silently checking nothing.
 */
export const expectedFieldsSchema = z
  .strictObject({
    ...sourceFieldsSchema.shape,
    priceRange: z.strictObject(sourceFieldsSchema.shape.priceRange.unwrap().shape).partial().nullable(),
    tiers: z.array(z.strictObject(priceTierSchema.shape).partial()),
    options: z
      .strictObject({
        groups: z.array(z.string()),
        variants: z.array(z.strictObject(optionVariantSchema.shape).partial()),
      })
      .partial()
      .nullable(),
    notices: z.array(z.strictObject(noticeSchema.shape).partial()),
    warnings: z.array(warningCodeSchema),
  })
  .partial();
/** What a fixture expects `extract` to find (plus warning codes that must be present). */
export type ExpectedFields = z.infer<typeof expectedFieldsSchema>;

/** A required check: a field name, or `image` for the representative image (`images[0]`). */
export const requiredFieldSchema = z.union([sourceFieldsSchema.keyof(), z.literal('image')]);
export type RequiredField = z.infer<typeof requiredFieldSchema>;

/** Fields every product page must yield, unless the fixture says otherwise (`[]` for non-product pages). */
export const DEFAULT_REQUIRED: readonly RequiredField[] = ['name', 'salePrice', 'image'];

function hasValue(value: unknown): boolean {
  return value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);
}

export const fixtureSpecSchema = z
  .strictObject({
    url: z.url(),
    contentType: z.string().nullable(),
    parser: parserIdSchema,
    description: z.string().min(1),
    expected: expectedFieldsSchema,
    required: z.array(requiredFieldSchema).default([...DEFAULT_REQUIRED]),
    padTo: z.number().int().positive().max(maxPadTo).optional(),
  })
  .superRefine((spec, context) => {
    for (const field of spec.required) {
      const value = field === 'image' ? spec.expected.images?.[0] : spec.expected[field];
      if (!hasValue(value)) {
        context.addIssue({
          code: 'custom',
          path: ['required'],
          message: `required "${field}" needs a non-empty expected ${field === 'image' ? 'images[0]' : field}`,
        });
      }
    }
  });
/** The parsed `<name>.json` of one fixture. */
export type FixtureSpec = z.infer<typeof fixtureSpecSchema>;

/** One corpus page: its id (`<group>/<name>`), its bytes (already padded) and its expectations. */
export interface Fixture extends FixtureSpec {
  id: string;
  group: string;
  bytes: Uint8Array;
}

/** Where the loader puts filler when a page asks for it; otherwise filler goes before the last `</body>`. */
export const PAD_MARKER = '<!--pad-->';
const fillerBlock =
  '<div class="filler"><p>Filler paragraph for page size tests. Lorem ipsum dolor sit amet, consectetur.</p></div>\n';

/**
 * Pads a page with inert ASCII markup to exactly `padTo` bytes (no-op when already that large). The filler goes at
 * `<!--pad-->` when present, else before the last `</body>`, else at the end; ASCII keeps any Korean encoding intact.
 */
export function padHtmlBytes(bytes: Uint8Array, padTo: number): Uint8Array {
  const missing = padTo - bytes.length;
  if (missing <= 0) return bytes;
  const filler = Buffer.from(
    fillerBlock.repeat(Math.floor(missing / fillerBlock.length)) + ' '.repeat(missing % fillerBlock.length),
    'latin1',
  );
  // latin1 maps byte n to char n, so string offsets are byte offsets.
  const text = Buffer.from(bytes).toString('latin1');
  const marker = text.indexOf(PAD_MARKER);
  const bodyEnd = text.toLowerCase().lastIndexOf('</body>');
  const at = marker !== -1 ? marker : bodyEnd !== -1 ? bodyEnd : bytes.length;
  return Buffer.concat([bytes.subarray(0, at), filler, bytes.subarray(at)]);
}

function listFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split(sep).join('/'))
    .sort();
}

/**
 * Reads every fixture under `root` (html + json pairs), validates the JSON and applies `padTo`.
 * Throws one error listing every problem (unpaired file, invalid JSON) so a broken fixture cannot pass silently.
 */
export function loadFixtures(root: string = FIXTURES_ROOT): Fixture[] {
  const files = listFiles(root);
  const htmlFiles = new Set(files.filter((path) => path.endsWith('.html')).map((path) => path.slice(0, -5)));
  const jsonFiles = new Set(files.filter((path) => path.endsWith('.json')).map((path) => path.slice(0, -5)));
  const problems: string[] = [];
  const fixtures: Fixture[] = [];
  for (const id of htmlFiles) if (!jsonFiles.has(id)) problems.push(`${id}: ${id}.html has no ${id}.json`);
  for (const id of jsonFiles) {
    if (!htmlFiles.has(id)) {
      problems.push(`${id}: ${id}.json has no ${id}.html`);
      continue;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(root, `${id}.json`), 'utf8'));
    } catch (error) {
      problems.push(`${id}: invalid JSON (${error instanceof Error ? error.message : String(error)})`);
      continue;
    }
    const parsed = fixtureSpecSchema.safeParse(raw);
    if (!parsed.success) {
      problems.push(`${id}: ${z.prettifyError(parsed.error).replace(/\n/g, '\n    ')}`);
      continue;
    }
    const bytes = new Uint8Array(readFileSync(join(root, `${id}.html`)));
    const group = id.includes('/') ? id.slice(0, id.indexOf('/')) : '';
    fixtures.push({
      ...parsed.data,
      id,
      group,
      bytes: parsed.data.padTo === undefined ? bytes : padHtmlBytes(bytes, parsed.data.padTo),
    });
  }
  if (problems.length > 0) {
    throw new Error(
      `Broken fixtures under ${relative(process.cwd(), root) || root}:\n  ${problems.join('\n  ')}`,
    );
  }
  return fixtures;
}
