import type { Element } from 'domhandler';
import { parseAmount, parseCount } from '../numbers.ts';
import type { OptionVariant, ProductOptions } from '../source-product.ts';
import { cleanText } from '../text.ts';
import { childrenNamed, descendantsNamed, hasClass, textOf } from './shop-dom.ts';
import { soldOutLabel } from './shop-text.ts';

// 영카트 option selects. 영카트5 (`select.it_option`) writes each value as "io_id,io_price,io_stock" and marks
// stock-less ones "[품절]"; 영카트4 (`select[name=it_optN]`) writes "이름;추가금액". Two or more 영카트5 selects are
// chained (later ones are filled by AJAX after the first is chosen), so only a single select lists every variant.

const deltaInLabel = /\(\s*([+-])\s*([\d,]+)\s*원\s*\)/;

function isOptionSelect(select: Element): boolean {
  return hasClass(select, 'it_option') || /^it_opt\d$/.test(select.attribs.name ?? '');
}

/** The group name: `<label for=…>` of the select (영카트5), else its row heading, else 옵션. */
function groupOf(select: Element, labels: readonly Element[]): string {
  const id = select.attribs.id;
  const label = id === undefined ? undefined : labels.find((element) => element.attribs.for === id);
  if (label !== undefined) return textOf(label) ?? '옵션';
  for (let parent = select.parent; parent !== null; parent = parent.parent) {
    if (parent.type === 'tag' && parent.name === 'tr')
      return textOf(childrenNamed(parent, 'th')[0]) ?? '옵션';
  }
  return '옵션';
}

function variantOf(option: Element): OptionVariant | null {
  const raw = option.attribs.value ?? '';
  const label = textOf(option) ?? '';
  if (raw.trim() === '') return null;
  const soldOut = soldOutLabel.test(label);
  // 영카트5: the last two comma parts are price and stock; the id itself may hold commas.
  const parts = raw.split(',');
  if (parts.length >= 3 && /^-?\d+$/.test(parts.at(-2) ?? '') && /^-?\d+$/.test(parts.at(-1) ?? '')) {
    const stock = parseCount(parts.at(-1));
    return {
      values: [cleanText(parts.slice(0, -2).join(',')) ?? label],
      priceDelta: Number(parts.at(-2)),
      stock,
      soldOut: soldOut || stock === 0,
      code: cleanText(raw),
    };
  }
  const [name, delta] = raw.split(';');
  if (delta !== undefined && /^\s*[+-]?\d+\s*$/.test(delta)) {
    return {
      values: [cleanText(name) ?? label],
      priceDelta: Number(delta),
      stock: null,
      soldOut,
      code: null,
    };
  }
  const inLabel = deltaInLabel.exec(label);
  const amount = parseAmount(inLabel?.[2]) ?? 0;
  return {
    values: [cleanText(label.replace(deltaInLabel, '').replace(/\[?\s*품절\s*\]?/, '')) ?? raw],
    priceDelta: inLabel?.[1] === '-' ? -amount : amount,
    stock: null,
    soldOut,
    code: cleanText(raw),
  };
}

/**
 * The options of the buy form. A select with one value is kept as a one-variant set: the page offers no choice, and
 * an empty answer would let the generic select reader mix in unrelated selects.
 */
export function youngcartOptions(form: Element | undefined): ProductOptions | null {
  const selects = descendantsNamed(form, 'select').filter(isOptionSelect);
  const select = selects.length === 1 ? selects[0] : undefined;
  if (select === undefined) return null;
  const variants = descendantsNamed(select, 'option')
    .map(variantOf)
    .filter((variant): variant is OptionVariant => variant !== null);
  if (variants.length === 0) return null;
  return { groups: [groupOf(select, descendantsNamed(form, 'label'))], variants: variants.slice(0, 2_000) };
}
