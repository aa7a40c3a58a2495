import type { ParsedProductDetail } from '@ollida/contracts/investigator';
import type { ReactNode } from 'react';
import { formatWon } from '../../../lib/format';
import { deliveryMethodLabel, htmlToText } from '../lib/parsed-detail';

type RawData = NonNullable<ParsedProductDetail['raw_data']>;

const imageTypeLabels = { REPRESENTATION: '대표', DETAIL: '상세' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** Names, prices, company and brand of the parsed draft. */
export function BasicFacts({ raw }: { raw: RawData }) {
  const facts: [string, string][] = [
    ['상품명', raw.sellerProductName],
    ['노출 상품명', raw.displayProductName],
    ['일반 상품명', raw.generalProductName],
    ['판매가', formatWon(raw.salePrice)],
    ['정가', formatWon(raw.originalPrice)],
    ['판매처', raw.companyName || '-'],
    ['브랜드', raw.brand || '-'],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="break-all text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The pictures: those of the draft with their kind, else the list the parser found. */
export function ImagesSection({ product }: { product: ParsedProductDetail }) {
  const images =
    product.raw_data?.images.map((image) => ({
      url: image.vendorPath,
      label: imageTypeLabels[image.imageType],
    })) ?? product.images.map((url) => ({ url, label: null }));
  if (images.length === 0) return null;
  return (
    <Section title={`이미지 (${images.length}개)`}>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {images.map((image, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list (never reordered) whose URLs may repeat.
          <li key={index} className="space-y-1">
            <a href={image.url} target="_blank" rel="noopener noreferrer" className="block">
              <img
                src={image.url}
                alt={`${image.label ?? ''} 이미지 ${index + 1}`.trim()}
                loading="lazy"
                referrerPolicy="no-referrer"
                className="aspect-square w-full rounded-lg bg-slate-100 object-cover"
              />
            </a>
            {image.label && <p className="text-center text-xs text-slate-500">{image.label}</p>}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function TagsSection({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <Section title="태그">
      <ul className="flex flex-wrap gap-1">
        {tags.map((tag) => (
          <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
            {tag}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Every option (item) with its attributes. */
export function OptionsSection({ items }: { items: RawData['items'] }) {
  if (items.length === 0) return null;
  return (
    <Section title={`옵션 (${items.length}개)`}>
      <div className="max-h-56 overflow-y-auto rounded-lg border border-slate-200">
        <table aria-label="옵션" className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                옵션명
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                속성
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list (never reordered) whose names may repeat.
              <tr key={index}>
                <td className="px-3 py-1.5">{item.itemName}</td>
                <td className="px-3 py-1.5 text-slate-600">
                  {item.attributes.length === 0
                    ? '-'
                    : item.attributes
                        .map((attribute) => `${attribute.attributeTypeName}: ${attribute.attributeValueName}`)
                        .join(', ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

export function DeliverySection({ delivery }: { delivery: RawData['delivery'] }) {
  return (
    <Section title="배송">
      <p className="text-sm text-slate-700">
        {`${deliveryMethodLabel(delivery.deliveryMethod)} · ${delivery.deliveryChargeType === 'FREE' ? '무료배송' : `배송비 ${formatWon(delivery.deliveryCharge)}`}`}
      </p>
    </Section>
  );
}

/** The description as words: whatever HTML it holds is read as text, never put into the page. */
export function DescriptionSection({ description }: { description: string }) {
  const text = htmlToText(description);
  if (!text) return null;
  return (
    <Section title="상품 설명">
      <p className="max-h-56 overflow-y-auto whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        {text}
      </p>
    </Section>
  );
}
