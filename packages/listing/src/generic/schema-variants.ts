import { isRecord } from '../embedded-json.ts';
import type { OptionVariant, ProductOptions } from '../source-product.ts';
import type { SchemaNode } from './jsonld-parse.ts';
import { type OfferBudget, type OfferSummary, summariseOffers } from './schema-offers.ts';
import { listOf, nameOf, type Resolve, textOf } from './schema-values.ts';

/** Korean group names for the variant properties schema.org defines (the seller sees these). */
const groupLabels: Record<string, string> = {
  color: '색상',
  size: '사이즈',
  material: '소재',
  pattern: '패턴',
  suggestedage: '연령',
  suggestedgender: '성별',
};

/** Properties a variant commonly varies by when the group does not say (`variesBy` missing). */
const commonAxes = ['color', 'size', 'material', 'pattern'];

const maxVariants = 2_000;
const maxGroups = 10;

/** One variant Product with its offer summary. */
export interface SchemaVariant {
  node: SchemaNode;
  offers: OfferSummary;
}

/** The variant Products of a ProductGroup (`hasVariant`), references resolved; their offers share `budget`. */
export function variantsOf(group: SchemaNode, resolve: Resolve, budget: OfferBudget): SchemaVariant[] {
  return listOf(group.hasVariant)
    .slice(0, maxVariants)
    .map((item) => resolve(item))
    .filter(isRecord)
    .map((node) => ({ node, offers: summariseOffers(node.offers, resolve, budget) }));
}

/** Local property names the group varies by: `variesBy` ("https://schema.org/color" → "color"), else guessed. */
function axesOf(group: SchemaNode, variants: readonly SchemaVariant[]): string[] {
  const declared = listOf(group.variesBy)
    .map((value) => textOf(value))
    .filter((value): value is string => value !== null)
    .map((value) => value.replace(/\/+$/, '').replace(/^.*[/#:]/, ''));
  if (declared.length > 0) return declared.slice(0, maxGroups);
  return commonAxes.filter((axis) => variants.some(({ node }) => node[axis] !== undefined));
}

/** A variant's value on one axis: the property itself, or an `additionalProperty` PropertyValue of that name. */
function axisValue(node: SchemaNode, axis: string, resolve: Resolve): string | null {
  const direct = Object.entries(node).find(([key]) => key.toLowerCase() === axis.toLowerCase())?.[1];
  const value = direct === undefined ? null : nameOf(direct, resolve);
  if (value !== null) return value;
  for (const raw of listOf(node.additionalProperty)) {
    const property = resolve(raw);
    if (!isRecord(property)) continue;
    const name = textOf(property.name)?.toLowerCase();
    if (name === axis.toLowerCase()) return textOf(property.value);
  }
  return null;
}

/** A variant's name without the group's name in front ("티셔츠 - 블랙 / L" → "블랙 / L"). */
function shortName(node: SchemaNode, groupName: string | null): string | null {
  const name = textOf(node.name) ?? textOf(node.sku);
  if (name === null || groupName === null || !name.startsWith(groupName)) return name;
  const rest = name
    .slice(groupName.length)
    .replace(/^[\s\-–—:,/|()[\]]+/, '')
    .replace(/[)\]]$/, '')
    .trim();
  return rest === '' ? name : rest;
}

/** The list itself when no entry is null, else null. */
function allPresent<T>(values: readonly (T | null)[]): T[] | null {
  const present = values.filter((value): value is T => value !== null);
  return present.length === values.length ? present : null;
}

/** Values of each variant on the given axes; null when one of them lacks a value. */
function valuesOnAxes(variants: readonly SchemaVariant[], axes: readonly string[], resolve: Resolve) {
  return allPresent(
    variants.map(({ node }) => allPresent(axes.map((axis) => axisValue(node, axis, resolve)))),
  );
}

/**
 * Options of a ProductGroup: groups from `variesBy` (Korean names for schema.org properties), one variant per
 * `hasVariant` Product with its price as a delta over the cheapest variant. Without readable axes the variant
 * names become the values of a single "옵션" group.
 */
export function optionsOf(
  group: SchemaNode,
  variants: readonly SchemaVariant[],
  basePrice: number | null,
  resolve: Resolve,
): ProductOptions | null {
  if (variants.length === 0) return null;
  const axes = axesOf(group, variants);
  const onAxes = axes.length > 0 ? valuesOnAxes(variants, axes, resolve) : null;
  const groupName = textOf(group.name);
  const names = allPresent(variants.map(({ node }) => shortName(node, groupName)));
  let groups: string[];
  let rows: string[][];
  if (onAxes !== null) {
    groups = axes.map((axis) => groupLabels[axis.toLowerCase()] ?? axis);
    rows = onAxes;
  } else if (names !== null) {
    groups = ['옵션'];
    rows = names.map((name) => [name]);
  } else return null;
  const base = basePrice ?? 0;
  const list: OptionVariant[] = variants.map(({ node, offers }, index) => ({
    values: rows[index] ?? [],
    priceDelta: offers.low === null ? 0 : offers.low - base,
    stock: offers.stock,
    soldOut: offers.soldOut ?? offers.stock === 0,
    code: textOf(node.sku),
  }));
  return { groups, variants: list };
}
