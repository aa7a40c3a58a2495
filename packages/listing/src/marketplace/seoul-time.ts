const seoulParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `yyyy-MM-ddTHH:mm:ss` wall-clock time in Seoul, the zone-less format Coupang's sale dates use. */
export function seoulDateTime(at: Date): string {
  const parts = new Map(seoulParts.formatToParts(at).map((part) => [part.type, part.value]));
  const pick = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? '00';
  return `${pick('year')}-${pick('month')}-${pick('day')}T${pick('hour')}:${pick('minute')}:${pick('second')}`;
}
