import type { Page } from './page.ts';
import type { ExtractorId, ExtractWarning, ParserId, PartialFields, SourceField } from './source-product.ts';

/** What a site adapter found on a page. */
export interface AdapterResult {
  fields: PartialFields;
  warnings?: ExtractWarning[];
}

/** A parser for one site (or site engine), chosen by host or, for shops on their own domains, by page fingerprint. */
export interface SiteAdapter {
  readonly id: Exclude<ParserId, 'generic'>;
  /** The site's name as sellers say it (Korean), shown wherever a parser is named. */
  readonly displayName: string;
  /** True when `host` (lower case, no `www.`/`m.`) belongs to the site. */
  matchesHost(host: string): boolean;
  /** True when the page carries the site's markup fingerprint (custom shop domains, the sandbox shop). */
  matchesPage(page: Page): boolean;
  extract(page: Page): AdapterResult;
}

/** One generic extractor (JSON-LD, microdata, OpenGraph, price text, title), run on every page in a fixed order. */
export interface GenericExtractor {
  readonly id: ExtractorId;
  /** The fields it can fill: when earlier results already hold all of them, it is not run (pages are big). */
  readonly provides?: readonly SourceField[];
  extract(page: Page): PartialFields;
  /**
   * What the seller should know about a field this extractor filled (e.g. a member price was passed over). Read
   * after `extract`; a note counts only when this extractor's value won its field.
   */
  notes?(page: Page): readonly FieldNote[];
}

/** A warning about one field, shown when the field's value came from the extractor that wrote it. */
export interface FieldNote {
  field: SourceField;
  warning: ExtractWarning;
}
