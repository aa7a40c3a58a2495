import {
  type CertificationKind,
  certificationKinds,
  type ProductDetails,
} from '@ollida/contracts/product-details';
import { acceptedCertifications, type CertificationRequirement } from '../review/certification-review.ts';
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
  return {
    required: coded.some((entry) => entry.required === 'MANDATORY'),
    kinds: coded.map((entry) => entry.certificationType).filter(isKind),
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
  if (given.length > 0) {
    return given.map((cert) => ({ certificationType: cert.kind, certificationCode: cert.number }));
  }
  if (requirement.required) {
    throw new MappingError(
      '인증 정보가 필요한 카테고리입니다. 초안의 인증 정보에 인증번호를 입력해 주세요.',
      'certification',
    );
  }
  const offers = (type: string) => meta.certifications.some((entry) => entry.certificationType === type);
  const fallback =
    offers('NOT_REQUIRED') || !offers('PRESENTED_IN_DETAIL_PAGE')
      ? 'NOT_REQUIRED'
      : 'PRESENTED_IN_DETAIL_PAGE';
  return [{ certificationType: fallback, certificationCode: '' }];
}
