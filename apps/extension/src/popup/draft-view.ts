import type { ExtensionWhoami } from '@ollida/contracts/extension';
import {
  exchangeRateMissingMessage,
  foreignCostText,
  unpricedCurrencyOf,
} from '@ollida/contracts/foreign-price';
import { type ProductDetails, productDetailsLimits } from '@ollida/contracts/product-details';
import type { UploadResponse } from '@ollida/contracts/uploads';
import type { ApiResult } from '../lib/api.ts';
import { el, replaceChildren, webUrl } from '../lib/dom.ts';
import type { PageDraft } from '../lib/draft.ts';
import { applyEdits, type DraftEdits, draftEdits, parseWon, repriceDraft } from '../lib/edit-draft.ts';
import { formatWon, platformLabel } from '../lib/format.ts';
import { draftProblem } from '../lib/validate-draft.ts';
import { optionList, originalPrice, parserNotes } from './draft-preview.ts';
import { storeLine } from './store-line.ts';
import { duplicateFound, uploadFailed, uploadSuccess } from './upload-result.ts';

export interface DraftViewProps {
  draft: PageDraft;
  store: ApiResult<ExtensionWhoami>;
  upload(details: ProductDetails, confirmDuplicate: boolean): Promise<ApiResult<UploadResponse>>;
  openOptions(): void;
}

function input(id: string, value: string, extra: Record<string, string> = {}): HTMLInputElement {
  return el('input', { id, name: id, value, autocomplete: 'off', ...extra });
}

function picture(details: ProductDetails): HTMLElement {
  const src = webUrl(details.imageUrl);
  if (src === null) return el('div', { class: 'picture empty' }, '이미지 없음');
  const image = el('img', { class: 'picture', src, alt: '대표 이미지', referrerpolicy: 'no-referrer' });
  // The marketplace downloads the picture itself; here a failed load only means this browser could not show it.
  image.addEventListener('error', () =>
    image.replaceWith(el('div', { class: 'picture empty' }, '대표 이미지를 불러오지 못했습니다')),
  );
  return image;
}

/**
 * Where the sale price came from: the supplier price (on a foreign-currency page its amount, rate and won cost) with
 * the store's rule; on a foreign page without a rate, why it has no price.
 */
function supplierNote(draft: PageDraft): string | null {
  const foreign = draft.details.foreignPrice;
  if (foreign !== null && foreign !== undefined) {
    if (foreign.wonPerUnit === null) return exchangeRateMissingMessage(foreign.currency);
    if (draft.supplierPrice === undefined) return null;
    const cost = foreignCostText(foreign, foreign.amount, draft.supplierPrice);
    return `${cost}. 스토어의 가격 규칙(해외 배송·통관비 포함)을 적용한 판매가입니다.`;
  }
  if (draft.supplierPrice === undefined) return null;
  return `공급가 ${formatWon(draft.supplierPrice)}에 스토어의 가격 규칙을 적용한 판매가입니다.`;
}

/** The draft with its editable fields, the upload button and the place its result appears. */
export function draftView(root: HTMLElement, props: DraftViewProps): void {
  const { details } = props.draft;
  const start = draftEdits(details);
  const nameInput = input('name', start.name, { maxlength: String(productDetailsLimits.nameLength) });
  const priceInput = input('price', start.salePriceText, { inputmode: 'numeric' });
  const tagsInput = input('tags', start.tagsText, { placeholder: '쉼표(,)로 구분' });
  const priced = el('span', { class: 'priced' }, originalPrice(details));
  const note = supplierNote(props.draft);
  const supplier = note === null ? null : el('p', { class: 'muted', 'data-testid': 'supplier-price' }, note);
  const options = el('div', {}, optionList(details));
  const result = el('div', { 'aria-live': 'polite' });
  const platform = props.store.ok ? props.store.value.platform : null;
  const button = el(
    'button',
    { type: 'button', class: 'primary', disabled: platform === null, 'data-testid': 'upload' },
    platform === null ? '올리기' : `${platformLabel(platform)} 스토어에 올리기`,
  );

  const edits = (): DraftEdits => ({
    name: nameInput.value,
    salePriceText: priceInput.value,
    tagsText: tagsInput.value,
  });

  priceInput.addEventListener('input', () => {
    const price = parseWon(priceInput.value);
    if (price === null) return;
    const repriced = repriceDraft(details, price);
    replaceChildren(priced, originalPrice(repriced));
    replaceChildren(options, optionList(repriced));
  });

  async function send(confirmDuplicate: boolean): Promise<void> {
    if (!props.store.ok) return;
    const edited = applyEdits(details, edits());
    const unpriced = unpricedCurrencyOf(details);
    // A page in a currency without a rate is not uploaded (the server refuses it too): say why before sending.
    const problem =
      unpriced !== null
        ? exchangeRateMissingMessage(unpriced)
        : 'problem' in edited
          ? edited.problem
          : draftProblem(edited.details);
    if ('problem' in edited || problem !== null) {
      replaceChildren(result, uploadFailed(problem ?? ''));
      return;
    }
    button.disabled = true;
    button.textContent = '올리는 중…';
    replaceChildren(result);
    const answer = await props.upload(edited.details, confirmDuplicate);
    if (answer.ok) {
      button.textContent = '등록 완료';
      replaceChildren(result, uploadSuccess(answer.value, props.store.value.products_url));
      return;
    }
    button.disabled = false;
    button.textContent = `${platformLabel(props.store.value.platform)} 스토어에 올리기`;
    const { failure } = answer;
    replaceChildren(
      result,
      failure.kind === 'duplicate'
        ? duplicateFound(failure, () => void send(true))
        : uploadFailed(failure.message),
    );
  }
  button.addEventListener('click', () => void send(false));

  const form = el(
    'form',
    { class: 'draft', 'data-testid': 'draft', novalidate: true },
    picture(details),
    el('label', { class: 'field', for: 'name' }, el('span', { class: 'label' }, '상품명'), nameInput),
    el(
      'div',
      { class: 'field' },
      el('label', { class: 'label', for: 'price' }, '판매가 (원)'),
      el('div', { class: 'price-row' }, priceInput, priced),
      supplier,
    ),
    options,
    el(
      'label',
      { class: 'field', for: 'tags' },
      el('span', { class: 'label' }, `검색어 (최대 ${productDetailsLimits.searchTags}개, 쉼표로 구분)`),
      tagsInput,
    ),
    parserNotes(props.draft.parser, props.draft.warnings),
  );
  // Enter in a field would submit the form (reloading the popup); uploading takes the button.
  form.addEventListener('submit', (event) => event.preventDefault());
  replaceChildren(root, storeLine(props.store, props.openOptions), form, button, result);
}
