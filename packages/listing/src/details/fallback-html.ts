import { productDetailsLimits } from '@ollida/contracts/product-details';
import { type ChildNode, Element, Text } from 'domhandler';
import { renderCapped } from './html-output.ts';

/**
 * A plain description for pages without seller HTML: each picture centred in its own block, then the notices as a
 * two-column table. URLs must already be absolute http(s); text is escaped by the serialiser. '' when there is nothing.
 */
export function buildFallbackDetailHtml(
  imageUrls: readonly string[],
  notices: readonly { label: string; value: string }[],
): string {
  const nodes: ChildNode[] = imageUrls.map(
    (src) => new Element('div', { style: 'text-align:center' }, [new Element('img', { alt: '', src })]),
  );
  if (notices.length > 0) {
    const rows = notices.map(
      (notice) =>
        new Element('tr', {}, [
          new Element('th', {}, [new Text(notice.label)]),
          new Element('td', {}, [new Text(notice.value)]),
        ]),
    );
    nodes.push(new Element('table', { border: '1' }, [new Element('tbody', {}, rows)]));
  }
  return nodes.length === 0 ? '' : renderCapped(nodes, productDetailsLimits.detailHtmlLength);
}
