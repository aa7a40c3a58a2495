// Korea has kept UTC+9 without daylight saving since 1988, so Seoul wall time is a fixed offset from UTC.
const seoulOffsetMs = 9 * 60 * 60 * 1000;

/** The start (inclusive) and end (exclusive) of the Asia/Seoul calendar month holding `now`, as instants. */
export function seoulMonthOf(now: Date): { start: Date; end: Date } {
  const wall = new Date(now.getTime() + seoulOffsetMs);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth();
  return {
    start: new Date(Date.UTC(year, month, 1) - seoulOffsetMs),
    end: new Date(Date.UTC(year, month + 1, 1) - seoulOffsetMs),
  };
}

/**
 * The same Seoul wall-clock time one calendar month later; a day the next month lacks becomes its last day
 * (Nov 23 10:00 -> Dec 23 10:00, Jan 31 -> Feb 28 or 29). With `anchorDay` the day is that one instead (clamped the
 * same way), so monthly renewals anchored on the 31st go Jan 31 -> Feb 28 -> Mar 31 rather than drifting to the 28th.
 */
export function addSeoulMonth(instant: Date, anchorDay?: number): Date {
  const wall = new Date(instant.getTime() + seoulOffsetMs);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(anchorDay ?? wall.getUTCDate(), lastDay);
  const shifted = Date.UTC(
    year,
    month,
    day,
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    wall.getUTCMilliseconds(),
  );
  return new Date(shifted - seoulOffsetMs);
}

/** The Seoul calendar day of an instant, `YYYY-MM-DD`. */
export function seoulDayOf(instant: Date): string {
  return new Date(instant.getTime() + seoulOffsetMs).toISOString().slice(0, 10);
}

/** The Seoul day of the month (1–31) of an instant. */
export function seoulDayOfMonth(instant: Date): number {
  return new Date(instant.getTime() + seoulOffsetMs).getUTCDate();
}

/** 00:00 Asia/Seoul of the day holding `instant`. */
export function startOfSeoulDay(instant: Date): Date {
  const wall = new Date(instant.getTime() + seoulOffsetMs);
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()) - seoulOffsetMs);
}
