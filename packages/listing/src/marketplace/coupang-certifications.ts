import {
  type CertificationKind,
  certificationKinds,
  type ProductDetails,
} from '@ollida/contracts/product-details';
import {
  acceptedCertifications,
  type CertificationRequirement,
  familiesOf,
  missingFamilies,
} from '../review/certification-review.ts';
import type { CoupangCategoryMetaInput } from './coupang-category-meta.ts';
import type { CoupangProductItemRequest } from './coupang-request-types.ts';
import { MappingError } from './mapping-error.ts';

const isKind = (type: string): type is CertificationKind =>
  (certificationKinds as readonly string[]).includes(type);

/**
 * What the category's meta asks: a certificate is required when a `MANDATORY` entry takes a code (`dataType: CODE`)
 * [H: coupang-wing-lifecycle §4.1]; Coupang takes no exemption in place of it there.
 */
export function coupangCertificationRequirement(
  meta: CoupangCategoryMetaInput,
  categoryName: string,
): CertificationRequirement {
  const coded = meta.certifications.filter((entry) => entry.dataType === 'CODE');
  const mandatory = coded
    .filter((entry) => entry.required === 'MANDATORY')
    .map((entry) => entry.certificationType)
    .filter(isKind);
  // Every mark of a family the meta lists counts for that family's MANDATORY entry (the marks of one law are
  // alternatives: a product is 안전인증 or 안전확인 or 공급자적합성 depending on its risk class).
  const kinds = coded.map((entry) => entry.certificationType).filter(isKind);
  const requiredFamilies = familiesOf(kinds).filter((family) =>
    family.some((kind) => mandatory.includes(kind)),
  );
  return {
    required: requiredFamilies.length > 0,
    requiredFamilies,
    kinds,
    exemptionsAllowed: false,
    categoryName,
  };
}

/**
 * `items[].certifications`: the draft's certificates of kinds the meta lists, each with its number; else
 * `NOT_REQUIRED` where the meta offers it, `PRESENTED_IN_DETAIL_PAGE` otherwise. A category that requires a certificate
 * and got none is a MappingError (the review says so first).
 */
export function coupangCertificationsOf(
  details: ProductDetails,
  meta: CoupangCategoryMetaInput,
): CoupangProductItemRequest['certifications'] {
  const requirement = coupangCertificationRequirement(meta, '');
  const given = acceptedCertifications(details, requirement).filter((cert) =>
    requirement.kinds.includes(cert.kind),
  );
  if (missingFamilies(details, requirement).length > 0) {
    throw new MappingError(
      '인증 정보가 필요한 카테고리입니다. 초안의 인증 정보에 인증번호를 입력해 주세요.',
      'certification',
    );
  }
  if (given.length > 0) {
    return given.map((cert) => ({ certificationType: cert.kind, certificationCode: cert.number }));
  }
  const offers = (type: string) => meta.certifications.some((entry) => entry.certificationType === type);
  const fallback =
    offers('NOT_REQUIRED') || !offers('PRESENTED_IN_DETAIL_PAGE')
      ? 'NOT_REQUIRED'
      : 'PRESENTED_IN_DETAIL_PAGE';
  return [{ certificationType: fallback, certificationCode: '' }];
}
