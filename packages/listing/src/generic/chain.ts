import type { GenericExtractor } from '../adapter.ts';
import { appStateExtractor } from './app-state.ts';
import { jsonLdExtractor } from './jsonld.ts';
import { microdataExtractor } from './microdata.ts';
import { openGraphExtractor } from './opengraph.ts';
import { pageGalleryExtractor } from './page-gallery.ts';
import { pageLayoutExtractor } from './page-layout.ts';
import { priceTextExtractor } from './price-text.ts';
import { productHeadingExtractor } from './product-heading.ts';
import { titleExtractor } from './title.ts';

/** The generic extractors in the order their fields win: JSON-LD, microdata, the page's product heading, OpenGraph, price text, page layout (description container, option selects), title. */
export const GENERIC_EXTRACTORS: readonly GenericExtractor[] = [
  jsonLdExtractor,
  microdataExtractor,
  productHeadingExtractor,
  openGraphExtractor,
  priceTextExtractor,
  pageLayoutExtractor,
  appStateExtractor,
  pageGalleryExtractor,
  titleExtractor,
];
