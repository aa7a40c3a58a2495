import { decodeHtml } from '../decode.ts';
import { extract } from '../extract.ts';
import {
  type ParserId,
  type SourceProduct,
  sourceProductSchema,
  type WarningCode,
} from '../source-product.ts';
import { compareFields, type FieldCheck, missingWarnings } from './compare-fields.ts';
import type { Fixture } from './load-fixtures.ts';

/** What one fixture page yielded, checked against its expectations. */
export interface FixtureOutcome {
  id: string;
  expectedParser: ParserId;
  actualParser: ParserId;
  checks: FieldCheck[];
  missingWarnings: WarningCode[];
  /** `sourceProductSchema` issues of the result (empty when valid). */
  schemaIssues: string[];
  /** Milliseconds spent in `extract` (decoding excluded); informative only. */
  extractMs: number;
  product: SourceProduct;
}

/** Runs a fixture the way the server does (decode the bytes with the header, then `extract`) and checks the result. */
export function evaluateFixture(fixture: Fixture): FixtureOutcome {
  const { html } = decodeHtml(fixture.bytes, fixture.contentType);
  const started = performance.now();
  const product = extract(html, fixture.url);
  const extractMs = performance.now() - started;
  const validation = sourceProductSchema.safeParse(product);
  return {
    id: fixture.id,
    expectedParser: fixture.parser,
    actualParser: product.parser,
    checks: compareFields(fixture.expected, product, fixture.required),
    missingWarnings: missingWarnings(fixture.expected.warnings ?? [], product),
    schemaIssues: validation.success
      ? []
      : validation.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    extractMs,
    product,
  };
}
