import type { Platform } from '@ollida/contracts/workspaces';
import { platformLabels } from '../lib/workspace-labels';

const marks = {
  coupang: { text: '쿠팡', className: 'bg-red-600 text-white text-xs' },
  naver: { text: 'N', className: 'bg-green-500 text-white text-lg' },
} as const satisfies Record<Platform, { text: string; className: string }>;

/** A coloured mark standing for the marketplace (no external logo images). */
export function MarketplaceMark({ platform }: { platform: Platform }) {
  const mark = marks[platform];
  return (
    <span
      role="img"
      aria-label={`${platformLabels[platform]} 로고`}
      className={`flex size-10 shrink-0 items-center justify-center rounded-lg font-extrabold ${mark.className}`}
    >
      {mark.text}
    </span>
  );
}
