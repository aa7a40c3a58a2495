import type { CertificationExemption, CertificationKind } from './product-details.ts';

/** Korean names of the certification kinds, as the marketplaces show them. */
export const certificationKindNames: Readonly<Record<CertificationKind, string>> = {
  KC_ELECTRONICS_CERTIFICATION: '전기용품 안전인증',
  KC_ELECTRONICS_CONFIRM: '전기용품 안전확인',
  KC_ELECTRONICS_PROVIDER: '전기용품 공급자적합성확인',
  KC_HOUSEHOLD_CERTIFICATION: '생활용품 안전인증',
  KC_HOUSEHOLD_CONFIRM: '생활용품 안전확인',
  KC_KID_CERTIFICATION: '어린이제품 안전인증',
  KC_KID_CONFIRM: '어린이제품 안전확인',
  KC_KID_PROVIDER: '어린이제품 공급자적합성확인',
  COMMUNICATION_EQUIPMENT: '방송통신기자재 적합성평가(전파인증)',
};

/** Why a product needs no certificate (Naver accepts these; Coupang certification categories need a number). */
export const certificationExemptionNames: Readonly<Record<CertificationExemption, string>> = {
  not_target: '비대상',
  overseas_purchase: '구매대행',
  parallel_import: '병행수입',
  safe_criterion: '안전기준준수',
};
