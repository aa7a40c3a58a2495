import { NOTICE_CATEGORIES, SANDBOX_CATEGORIES, type SandboxCategory } from './category-table.ts';

const byCode = new Map(SANDBOX_CATEGORIES.map((category) => [category.code, category]));

/** The category with this display code, if the sandbox knows it. */
export function findCategory(code: number): SandboxCategory | undefined {
  return byCode.get(code);
}

/** Picks the category whose keywords appear most often in the text; ties go to the earlier (more specific) entry. */
export function predictCategory(textToMatch: string): SandboxCategory | undefined {
  const haystack = textToMatch.toLowerCase();
  let best: SandboxCategory | undefined;
  let bestScore = 0;
  for (const category of SANDBOX_CATEGORIES) {
    const score = category.keywords.filter((keyword) => haystack.includes(keyword.toLowerCase())).length;
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}

/** Category meta in the `category-related-metas` response shape. */
export function categoryMeta(category: SandboxCategory) {
  const details = NOTICE_CATEGORIES[category.noticeCategoryName] ?? [];
  return {
    isAllowSingleItem: true,
    attributes: category.attributes,
    noticeCategories: [
      {
        noticeCategoryName: category.noticeCategoryName,
        noticeCategoryDetailNames: details.map((noticeCategoryDetailName) => ({
          noticeCategoryDetailName,
          required: 'MANDATORY',
        })),
      },
    ],
    requiredDocumentNames: [
      { templateName: '기타인증서류', required: 'OPTIONAL' },
      { templateName: '병행수입서류', required: 'MANDATORY_PARALLEL_IMPORTED' },
    ],
    certifications: [
      ...category.certifications.map((certification) => ({ ...certification, dataType: 'CODE' })),
      { certificationType: 'NOT_REQUIRED', name: '인증대상아님', dataType: 'NONE', required: 'OPTIONAL' },
    ],
    allowedOfferConditions: ['NEW', 'REFURBISHED', 'USED_BEST', 'USED_GOOD', 'USED_NORMAL'],
    isExpirationDateRequiredForRocketGrowth: category.noticeCategoryName.includes('식품'),
  };
}
