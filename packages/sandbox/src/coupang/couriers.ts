/** A courier Coupang accepts in an invoice upload, with the digit counts its tracking numbers may have. */
export interface DispatchCourier {
  code: string;
  /** The Korean name order sheets show as `deliveryCompanyName`. */
  name: string;
  /** Allowed digit counts; undefined accepts any (vendor direct delivery has no tracking). */
  digits: readonly number[] | undefined;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** The courier codes of coupang-wing-lifecycle §5, with their digit counts; any other code is a 500 on Coupang. */
export const DISPATCH_COURIERS: readonly DispatchCourier[] = [
  { code: 'CJGLS', name: 'CJ 대한통운', digits: [10, 12] },
  { code: 'HANJIN', name: '한진택배', digits: [10, 12] },
  { code: 'HYUNDAI', name: '롯데택배', digits: [10, 12, 13] },
  { code: 'KGB', name: '로젠택배', digits: [10, 11] },
  { code: 'EPOST', name: '우체국택배', digits: [13] },
  { code: 'KDEXP', name: '경동택배', digits: range(8, 16) },
  { code: 'ILYANG', name: '일양로지스', digits: range(8, 16) },
  { code: 'CHUNIL', name: '천일택배', digits: [11] },
  { code: 'DIRECT', name: '업체직송', digits: undefined },
];

/** The courier for a code, or undefined when Coupang does not know it. */
export function courierByCode(code: string): DispatchCourier | undefined {
  return DISPATCH_COURIERS.find((courier) => courier.code === code);
}

/** Whether a tracking number (hyphens ignored) has a digit count the courier issues. */
export function invoiceNumberFits(courier: DispatchCourier, invoiceNumber: string): boolean {
  const digits = invoiceNumber.replaceAll('-', '');
  if (!/^\d+$/.test(digits)) return false;
  return courier.digits === undefined || courier.digits.includes(digits.length);
}
