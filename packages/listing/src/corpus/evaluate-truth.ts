import { defaultExchangeRateTable } from '@ollida/contracts/exchange-rates';
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
  const draft = toProductDetails(source, { exchangeRates: defaultExchangeRateTable });
  return {
    page: { file: page.file, family: page.family, wrapper: page.wrapper },
    // A foreign page without a rate is refused (shown as "no price in won"), not shown as 0원.
    scores: scoreAgainstTruth(page.truth, {
      source,
      wonPrice: draft.foreignPrice?.wonPerUnit === null ? null : draft.price,
    }),
    extractMs,
  };
}
