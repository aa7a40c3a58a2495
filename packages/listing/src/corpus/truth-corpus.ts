import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * A page corpus in the external "real pages with truth" format (`docs/corpus-format.md`): `manifest-*.json` arrays
 * describe saved pages under `pages/`, `truth-*.json` hold what a careful seller reads off each page.
 */

const manifestEntrySchema = z.object({
  file: z.string().min(1),
  url: z.string().min(1),
  contentType: z.string().nullable().optional(),
  note: z.string().nullable().optional(),
  repo: z.string().nullable().optional(),
  license: z.string().nullable().optional(),
});

/** One alternative list: an image URL must contain any of these strings. */
const imageNeedleSchema = z.union([z.string(), z.array(z.string()).min(1)]);

export const pageTruthSchema = z.object({
  name: z
    .object({
      mustInclude: z.array(z.string()).default([]),
      mustIncludeAlt: z.array(z.string()).optional(),
      mustNotInclude: z.array(z.string()).default([]),
    })
    .nullable()
    .optional(),
  price: z.number().nonnegative().nullable().optional(),
  listPrice: z.number().nullable().optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable()
    .optional(),
  options: z.number().int().nonnegative().nullable().optional(),
  optionsSoldOut: z.number().int().nonnegative().nullable().optional(),
  optionPrices: z.array(z.number()).nullable().optional(),
  images: z
    .object({
      min: z.number().int().nonnegative().default(1),
      mustInclude: z.array(imageNeedleSchema).default([]),
      mustNotInclude: z.array(z.string()).default([]),
    })
    .nullable()
    .optional(),
  shipping: z
    .object({ fee: z.number().nonnegative().nullable(), freeOver: z.number().nonnegative().nullable() })
    .nullable()
    .optional(),
  unsure: z.array(z.string()).default([]),
  note: z.string().optional(),
});
/** What the labeller read off one page. */
export type PageTruth = z.infer<typeof pageTruthSchema>;

/** One page of the corpus: where it is, how to decode it, the URL it had, and its truth. */
export interface TruthPage {
  file: string;
  /** Site family from the file name (`a-cafe24-3.html` → `cafe24`). */
  family: string;
  /** True when the file is a page made around embedded state (`WRAPPER` in the manifest note). */
  wrapper: boolean;
  url: string;
  contentType: string | null;
  bytes: Uint8Array;
  truth: PageTruth;
}

function jsonFiles(dir: string, prefix: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.startsWith(prefix) && name.endsWith('.json'))
    .sort();
}

/** True when `dir` holds a corpus in this format (at least one manifest and one truth file). */
export function isTruthCorpus(dir: string): boolean {
  try {
    return jsonFiles(dir, 'manifest-').length > 0 && jsonFiles(dir, 'truth-').length > 0;
  } catch {
    return false;
  }
}

/** `a-cafe24-3.html` → `cafe24`; a name without the `x-family-n` shape is its own family. */
export function familyOf(file: string): string {
  const base = file.replace(/\.html?$/i, '');
  const parts = base.split('-');
  if (parts.length >= 3 && /^\d+$/.test(parts.at(-1) ?? '')) return parts.slice(1, -1).join('-');
  return base;
}

/**
 * Reads every manifest and truth file under `dir` and pairs them. Throws one error listing every problem (a page with
 * no truth, a truth with no page, invalid JSON), so a broken corpus cannot quietly score fewer pages.
 */
export function loadTruthCorpus(dir: string): TruthPage[] {
  const problems: string[] = [];
  const truths = new Map<string, PageTruth>();
  for (const name of jsonFiles(dir, 'truth-')) {
    const raw = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { pages?: Record<string, unknown> };
    for (const [file, value] of Object.entries(raw.pages ?? {})) {
      const parsed = pageTruthSchema.safeParse(value);
      if (parsed.success) truths.set(file, parsed.data);
      else problems.push(`${name} ${file}: ${z.prettifyError(parsed.error)}`);
    }
  }
  const pages: TruthPage[] = [];
  for (const name of jsonFiles(dir, 'manifest-')) {
    const entries = z.array(manifestEntrySchema).safeParse(JSON.parse(readFileSync(join(dir, name), 'utf8')));
    if (!entries.success) {
      problems.push(`${name}: ${z.prettifyError(entries.error)}`);
      continue;
    }
    for (const entry of entries.data) {
      const truth = truths.get(entry.file);
      if (truth === undefined) {
        problems.push(`${name} ${entry.file}: no truth`);
        continue;
      }
      truths.delete(entry.file);
      pages.push({
        file: entry.file,
        family: familyOf(entry.file),
        wrapper: /\bWRAPPER\b/.test(entry.note ?? ''),
        url: entry.url,
        contentType: entry.contentType ?? null,
        bytes: new Uint8Array(readFileSync(join(dir, 'pages', entry.file))),
        truth,
      });
    }
  }
  for (const file of truths.keys()) problems.push(`${file}: truth without a manifest entry`);
  if (problems.length > 0) throw new Error(`Broken corpus ${dir}:\n  ${problems.join('\n  ')}`);
  return pages.sort((a, b) => a.file.localeCompare(b.file, 'en', { numeric: true }));
}
