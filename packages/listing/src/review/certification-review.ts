import { certificationKindNames } from '@ollida/contracts/certifications';
import type { CertificationKind, ProductDetails } from '@ollida/contracts/product-details';
import type { NoticeFacts } from './notice-facts.ts';
import { error, type ReviewCheck, warning } from './review-check.ts';

/** What a category asks about certificates, whichever marketplace said it. */
export interface CertificationRequirement {
  /** The category refuses a listing without a certificate (or, where allowed, a stated exemption). */
  required: boolean;
  /**
   * What `required` asks: one certificate of each of these families (the marks of one law are alternatives, e.g.
   * 전기용품 안전인증·안전확인·공급자적합성확인); empty when nothing is required.
   */
  requiredFamilies: ReadonlyArray<readonly CertificationKind[]>;
  /** Kinds the category takes; empty when it names none. */
  kinds: readonly CertificationKind[];
  /** Naver takes a stated exemption (구매대행·병행수입·안전기준준수·비대상); Coupang's certification categories do not. */
  exemptionsAllowed: boolean;
  categoryName: string;
}

/** The law a certification kind belongs to: its marks are alternatives to each other. */
export function certificationFamilyOf(kind: CertificationKind): string {
  return kind === 'COMMUNICATION_EQUIPMENT' ? kind : kind.replace(/_(CERTIFICATION|CONFIRM|PROVIDER)$/, '');
}

/** Kinds grouped by family, in first-seen order. */
export function familiesOf(kinds: readonly CertificationKind[]): CertificationKind[][] {
  const families = new Map<string, CertificationKind[]>();
  for (const kind of kinds) {
    const family = certificationFamilyOf(kind);
    families.set(family, [...(families.get(family) ?? []), kind]);
  }
  return [...families.values()];
}

/** The required families the draft has no certificate of. */
export function missingFamilies(details: ProductDetails, requirement: CertificationRequirement) {
  const given = details.certifications ?? [];
  return requirement.requiredFamilies.filter((family) => !given.some((cert) => family.includes(cert.kind)));
}

/** Goods that are usually KC or radio certification targets even where a category does not insist. */
const likelyCertified =
  /LED|USB|충전|전기|전동|배터리|무선|블루투스|어댑터|히터|선풍기|드라이기|전자|조명|키즈|유아|아기|어린이|완구/i;

/** The certificates of the draft the category takes (all of them when it names no kinds). */
export function acceptedCertifications(details: ProductDetails, requirement: CertificationRequirement) {
  const given = details.certifications ?? [];
  return requirement.kinds.length === 0
    ? given
    : given.filter((cert) => requirement.kinds.includes(cert.kind));
}

export function certificationChecks(
  details: ProductDetails,
  requirement: CertificationRequirement,
  facts: NoticeFacts,
): ReviewCheck[] {
  const given = details.certifications ?? [];
  const checks: ReviewCheck[] = [];
  for (const cert of given) {
    if (requirement.kinds.length > 0 && !requirement.kinds.includes(cert.kind)) {
      checks.push(
        warning(
          'certification_kind_unused',
          'certification',
          `'${requirement.categoryName}' 카테고리는 ${certificationKindNames[cert.kind]} 항목이 없어 이 인증번호는 보내지 않습니다.`,
        ),
      );
    }
  }
  const exempt = requirement.exemptionsAllowed && (details.certificationExemption ?? null) !== null;
  const missing = exempt ? [] : missingFamilies(details, requirement);
  for (const family of missing) {
    const names = family.map((kind) => certificationKindNames[kind]);
    const first = family[0];
    const fix =
      facts.certificationNumber !== '' && first !== undefined
        ? {
            label: `페이지의 인증번호 ${facts.certificationNumber} 넣기`,
            path: 'certifications',
            value: [...given, { kind: first, number: facts.certificationNumber }],
          }
        : undefined;
    const exemption = requirement.exemptionsAllowed ? ' 인증 대상이 아니면 면제 사유를 골라 주세요.' : '';
    const which = names.length > 1 ? `${names.join(', ')} 중 하나` : names.join('');
    checks.push(
      error(
        'certification_missing',
        'certification',
        `'${requirement.categoryName}' 카테고리는 인증 정보가 필요합니다 (${which}). 초안의 인증 정보에 인증번호를 입력해 주세요.${exemption}`,
        fix,
      ),
    );
  }
  if (!requirement.required && given.length === 0 && likelyCertified.test(details.displayProductName)) {
    checks.push(
      warning(
        'certification_suggested',
        'certification',
        'KC 인증이나 전파인증 대상일 수 있는 상품입니다. 인증번호가 있으면 초안에 입력해 주세요. 인증 없이 팔면 판매가 중지될 수 있습니다.',
      ),
    );
  }
  return checks;
}
