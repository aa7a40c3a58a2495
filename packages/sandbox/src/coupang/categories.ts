import { NOTICE_CATEGORIES, SANDBOX_CATEGORIES, type SandboxCategory } from './category-table.ts';
import {
  CERTIFICATION_NAMES,
  NO_CERTIFICATE_TYPES,
  type SandboxCertificationMeta,
} from './certifications.ts';

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

/** The notice categories the meta offers, the fitting one first, each with its detail names. */
export function noticeCategoriesOf(
  category: SandboxCategory,
): { name: string; details: readonly string[] }[] {
  return [category.noticeCategoryName, ...(category.otherNoticeCategoryNames ?? [])].map((name) => ({
    name,
    details: NOTICE_CATEGORIES[name] ?? [],
  }));
}

/** Whether any certification of the category is MANDATORY (then "not required" answers are refused). */
export function hasMandatoryCertification(category: SandboxCategory): boolean {
  return category.certifications.some((certification) => certification.required === 'MANDATORY');
}

/**
 * The meta's `certifications[]`: the category's own types, plus NOT_REQUIRED and PRESENTED_IN_DETAIL_PAGE (dataType
 * NONE) unless a certification is MANDATORY — sandbox's choice, so that "not applicable" cannot stand in for a
 * mandatory KC number.
 */
export function certificationsOf(category: SandboxCategory): readonly SandboxCertificationMeta[] {
  if (hasMandatoryCertification(category)) return category.certifications;
  return [
    ...NO_CERTIFICATE_TYPES.map(
      (certificationType): SandboxCertificationMeta => ({
        certificationType,
        name: CERTIFICATION_NAMES[certificationType] ?? certificationType,
        dataType: 'NONE',
        required: 'OPTIONAL',
      }),
    ),
    ...category.certifications,
  ];
}

/** Category meta in the `category-related-metas` response shape. */
export function categoryMeta(category: SandboxCategory) {
  const notices = noticeCategoriesOf(category);
  return {
    isAllowSingleItem: true,
    attributes: category.attributes,
    noticeCategories: notices.map(({ name, details }) => ({
      noticeCategoryName: name,
      noticeCategoryDetailNames: details.map((noticeCategoryDetailName) => ({
        noticeCategoryDetailName,
        required: 'MANDATORY',
      })),
    })),
    requiredDocumentNames: [
      { templateName: '기타인증서류', required: 'OPTIONAL' },
      { templateName: '병행수입서류', required: 'MANDATORY_PARALLEL_IMPORTED' },
    ],
    certifications: certificationsOf(category),
    allowedOfferConditions: ['NEW', 'REFURBISHED', 'USED_BEST', 'USED_GOOD', 'USED_NORMAL'],
    isExpirationDateRequiredForRocketGrowth: notices.some(({ name }) => name.includes('식품')),
  };
}
