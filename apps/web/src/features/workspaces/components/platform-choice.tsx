import type { Platform } from '@ollida/contracts/workspaces';
import { platformLabels } from '../lib/workspace-labels';
import { MarketplaceMark } from './marketplace-mark';

const descriptions = {
  coupang: 'Wing 아이디, 업체코드와 Open API 키로 연결합니다.',
  naver: '커머스API 애플리케이션 ID와 시크릿만 입력하면 스토어를 자동으로 찾습니다.',
} as const satisfies Record<Platform, string>;

const choices: readonly Platform[] = ['coupang', 'naver'];

/** Step 1 of creating a workspace: which marketplace. */
export function PlatformChoice({ onChoose }: { onChoose: (platform: Platform) => void }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {choices.map((platform, index) => (
        <li key={platform}>
          <button
            type="button"
            data-autofocus={index === 0 ? true : undefined}
            onClick={() => onChoose(platform)}
            className="flex h-full w-full flex-col gap-3 rounded-xl border border-slate-200 p-4 text-left hover:border-indigo-400 hover:bg-indigo-50 focus:outline-none focus:ring-2 focus:ring-indigo-500"
          >
            <span className="flex items-center gap-3">
              <MarketplaceMark platform={platform} />
              <span className="font-bold text-slate-900">{platformLabels[platform]}</span>
              <span className="ml-auto rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700">
                지원
              </span>
            </span>
            <span className="text-sm text-slate-600">{descriptions[platform]}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
