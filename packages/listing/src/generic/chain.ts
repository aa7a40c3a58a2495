import type { GenericExtractor } from '../adapter.ts';
import { jsonLdExtractor } from './jsonld.ts';
import { microdataExtractor } from './microdata.ts';
import { openGraphExtractor } from './opengraph.ts';
import { pageLayoutExtractor } from './page-layout.ts';
import { priceTextExtractor } from './price-text.ts';
import { titleExtractor } from './title.ts';

/** The generic extractors in the order their fields win: JSON-LD, microdata, OpenGraph, price text, page layout (description container, option selects), title. */
export const GENERIC_EXTRACTORS: readonly GenericExtractor[] = [
  jsonLdExtractor,
  microdataExtractor,
  openGraphExtractor,
  priceTextExtractor,
  pageLayoutExtractor,
  titleExtractor,
];
