import type { PriceRule } from '@ollida/contracts/price-rule';
import { type ProductDetails, productDetailsSchema } from '@ollida/contracts/product-details';
import type { UploadedProduct } from '@ollida/contracts/uploaded-products';
import type { UploadResponse } from '@ollida/contracts/uploads';
import type { Workspace } from '@ollida/contracts/workspaces';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { formatWon } from '../../../lib/format';
import {
  buildDraft,
  CategoryPicker,
  type DraftFormErrors,
  draftFormValues,
  ListingReviewPanel,
  type MarketplaceCategory,
  ReviewCheckList,
  reviewChecksOf,
  useListingReview,
} from '../../url-parser';
import { resendProduct } from '../api/resend-product';
import { callErrorText, productListText } from '../lib/messages';
import { WholeProduct } from './whole-product';

/**
 * The stored request is already priced, so the workspace's rule is not applied a second time: this rule keeps each
 * price as sent (rounded up to 10원, the unit both marketplaces list in).
 */
const keepSentPrices: PriceRule = { margin_percent: 0, add_won: 0, rounding_unit: 10, min_margin_won: 0 };

interface ResendEditorModalProps {
  product: UploadedProduct;
  /** Pause after the last edit before the draft is reviewed again (tests pass 0). */
  reviewDelayMs?: number;
  /** The row's workspace, for the category search (null while the workspaces load). */
  workspace: Workspace | null;
  onSent: (response: UploadResponse) => void;
  /** After every attempt, successful or not: the server saved it, so the list changed. */
  onAttempted: () => void;
  onClose: () => void;
}

function ResendForm({
  product,
  sent,
  workspace,
  reviewDelayMs,
  onSent,
  onAttempted,
  onClose,
}: ResendEditorModalProps & { sent: ProductDetails }) {
  const [values, setValues] = useState(() => draftFormValues(sent));
  const [category, setCategory] = useState<MarketplaceCategory | null>(null);
  const [errors, setErrors] = useState<DraftFormErrors>({});
  const resend = useMutation({ mutationFn: resendProduct, onSuccess: onSent, onSettled: onAttempted });
  // The draft as it would be sent, reviewed as the seller edits it (the server reviews it again on sending).
  const draft = useMemo(() => {
    const result = buildDraft(sent, keepSentPrices, values);
    return 'draft' in result ? result.draft : null;
  }, [sent, values]);
  const review = useListingReview(
    workspace && draft
      ? { workspaceId: workspace.workspace_id, details: draft, categoryId: category?.id }
      : null,
    reviewDelayMs,
  );
  const refusedChecks = reviewChecksOf(resend.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = buildDraft(sent, keepSentPrices, values);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const request = {
      product_details: result.draft,
      ...(category ? { category_id: category.id } : {}),
    };
    resend.mutate({ id: product.id, request });
  }

  const setPrice = (index: number, value: string) =>
    setValues((current) => ({
      ...current,
      salePrices: current.salePrices.map((price, at) => (at === index ? value : price)),
    }));

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="노출 상품명"
          value={values.displayProductName}
          onValueChange={(displayProductName) => setValues((current) => ({ ...current, displayProductName }))}
          error={errors.displayProductName}
          data-autofocus
        />
        <TextField
          label="판매자 상품명"
          value={values.sellerProductName}
          onValueChange={(sellerProductName) => setValues((current) => ({ ...current, sellerProductName }))}
          error={errors.sellerProductName}
        />
      </div>
      <ul aria-label="옵션별 판매가" className="max-h-72 space-y-3 overflow-y-auto pr-1">
        {sent.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the items are fixed while the editor is open (never reordered).
          <li key={index}>
            <TextField
              label={`${item.itemName} 판매가 (원)`}
              hint={`지난번 판매가 ${formatWon(item.salePrice)}`}
              type="number"
              inputMode="numeric"
              min={0}
              step={10}
              value={values.salePrices[index] ?? ''}
              onValueChange={(value) => setPrice(index, value)}
              error={errors.prices?.[index]}
            />
          </li>
        ))}
      </ul>
      <TextField
        label="검색어 (쉼표로 구분, 최대 20개)"
        value={values.tagsText}
        onValueChange={(tagsText) => setValues((current) => ({ ...current, tagsText }))}
        error={errors.tags}
      />
      <CategoryPicker workspace={workspace} value={category} onChange={setCategory} />
      {workspace && (
        <ListingReviewPanel
          review={draft ? review.data : undefined}
          isLoading={draft !== null && review.isFetching}
          error={draft && review.isError ? callErrorText(review.error, productListText.resendFailed) : null}
          note={draft ? null : '입력 오류를 고치면 다시 검토합니다.'}
        />
      )}
      {refusedChecks && refusedChecks.length > 0 && (
        <ReviewCheckList checks={refusedChecks} label="보내지 않은 이유" />
      )}
      {resend.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {callErrorText(resend.error, productListText.resendFailed)}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          취소
        </Button>
        <Button type="submit" disabled={resend.isPending}>
          {resend.isPending ? '보내는 중...' : '다시 보내기'}
        </Button>
      </div>
    </form>
  );
}

function ResendBody(props: ResendEditorModalProps) {
  const { product } = props;
  const sent = useMemo(
    () => productDetailsSchema.safeParse(product.productDetails),
    [product.productDetails],
  );
  return sent.success ? (
    <ResendForm {...props} sent={sent.data} />
  ) : (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
      이 업로드의 요청 정보를 읽을 수 없어 수정할 수 없습니다. URL 파서에서 다시 등록해 주세요.
    </p>
  );
}

/** Fix a failed or rejected upload (names, prices per option, search tags, category) and send it again. */
export function ResendEditorModal(props: ResendEditorModalProps) {
  const { product, onClose } = props;
  return (
    <Modal
      title="수정해서 다시 보내기"
      description={`${product.displayProductName} · 지난번에 보낸 내용에서 시작합니다. 가격 규칙은 다시 적용하지 않습니다.`}
      onClose={onClose}
      size="4xl"
    >
      <WholeProduct id={product.id}>{(whole) => <ResendBody {...props} product={whole} />}</WholeProduct>
    </Modal>
  );
}
