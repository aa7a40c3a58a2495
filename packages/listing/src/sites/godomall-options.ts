import type { Element } from 'domhandler';
import type { OptionVariant, ProductOptions } from '../source-product.ts';
import { cleanText } from '../text.ts';
import { childrenNamed, descendants, descendantsNamed, textOf } from './shop-dom.ts';

/**
 * One `optionSnoInput` value: `optionSno||priceDelta||…||stock^|^value^|^value…` (field meanings inferred from
 * real pages: the first is the option number, the second the price delta, the last before `^|^` the stock).
 */
function variantOf(raw: string, disabled: boolean, groupCount: number): OptionVariant | null {
  const [head = '', ...labels] = raw.split('^|^');
  const fields = head.split('||');
  const code = cleanText(fields[0]);
  if (code === null) return null;
  const delta = Number(fields[1] ?? '0');
  const stockText = fields.at(-1) ?? '';
  const stock = fields.length > 2 && /^\d+$/.test(stockText.trim()) ? Number(stockText) : null;
  const values = labels.map((label) => cleanText(label) ?? '');
  return {
    values: groupCount > 1 && values.length === groupCount ? values : [values.join(' / ')],
    priceDelta: Number.isFinite(delta) ? delta : 0,
    stock,
    soldOut: disabled || stock === 0,
    code,
  };
}

/** The `<dt>` of the `<dl>` around the select ("색상 / 사이즈"). */
function groupLabel(select: Element): string | null {
  for (let parent = select.parent; parent !== null; parent = parent.parent) {
    if (parent.type === 'tag' && parent.name === 'dl') return textOf(childrenNamed(parent, 'dt')[0]);
  }
  return null;
}

/** Options from `select[name=optionSnoInput]` in the order form; group names come from the option block's `<dt>`. */
export function godomallOptions(form: Element | undefined): ProductOptions | null {
  const select = descendants(
    form,
    (element) => element.name === 'select' && element.attribs.name === 'optionSnoInput',
  )[0];
  if (select === undefined) return null;
  const label = groupLabel(select);
  const groups = label === null ? ['옵션'] : label.split(/\s+\/\s+/);
  const variants = descendantsNamed(select, 'option')
    .map((option) => {
      const value = option.attribs.value ?? '';
      return value === '' ? null : variantOf(value, option.attribs.disabled !== undefined, groups.length);
    })
    .filter((variant): variant is OptionVariant => variant !== null);
  if (variants.length === 0) return null;
  const fits = variants.every((variant) => variant.values.length === groups.length);
  return { groups: fits ? groups : [groups.join(' / ')], variants: variants.slice(0, 2_000) };
}
