import { investigatorPageSize } from '@ollida/contracts/investigator';
import { formatCount } from '../../../lib/format';

/** `전체 N개 중 a–b` for a page of the grid, with the one page size the request used (50). */
export function pageRangeText(page: number, total: number): string {
  if (total === 0) return '전체 0개';
  const first = (page - 1) * investigatorPageSize + 1;
  const last = Math.min(page * investigatorPageSize, total);
  return `전체 ${formatCount(total)}개 중 ${formatCount(first)}–${formatCount(last)}`;
}
