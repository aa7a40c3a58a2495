import type { GenericExtractor } from '../adapter.ts';
import { isRecord } from '../embedded-json.ts';
import type { Page } from '../page.ts';
import type { PartialFields } from '../source-product.ts';
import { collectSchemaNodes, parseJsonLenient, type SchemaGraph } from './jsonld-parse.ts';
import { pickProduct, productFields } from './schema-product.ts';
import { hasType, listOf, nameOf, type Resolve, resolverFor, textOf } from './schema-values.ts';

const jsonLdTypes = new Set(['application/ld+json', 'application/json+ld']);

/** Breadcrumb entries that are not a category ("홈", "Home"). */
const homeCrumb = /^(?:홈|home|메인|main|top)$/i;

/** Parses every JSON-LD script of the page (tolerantly) into one graph of typed nodes. */
export function jsonLdGraph(page: Page): SchemaGraph {
  const blocks = page
    .scripts()
    .filter((script) => jsonLdTypes.has(script.type.split(';')[0]?.trim() ?? ''))
    .map((script) => parseJsonLenient(script.text))
    .filter((value) => value !== undefined);
  return collectSchemaNodes(blocks);
}

/** Category path from a BreadcrumbList: items by position, home and the product's own name left out. */
function breadcrumbCategory(
  graph: SchemaGraph,
  productName: string | null | undefined,
  resolve: Resolve,
): string[] {
  const list = graph.nodes.find(({ node }) => hasType(node, 'breadcrumblist'))?.node;
  if (list === undefined) return [];
  const entries = listOf(list.itemListElement)
    .map((raw) => resolve(raw))
    .filter(isRecord)
    .map((entry, index) => {
      const position = typeof entry.position === 'number' ? entry.position : Number(entry.position ?? index);
      const item = resolve(entry.item);
      const name = textOf(entry.name) ?? (isRecord(item) ? nameOf(item, resolve) : null);
      return { position: Number.isFinite(position) ? position : index, name };
    })
    .sort((a, b) => a.position - b.position)
    .map(({ name }) => name)
    .filter((name): name is string => name !== null && !homeCrumb.test(name));
  const withoutProduct = entries.at(-1) === productName ? entries.slice(0, -1) : entries;
  return withoutProduct.slice(0, 10);
}

/** Reads the page's JSON-LD Product (or ProductGroup with variants); breadcrumbs fill a missing category. */
export const jsonLdExtractor: GenericExtractor = {
  id: 'jsonld',
  extract(page): PartialFields {
    const graph = jsonLdGraph(page);
    if (graph.nodes.length === 0) return {};
    const resolve = resolverFor(graph.byId);
    const product = pickProduct(graph.nodes);
    if (product === undefined) return {};
    const fields = productFields(product, page, resolve);
    if (fields.category === undefined) {
      const category = breadcrumbCategory(graph, fields.name, resolve);
      if (category.length > 0) fields.category = category;
    }
    return fields;
  },
};
