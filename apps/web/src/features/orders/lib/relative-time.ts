const minuteMs = 60_000;

/** `방금 전`, `N분 전`, `N시간 전` or `N일 전` from `now`; null when the time is unreadable. */
export function relativeTimeKo(value: string, now: number = Date.now()): string | null {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  const minutes = Math.max(Math.floor((now - time) / minuteMs), 0);
  if (minutes < 1) return '방금 전';
  if (minutes < 60) return `${minutes}분 전`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}시간 전`;
  return `${Math.floor(hours / 24)}일 전`;
}
