/**
 * Couriers a tracking number can be sent with: the code both markets use (Coupang `deliveryCompanyCode`, Naver
 * `deliveryCompanyCode`; the common ones are the same, naver-commerce-lifecycle §4), the Korean names sellers write in
 * their files, and the digit counts Coupang checks (coupang-wing-lifecycle §5; `null` = any 8–16 digits).
 */
export interface Courier {
  code: string;
  name: string;
  aliases: readonly string[];
  digits: readonly number[] | null;
}

export const couriers: readonly Courier[] = [
  {
    code: 'CJGLS',
    name: 'CJ대한통운',
    aliases: ['CJ', '대한통운', 'CJ택배', 'CJ대한통운택배'],
    digits: [10, 12],
  },
  {
    code: 'HYUNDAI',
    name: '롯데택배',
    aliases: ['롯데', '현대택배', '롯데글로벌로지스'],
    digits: [10, 12, 13],
  },
  { code: 'HANJIN', name: '한진택배', aliases: ['한진'], digits: [10, 12] },
  { code: 'KGB', name: '로젠택배', aliases: ['로젠'], digits: [10, 11] },
  { code: 'EPOST', name: '우체국택배', aliases: ['우체국', '우체국소포'], digits: [13] },
  { code: 'KDEXP', name: '경동택배', aliases: ['경동'], digits: null },
  { code: 'ILYANG', name: '일양로지스', aliases: ['일양', '일양택배'], digits: null },
  { code: 'CHUNIL', name: '천일택배', aliases: ['천일'], digits: [11] },
  { code: 'CVSNET', name: 'GS편의점택배', aliases: ['GS25', 'GS택배', '편의점택배'], digits: null },
  { code: 'CUPARCEL', name: 'CU편의점택배', aliases: ['CU', 'CU택배'], digits: null },
  { code: 'DIRECT', name: '업체직송', aliases: ['직접배송', '직접 배송', '업체 직송', '직송'], digits: null },
];

const normalised = (text: string) => text.replace(/\s+/g, '').toUpperCase();

const byKey = new Map<string, Courier>(
  couriers.flatMap((courier) =>
    [courier.code, courier.name, ...courier.aliases].map((key) => [normalised(key), courier] as const),
  ),
);

/** The courier a code or Korean name (any letter case or spacing) stands for, or undefined. */
export function courierOf(text: string): Courier | undefined {
  return byKey.get(normalised(text.slice(0, 40)));
}

/** Why a tracking number cannot be sent with a courier, in Korean; null when it can. */
export function trackingNumberProblem(courier: Courier, trackingNumber: string): string | null {
  if (courier.code === 'DIRECT') return null;
  const digits = trackingNumber.replace(/-/g, '');
  if (digits === '') return '송장번호를 입력해 주세요.';
  if (!/^\d+$/.test(digits)) return '송장번호는 숫자만 입력할 수 있습니다.';
  const allowed = courier.digits;
  if (allowed === null) {
    return digits.length >= 8 && digits.length <= 16 ? null : `${courier.name} 송장번호는 8~16자리입니다.`;
  }
  return allowed.includes(digits.length)
    ? null
    : `${courier.name} 송장번호는 ${allowed.join('·')}자리입니다. (입력: ${digits.length}자리)`;
}
