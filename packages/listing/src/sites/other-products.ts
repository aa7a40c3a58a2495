import type { Element, ParentNode } from 'domhandler';

/**
 * Class and id words of blocks that show OTHER products: recommendations, related items, "bought together",
 * recently viewed, best sellers, previous/next product links. Their names, prices and pictures never describe the
 * product of the page.
 */
const otherProductsBlock =
  /recommend|recommand|related|relation|together|similar|recent|todayview|today_view|viewed|best_?item|bestseller|best_prd|md_?pick|cross_?sell|upsell|also_?bought|prd_?list|item_?list|goods_?list|prev_?next|other_?goods|sponsor/i;

/** Ancestor levels checked: deeper nesting is cut by `limitNesting`, and recommendation blocks sit near the top. */
const maxDepth = 64;

/** True when the element sits inside a block of other products (judged by the ancestors' class and id words). */
export function inOtherProductsBlock(element: Element): boolean {
  let depth = 0;
  for (let node: Element | null = element; node !== null && depth < maxDepth; depth += 1) {
    const { id, class: className } = node.attribs;
    if (
      (id !== undefined && otherProductsBlock.test(id)) ||
      (className !== undefined && otherProductsBlock.test(className))
    ) {
      return true;
    }
    const parent: ParentNode | null = node.parent;
    node = parent !== null && parent.type === 'tag' ? parent : null;
  }
  return false;
}
