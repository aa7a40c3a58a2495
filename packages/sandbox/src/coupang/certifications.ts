// Certification types of the category meta (`certifications[]`) and the rules the sandbox's review applies to them.
//
// Type names are Coupang's enum (docs/protocols/coupang-wing.md §4: the 2019 sample plus a 2026 crawl); the Korean
// `name`s are the sandbox's own wording (the real meta's names were not captured — one real capture shows them
// masked). There is no Coupang type called KC_CERTIFICATION (that is Naver's kind type).

/** One `certifications[]` entry of a category meta. */
export interface SandboxCertificationMeta {
  certificationType: string;
  name: string;
  dataType: 'CODE' | 'NONE';
  required: 'MANDATORY' | 'RECOMMEND' | 'OPTIONAL';
}

/** The Korean names the sandbox shows for each certification type. */
export const CERTIFICATION_NAMES: Readonly<Record<string, string>> = {
  NOT_REQUIRED: '인증대상아님',
  PRESENTED_IN_DETAIL_PAGE: '상세페이지 별도표기',
  KC_ELECTRONICS_CERTIFICATION: '[전기용품] 안전인증',
  KC_ELECTRONICS_CONFIRM: '[전기용품] 안전확인',
  KC_ELECTRONICS_PROVIDER: '[전기용품] 공급자적합성확인',
  KC_KID_CERTIFICATION: '[어린이제품] 안전인증',
  KC_KID_CONFIRM: '[어린이제품] 안전확인',
  KC_KID_PROVIDER: '[어린이제품] 공급자적합성확인',
  KC_HOUSEHOLD_CERTIFICATION: '[생활용품] 안전인증',
  KC_HOUSEHOLD_CONFIRM: '[생활용품] 안전확인',
  KC_HOUSEHOLD_QUALITY: '[생활용품] 안전품질표시',
  KC_HOUSEHOLD_PACKAGING: '[생활용품] 어린이보호포장',
  COMMUNICATION_EQUIPMENT: '[방송통신기자재] 적합인증/적합등록',
  ORGANIC_ECOFRIENDLY_CONFIRM: '친환경 인증(유기농/무농약)',
};

/** Types that say "no certificate here": offered only where no certification is MANDATORY. */
export const NO_CERTIFICATE_TYPES = ['NOT_REQUIRED', 'PRESENTED_IN_DETAIL_PAGE'] as const;

// Sandbox's choice: Coupang's meta has no grouping for certifications, but the three KC marks of one law are
// alternatives (a product carries 안전인증, 안전확인 or 공급자적합성확인, not all three). So MANDATORY types of one family
// are satisfied by any one of them with a plausible number; every family with a MANDATORY type must be satisfied.
const families: readonly { prefix: string; label: string }[] = [
  { prefix: 'KC_ELECTRONICS_', label: 'KC 전기용품 인증' },
  { prefix: 'KC_KID_', label: 'KC 어린이제품 인증' },
  { prefix: 'KC_HOUSEHOLD_', label: 'KC 생활용품 인증' },
];

/** The family a type belongs to (its KC law, or the type itself), and the family's Korean label. */
export function certificationFamilyOf(type: string): { key: string; label: string } {
  const family = families.find((candidate) => type.startsWith(candidate.prefix));
  return family
    ? { key: family.prefix, label: family.label }
    : { key: type, label: CERTIFICATION_NAMES[type] ?? type };
}

function entry(
  certificationType: string,
  required: SandboxCertificationMeta['required'],
  dataType: SandboxCertificationMeta['dataType'] = 'CODE',
): SandboxCertificationMeta {
  return {
    certificationType,
    name: CERTIFICATION_NAMES[certificationType] ?? certificationType,
    dataType,
    required,
  };
}

/** KC marks under the electrical appliance law (전기용품 및 생활용품 안전관리법). */
export const kcElectrical = (required: SandboxCertificationMeta['required']) => [
  entry('KC_ELECTRONICS_CERTIFICATION', required),
  entry('KC_ELECTRONICS_CONFIRM', required),
  entry('KC_ELECTRONICS_PROVIDER', required),
];

/** KC marks under the children's product law (어린이제품 안전 특별법). */
export const kcKids = (required: SandboxCertificationMeta['required']) => [
  entry('KC_KID_CERTIFICATION', required),
  entry('KC_KID_CONFIRM', required),
  entry('KC_KID_PROVIDER', required),
];

/** Radio equipment conformity (전파법 적합인증/적합등록), for anything with Bluetooth, Wi-Fi or wireless charging. */
export const radio = (required: SandboxCertificationMeta['required']) => [
  entry('COMMUNICATION_EQUIPMENT', required),
];

/** Organic / pesticide-free certification of farm produce. */
export const organic = () => [entry('ORGANIC_ECOFRIENDLY_CONFIRM', 'OPTIONAL')];

/**
 * Whether a certificate number looks real: letters and digits in hyphen-joined groups with at least one digit, 5–40
 * characters (KC numbers look like 'XU100123-20001', 'HU071234-1001', 'R-R-ABC-XYZ123', 'CB063R1234-5001').
 * Sandbox's choice: Coupang has no public verification API (WING has a button); this only stops placeholders.
 */
export function isPlausibleCertificationCode(code: string): boolean {
  return (
    code.length >= 5 &&
    code.length <= 40 &&
    /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/.test(code) &&
    /\d/.test(code) &&
    !NO_CERTIFICATE_TYPES.some((type) => type === code.toUpperCase())
  );
}
