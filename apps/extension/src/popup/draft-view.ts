import type { ExtensionWhoami } from '@ollida/contracts/extension';
import {
  exchangeRateMissingMessage,
  foreignCostText,
  unpricedCurrencyOf,
} from '@ollida/contracts/foreign-price';
import type { ListingReview, ReviewFix } from '@ollida/contracts/listing-review';
import { type ProductDetails, productDetailsLimits } from '@ollida/contracts/product-details';
import { applyFix } from '@ollida/contracts/review-fix';
import type { UploadResponse } from '@ollida/contracts/uploads';
import type { ApiResult } from '../lib/api.ts';
import { el, replaceChildren, webUrl } from '../lib/dom.ts';
import type { PageDraft } from '../lib/draft.ts';
import { applyEdits, type DraftEdits, draftEdits, parseWon, repriceDraft } from '../lib/edit-draft.ts';
import { formatWon, platformLabel } from '../lib/format.ts';
import { draftProblem } from '../lib/validate-draft.ts';
import { optionList, originalPrice, parserNotes } from './draft-preview.ts';
import { type ReviewState, reviewPanel, reviewRefused } from './review-panel.ts';
import { storeLine } from './store-line.ts';
import { duplicateFound, uploadFailed, uploadSuccess } from './upload-result.ts';

export interface DraftViewProps {
  draft: PageDraft;
  store: ApiResult<ExtensionWhoami>;
  upload(details: ProductDetails, confirmDuplicate: boolean): Promise<ApiResult<UploadResponse>>;
  /** The server's pre-upload review of the draft as it would be uploaded; absent without a store to review for. */
  review?(details: ProductDetails): Promise<ApiResult<ListingReview>>;
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

/**
 * The draft with its editable fields, the pre-upload review (final price, margin, what to fix), the upload button and
 * the place its result appears. Resolves once the first review is shown.
 */
export function draftView(root: HTMLElement, props: DraftViewProps): Promise<void> {
  // The extracted draft, with the review's one-click fixes applied as the seller takes them.
  let details = props.draft.details;
  const start = draftEdits(details);
  const nameInput = input('name', start.name, { maxlength: String(productDetailsLimits.nameLength) });
  const priceInput = input('price', start.salePriceText, { inputmode: 'numeric' });
  const tagsInput = input('tags', start.tagsText, { placeholder: '쉼표(,)로 구분' });
  const priced = el('span', { class: 'priced' }, originalPrice(details));
  const note = supplierNote(props.draft);
  const supplier = note === null ? null : el('p', { class: 'muted', 'data-testid': 'supplier-price' }, note);
  const options = el('div', {}, optionList(details));
  const review = el('div', { 'aria-live': 'polite' });
  const result = el('div', { 'aria-live': 'polite' });
  const platform = props.store.ok ? props.store.value.platform : null;
  const uploadLabel = platform === null ? '올리기' : `${platformLabel(platform)} 스토어에 올리기`;
  const button = el(
    'button',
    { type: 'button', class: 'primary', disabled: platform === null, 'data-testid': 'upload' },
    uploadLabel,
  );
  /** Uploading waits for the seller, the upload itself, or is over. */
  let phase: 'editing' | 'uploading' | 'done' = 'editing';
  /** The review of the draft as it stands found errors (or the popup's own check did): no upload until fixed. */
  let blocked = false;
  /** The last review asked for, by the draft it reviewed: an unchanged draft is not reviewed twice. */
  let latest: { key: string; answer: Promise<ApiResult<ListingReview>> } | null = null;

  const edits = (): DraftEdits => ({
    name: nameInput.value,
    salePriceText: priceInput.value,
    tagsText: tagsInput.value,
  });

  function updateButton(): void {
    button.disabled = platform === null || phase !== 'editing' || blocked;
  }

  function showPrices(draft: ProductDetails): void {
    replaceChildren(priced, originalPrice(draft));
    replaceChildren(options, optionList(draft));
  }

  priceInput.addEventListener('input', () => {
    const price = parseWon(priceInput.value);
    if (price === null) return;
    showPrices(repriceDraft(details, price));
  });

  /** The draft the upload would send, or why the popup refuses it before asking anyone. */
  function uploadable(): { details: ProductDetails } | { problem: string } {
    const unpriced = unpricedCurrencyOf(details);
    // A page in a currency without a rate is not uploaded (the server refuses it too): say why before sending.
    if (unpriced !== null) return { problem: exchangeRateMissingMessage(unpriced) };
    const edited = applyEdits(details, edits());
    if ('problem' in edited) return edited;
    const problem = draftProblem(edited.details);
    return problem === null ? edited : { problem };
  }

  function showReview(state: ReviewState): void {
    // The last answer stays on screen while the next one loads: the panel does not jump under the seller's pointer
    // (a click on the upload button blurs the price field, which asks again).
    const shown = review.firstElementChild;
    if (state.kind === 'pending' && shown !== null) {
      shown.setAttribute('aria-busy', 'true');
      return;
    }
    blocked = state.kind === 'problem' || (state.kind === 'done' && !state.review.ready);
    replaceChildren(review, reviewPanel(state, takeFix));
    updateButton();
  }

  /** The review of `draft`: the one already asked for when the draft is unchanged, else a new one (shown when back). */
  function reviewOf(draft: ProductDetails): Promise<ApiResult<ListingReview>> | null {
    const ask = props.review;
    if (ask === undefined) return null;
    const key = JSON.stringify(draft);
    if (latest?.key === key) return latest.answer;
    const answer = ask(draft);
    const asked = { key, answer };
    latest = asked;
    showReview({ kind: 'pending' });
    void answer.then((outcome) => {
      // A later edit asked again meanwhile: that answer is the one to show.
      if (latest !== asked) return;
      showReview(
        outcome.ok
          ? { kind: 'done', review: outcome.value }
          : { kind: 'unavailable', message: outcome.failure.message },
      );
    });
    return answer;
  }

  /** Reviews the draft as it now stands (after reading the page, an edit or a fix). */
  async function refresh(): Promise<void> {
    const ready = uploadable();
    if ('problem' in ready) {
      latest = null;
      showReview({ kind: 'problem', message: ready.problem });
      return;
    }
    await reviewOf(ready.details);
  }

  /** Applies a check's one-click fix to the draft as edited, shows it in the fields and reviews it again. */
  function takeFix(fix: ReviewFix): void {
    if (phase !== 'editing') return;
    const edited = applyEdits(details, edits());
    const fixed = applyFix('problem' in edited ? details : edited.details, fix);
    if (fixed === null) {
      replaceChildren(result, uploadFailed(`이 항목은 확장 프로그램에서 고칠 수 없습니다 (${fix.path}).`));
      return;
    }
    details = fixed;
    const fields = draftEdits(fixed);
    nameInput.value = fields.name;
    priceInput.value = fields.salePriceText;
    tagsInput.value = fields.tagsText;
    showPrices(fixed);
    replaceChildren(result);
    void refresh();
  }

  for (const field of [nameInput, priceInput, tagsInput]) {
    field.addEventListener('change', () => {
      if (phase === 'editing') void refresh();
    });
  }

  function uploadAgain(): void {
    phase = 'editing';
    button.textContent = uploadLabel;
    updateButton();
  }

  async function send(confirmDuplicate: boolean): Promise<void> {
    if (!props.store.ok || phase !== 'editing') return;
    const ready = uploadable();
    if ('problem' in ready) {
      replaceChildren(result, uploadFailed(ready.problem));
      return;
    }
    phase = 'uploading';
    button.textContent = '올리는 중…';
    updateButton();
    replaceChildren(result);
    // The draft may have changed since its review (a click right after typing): what is sent is reviewed first.
    const reviewed = await reviewOf(ready.details);
    if (reviewed?.ok === true && !reviewed.value.ready) {
      uploadAgain();
      replaceChildren(
        result,
        uploadFailed('업로드 전 검수에서 고칠 점이 있습니다. 위의 항목을 고친 뒤 올려 주세요.'),
      );
      return;
    }
    const answer = await props.upload(ready.details, confirmDuplicate);
    if (answer.ok) {
      phase = 'done';
      button.textContent = '등록 완료';
      updateButton();
      replaceChildren(result, uploadSuccess(answer.value, props.store.value.products_url));
      return;
    }
    uploadAgain();
    const { failure } = answer;
    if (failure.kind === 'review_failed') {
      // The server's review stopped it: no upload until the draft changes (an edit or a fix reviews it again).
      latest = null;
      blocked = true;
      updateButton();
      replaceChildren(result, reviewRefused(failure, takeFix));
      return;
    }
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
  replaceChildren(root, storeLine(props.store, props.openOptions), form, review, button, result);
  return props.store.ok ? refresh() : Promise.resolve();
}
