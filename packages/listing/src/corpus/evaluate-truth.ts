import { decodeHtml } from '../decode.ts';
import { toProductDetails } from '../details/to-product-details.ts';
import { extract } from '../extract.ts';
import { scoreAgainstTruth } from './score-truth.ts';
import type { TruthPage } from './truth-corpus.ts';
import type { PageOutcome } from './truth-report.ts';

/** Runs one corpus page the way the server does (decode with the header, extract, build the draft) and scores it. */
export function evaluateTruthPage(page: TruthPage): PageOutcome {
  const { html } = decodeHtml(page.bytes, page.contentType);
  const started = performance.now();
  const source = extract(html, page.url);
  const extractMs = performance.now() - started;
  const draft = toProductDetails(source);
  return {
    page: { file: page.file, family: page.family, wrapper: page.wrapper },
    scores: scoreAgainstTruth(page.truth, { source, wonPrice: draft.price }),
    extractMs,
  };
}
