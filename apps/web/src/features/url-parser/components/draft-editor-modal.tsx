import type { PriceRule } from '@ollida/contracts/price-rule';
import { priceDraft } from '@ollida/contracts/price-rule';
import type { ProductDetails } from '@ollida/contracts/product-details';
import type { ReviewFix } from '@ollida/contracts/review-check';
import { applyFix } from '@ollida/contracts/review-fix';
import type { Workspace } from '@ollida/contracts/workspaces';
import { type FormEvent, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { useListingReview } from '../api/listing-review';
import type { MarketplaceCategory } from '../api/search-categories';
import type { DraftEdit } from '../hooks/use-single-upload';
import { buildDraft, type DraftFormErrors, draftFormValues, remainingErrors } from '../lib/draft-form';
import { callErrorText } from '../lib/messages';
import { CategoryPicker } from './category-picker';
import { CertificationFields } from './certification-fields';
import { DraftPriceRows } from './draft-price-rows';
import { ForeignPriceNote } from './foreign-price-note';
import { ListingReviewPanel } from './listing-review-panel';

interface DraftEditorModalProps {
  /** The draft as parsed, with the supplier's prices. */
  supplier: ProductDetails;
  edit: DraftEdit | null;
  rule: PriceRule;
  /** Which rule the prices come from, e.g. the workspace's or the default one. */
  ruleNote: string;
  workspace: Workspace | null;
  onSave: (edit: DraftEdit) => void;
  onClose: () => void;
  /** Pause after the last change before the draft is reviewed again (tests shorten it). */
  reviewDelayMs?: number;
}

/**
 * Edit the draft before uploading: names, per-item sale prices, search tags, certificates and the category, with the
 * pre-upload review of the draft as edited (run again shortly after each change) and its one-click fixes.
 */
export function DraftEditorModal({
  supplier,
  edit,
  rule,
  ruleNote,
  workspace,
  onSave,
  onClose,
  reviewDelayMs,
}: DraftEditorModalProps) {
  // The draft the form edits; review fixes outside the form's fields (e.g. a list price) are kept here.
  const [base, setBase] = useState(() => edit?.details ?? priceDraft(supplier, rule));
  const [values, setValues] = useState(() => draftFormValues(base));
  const [isSameName, setIsSameName] = useState(values.displayProductName === values.sellerProductName);
  const [category, setCategory] = useState<MarketplaceCategory | null>(edit?.category ?? null);
  const [errors, setErrors] = useState<DraftFormErrors>({});
  const [fixError, setFixError] = useState<string | null>(null);
  const checked = useMemo(() => buildDraft(supplier, rule, values, base), [supplier, rule, values, base]);
  const draft = 'draft' in checked ? checked.draft : null;
  // An error shown at save disappears as soon as its field is fixed.
  const shownErrors = remainingErrors(errors, 'errors' in checked ? checked.errors : {});
  const review = useListingReview(
    workspace && draft
      ? { workspaceId: workspace.workspace_id, details: draft, categoryId: category?.id }
      : null,
    reviewDelayMs,
  );

  function fix(change: ReviewFix) {
    let fixed = applyFix(draft ?? base, change);
    if (fixed === null) {
      setFixError(`고칠 항목을 찾지 못했습니다: ${change.path}`);
      return;
    }
    if (isSameName && change.path === 'displayProductName')
      fixed = { ...fixed, sellerProductName: fixed.displayProductName };
    setFixError(null);
    setBase(fixed);
    setValues(draftFormValues(fixed));
  }

  function setName(field: 'displayProductName' | 'sellerProductName', value: string) {
    setValues((current) =>
      isSameName
        ? { ...current, displayProductName: value, sellerProductName: value }
        : { ...current, [field]: value },
    );
  }

  function setPrice(index: number, value: string) {
    setValues((current) => ({
      ...current,
      salePrices: current.salePrices.map((price, at) => (at === index ? value : price)),
    }));
  }

  function applyRuleAgain() {
    const ruled = priceDraft(supplier, rule);
    setValues((current) => ({ ...current, salePrices: ruled.items.map((item) => String(item.salePrice)) }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = buildDraft(supplier, rule, values, base);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    onSave({ details: result.draft, category });
  }

  return (
    <Modal title="초안 편집" description={`가격 규칙: ${ruleNote}`} onClose={onClose} size="4xl">
      <form noValidate onSubmit={submit} className="space-y-5">
        <div className="space-y-3">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={isSameName}
              onChange={(event) => setIsSameName(event.target.checked)}
            />
            노출 상품명과 판매자 상품명을 같게
          </label>
          {isSameName ? (
            <TextField
              label="상품명"
              value={values.displayProductName}
              onValueChange={(value) => setName('displayProductName', value)}
              error={shownErrors.displayProductName}
              data-autofocus
            />
          ) : (
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label="노출 상품명"
                value={values.displayProductName}
                onValueChange={(value) => setName('displayProductName', value)}
                error={shownErrors.displayProductName}
              />
              <TextField
                label="판매자 상품명"
                value={values.sellerProductName}
                onValueChange={(value) => setName('sellerProductName', value)}
                error={shownErrors.sellerProductName}
              />
            </div>
          )}
        </div>
        <div className="space-y-2">
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-slate-900">판매가</h3>
            <Button variant="secondary" size="sm" onClick={applyRuleAgain}>
              가격 규칙 다시 적용
            </Button>
          </div>
          <ForeignPriceNote details={supplier} />
          <DraftPriceRows
            supplier={supplier}
            rule={rule}
            salePrices={values.salePrices}
            errors={shownErrors.prices}
            onChange={setPrice}
          />
        </div>
        <TextField
          label="검색어 (쉼표로 구분, 최대 20개)"
          value={values.tagsText}
          onValueChange={(tagsText) => setValues((current) => ({ ...current, tagsText }))}
          error={shownErrors.tags}
        />
        <CertificationFields
          values={values}
          errors={shownErrors.certifications}
          onChange={(certificationValues) => setValues((current) => ({ ...current, ...certificationValues }))}
        />
        <CategoryPicker workspace={workspace} value={category} onChange={setCategory} />
        {workspace && (
          <ListingReviewPanel
            review={draft ? review.data : undefined}
            isLoading={draft !== null && review.isFetching}
            error={fixError ?? (draft && review.isError ? callErrorText(review.error) : null)}
            note={draft ? null : '입력 오류를 고치면 다시 검토합니다.'}
            onFix={fix}
          />
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit">저장</Button>
        </div>
      </form>
    </Modal>
  );
}
