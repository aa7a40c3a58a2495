// The URL upload page and the quick upload panel, plus the listing draft editing (category picker, review panel, draft
// form) that the uploaded products' resend editor reuses.
export { useListingReview } from './api/listing-review';
export type { MarketplaceCategory } from './api/search-categories';
export { CategoryPicker } from './components/category-picker';
export { ListingReviewPanel, ReviewCheckList } from './components/listing-review-panel';
export { QuickUploadPanel } from './components/quick-upload-panel';
export { useWorkspaceChoice } from './hooks/use-workspace-choice';
export type { DraftFormErrors } from './lib/draft-form';
export { buildDraft, draftFormValues } from './lib/draft-form';
export { reviewChecksOf } from './lib/messages';
export { UrlParserPage } from './pages/url-parser-page';
