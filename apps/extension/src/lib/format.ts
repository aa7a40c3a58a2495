const wonFormatter = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/** Won as sellers read it: `12,900원`. */
export function formatWon(amount: number): string {
  return `${wonFormatter.format(amount)}원`;
}

/** The marketplace of a store in brackets, as the popup and options name the target store. */
export function platformLabel(platform: 'coupang' | 'naver'): string {
  switch (platform) {
    case 'coupang':
      return '[쿠팡]';
    case 'naver':
      return '[네이버]';
    default: {
      const unknown: never = platform;
      return String(unknown);
    }
  }
}
