import { extensionDownloadPath, extensionZipName } from '@ollida/contracts/extension';
import { Download, KeyRound, MousePointerClick, Puzzle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../lib/paths';

const steps: readonly { title: string; body: string }[] = [
  { title: '내려받기', body: `아래 버튼으로 ${extensionZipName}을 내려받아 원하는 폴더에 압축을 풉니다.` },
  {
    title: '확장 프로그램 화면 열기',
    body: 'Chrome(또는 Edge, 웨일 등 Chromium 브라우저) 주소창에 chrome://extensions 를 입력합니다.',
  },
  { title: '개발자 모드 켜기', body: '오른쪽 위의 "개발자 모드"를 켭니다.' },
  {
    title: '불러오기',
    body: '"압축해제된 확장 프로그램을 로드합니다"를 누르고, 압축을 푼 폴더(manifest.json이 있는 폴더)를 고릅니다.',
  },
  {
    title: 'API 키 넣기',
    body: '열리는 옵션 화면에 스토어 API 키를 붙여 넣고 "저장하고 연결 확인"을 누릅니다. 키는 마이페이지 → 워크스페이스 → "외부 API 키"에서 만듭니다.',
  },
  {
    title: '상품 올리기',
    body: '도매 사이트의 상품 상세 페이지에서 툴바의 올리다 아이콘을 누르면 상품 정보가 보이고, 이름·가격·검색어를 고친 뒤 한 번에 올릴 수 있습니다.',
  },
];

/** `/extension`: the app's own install page for the browser extension (there is no store listing). */
export function ExtensionPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:px-6">
      <PageTitle>브라우저 확장 프로그램</PageTitle>
      <header className="space-y-3">
        <p className="inline-flex items-center gap-2 rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-700">
          <Puzzle aria-hidden="true" className="size-4" />
          Chrome · Edge · 웨일
        </p>
        <h1 className="text-3xl font-bold text-slate-900">올리다 브라우저 확장 프로그램</h1>
        <p className="text-slate-700">
          보고 있는 도매 상품 페이지에서 바로 상품 정보를 읽어 쿠팡이나 네이버 스마트스토어에 올립니다.
          로그인해야 보이는 도매가나, 서버에서는 열리지 않는 페이지도 브라우저에 보이는 그대로 읽습니다.
        </p>
      </header>
      <div className="flex flex-wrap items-center gap-3">
        <a
          href={extensionDownloadPath}
          download={extensionZipName}
          className={buttonClassName('primary', 'lg')}
        >
          <Download aria-hidden="true" className="size-5" />
          확장 프로그램 내려받기 (.zip)
        </a>
        <Link to={paths.myPageWorkspaces} className={buttonClassName('secondary', 'lg')}>
          <KeyRound aria-hidden="true" className="size-5" />
          스토어 API 키 만들기
        </Link>
      </div>
      <p className="text-sm text-slate-600">
        내려받는 확장 프로그램에는 이 서버 주소({window.location.origin})가 들어 있고, 이 주소에만 접속할 수
        있는 권한을 가집니다. API 키는 확장 프로그램 저장소에만 보관되며 이 서버로만 보냅니다.
      </p>
      <section aria-labelledby="install-steps-heading" className="space-y-4">
        <h2
          id="install-steps-heading"
          className="flex items-center gap-2 text-xl font-semibold text-slate-900"
        >
          <MousePointerClick aria-hidden="true" className="size-5" />
          설치 방법
        </h2>
        <ol className="space-y-3">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white">
                {index + 1}
              </span>
              <div>
                <p className="font-semibold text-slate-900">{step.title}</p>
                <p className="text-sm text-slate-700">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
