import type { Element, ParentNode } from 'domhandler';

/**
 * Words that name OTHER products in class names, ids and app-state keys: recommendations, related items, "bought
 * together", recently viewed, best sellers. Their names, prices and pictures never describe the product of the page.
 */
export const otherProductsWords =
  /recommend|recommand|related|together|similar|recent|todayview|today_view|viewed|best_?item|bestseller|best_prd|md_?pick|cross_?sell|upsell|also_?bought|other_?goods|sponsor/i;
/**
 * Markup-only words of such blocks: product lists and previous/next links ("relation" only in class names: in app
 * state it is the JSON:API `relationships` of the product itself).
 */
const otherProductsMarkup = /relation|prd_?list|item_?list|goods_?list|prev_?next/i;

function namesOtherProducts(mark: string): boolean {
  return otherProductsWords.test(mark) || otherProductsMarkup.test(mark);
}

/** Ancestor levels checked: a recommendation block wraps its items within a few levels, far fewer than this. */
const maxDepth = 64;

/** True when the element sits inside a block of other products (judged by the ancestors' class and id words). */
export function inOtherProductsBlock(element: Element): boolean {
  let depth = 0;
  for (let node: Element | null = element; node !== null && depth < maxDepth; depth += 1) {
    const { id, class: className } = node.attribs;
    if (
      (id !== undefined && namesOtherProducts(id)) ||
      (className !== undefined && namesOtherProducts(className))
    ) {
      return true;
    }
    const parent: ParentNode | null = node.parent;
    node = parent !== null && parent.type === 'tag' ? parent : null;
  }
  return false;
}
