import type { AppInfo } from '@ollida/contracts/app-info';
import { LegalDocument, LegalList, LegalSection, SupportEmail } from '../components/legal-document';

export const privacyEffectiveDate = '2026년 12월 7일';

const tableClass = 'w-full border-collapse text-left text-sm';
const cellClass = 'border border-slate-200 px-3 py-2 align-top';

const processedItems: readonly { category: string; items: string; purpose: string }[] = [
  {
    category: '계정 정보',
    items: 'Google 계정의 이름, 이메일, 프로필 사진 주소',
    purpose: '회원 식별, 로그인, 고객 문의 응대, 서비스 관련 안내',
  },
  {
    category: '마켓플레이스 연동 정보',
    items: '쿠팡 업체 코드·액세스 키·시크릿 키, 네이버 커머스 API 애플리케이션 ID·시크릿 (암호화해 보관)',
    purpose: '판매자가 요청한 상품 등록, 등록 상품 조회, 주문 조회',
  },
  {
    category: '결제 정보',
    items:
      '고객 식별값(customerKey), 빌링키(암호화해 보관), 마스킹된 카드 번호와 카드사, 결제 기록(요금제, 금액, 결제 일시, 결제 상태)',
    purpose: '요금제 자동 결제, 환불, 결제 내역 제공',
  },
  {
    category: '상품 데이터',
    items: '판매자가 추출·등록한 상품명, 가격, 옵션, 이미지, 상세 설명',
    purpose: '마켓플레이스 상품 등록, 등록한 상품 추적, 주문 관리',
  },
  {
    category: '자동 생성 정보',
    items: '접속 로그(IP 주소, 접속 일시, 요청 경로, 브라우저 정보), 서비스 이용 기록',
    purpose: '부정 이용 방지와 보안, 오류 분석',
  },
];

export function PrivacyPage({ appInfo }: { appInfo: AppInfo | undefined }) {
  const business = appInfo?.business;
  const company = business?.name ?? '올리다';
  const logDays = appInfo?.access_log_retention_days;
  return (
    <LegalDocument
      title="개인정보처리방침"
      effectiveDate={privacyEffectiveDate}
      intro={
        <p>
          {company}(이하 “회사”)는 올리다 웹 서비스와 브라우저 확장 프로그램(이하 “서비스”) 이용자의
          개인정보를 「개인정보 보호법」 등 관련 법령에 따라 처리합니다. 이 방침은 회사가 어떤 개인정보를 어떤
          목적으로 처리하고, 얼마나 보관하며, 어떻게 보호하는지 알려 드립니다.
        </p>
      }
    >
      <LegalSection title="제1조 (처리하는 개인정보 항목과 목적)">
        <p>회사는 다음 개인정보를 처리하며, 각 목적 외의 용도로 이용하지 않습니다.</p>
        <div className="overflow-x-auto">
          <table className={tableClass}>
            <caption className="sr-only">처리 항목과 목적</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={cellClass}>
                  구분
                </th>
                <th scope="col" className={cellClass}>
                  항목
                </th>
                <th scope="col" className={cellClass}>
                  목적
                </th>
              </tr>
            </thead>
            <tbody>
              {processedItems.map((row) => (
                <tr key={row.category}>
                  <th scope="row" className={`${cellClass} font-semibold`}>
                    {row.category}
                  </th>
                  <td className={cellClass}>{row.items}</td>
                  <td className={cellClass}>{row.purpose}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          카드 번호, 유효기간 등 카드 정보는 토스페이먼츠 결제창에서 직접 입력되며, 회사는 이를 받거나
          저장하지 않습니다.
        </p>
      </LegalSection>

      <LegalSection title="제2조 (개인정보의 수집 방법)">
        <LegalList
          items={[
            'Google 계정으로 로그인할 때 Google이 제공하는 이름, 이메일, 프로필 사진 주소를 받습니다.',
            '이용자가 워크스페이스 설정에서 마켓플레이스 API 키를 직접 입력합니다.',
            '이용자가 카드를 등록하거나 결제할 때 토스페이먼츠가 빌링키, 마스킹된 카드 번호와 카드사를 알려 줍니다.',
            '이용자가 확장 프로그램이나 상품 URL로 상품 정보를 추출하면 상품 데이터가 저장됩니다.',
            '서비스를 이용하는 동안 접속 로그와 이용 기록이 자동으로 생성됩니다.',
          ]}
        />
      </LegalSection>

      <LegalSection title="제3조 (개인정보의 보유 및 이용 기간)">
        <p>
          회사는 회원 탈퇴 시 이용자의 개인정보를 지체 없이 파기합니다. 다만 다음 정보는 관계 법령이나 아래
          기간에 따라 보관한 뒤 파기하며, 보관하는 동안 다른 정보와 분리해 그 목적으로만 이용합니다.
        </p>
        <LegalList
          items={[
            '계약 또는 청약철회, 대금 결제 및 재화 등의 공급에 관한 기록(결제 기록, 고객 식별값, 빌링키, 마스킹된 카드 번호와 카드사 포함): 5년 (「전자상거래 등에서의 소비자보호에 관한 법률」)',
            '소비자의 불만 또는 분쟁 처리에 관한 기록: 3년 (「전자상거래 등에서의 소비자보호에 관한 법률」)',
            logDays
              ? `접속 로그(IP 주소, 접속 일시, 요청 경로, 브라우저 정보): ${logDays}일`
              : '접속 로그(IP 주소, 접속 일시, 요청 경로, 브라우저 정보): 서비스가 정한 기간',
          ]}
        />
      </LegalSection>

      <LegalSection title="제4조 (개인정보의 파기 절차 및 방법)">
        <p>
          보유 기간이 끝났거나 처리 목적을 달성한 개인정보는 지체 없이 파기합니다. 접속 로그는 보유 기간이
          지나면 매일 자동으로 삭제합니다. 전자적 파일은 복구할 수 없는 방법으로 삭제하고, 출력물은 분쇄하거나
          소각합니다.
        </p>
      </LegalSection>

      <LegalSection title="제5조 (개인정보의 제3자 제공)">
        <p>
          회사는 이용자의 개인정보를 제3자에게 제공하지 않습니다. 다만 법령에 특별한 규정이 있거나 수사
          목적으로 법령이 정한 절차와 방법에 따라 수사기관의 요구가 있는 경우에는 예외로 합니다.
        </p>
      </LegalSection>

      <LegalSection title="제6조 (개인정보 처리의 위탁과 이용자의 요청에 따른 전송)">
        <p>회사는 서비스 제공을 위해 다음과 같이 개인정보 처리 업무를 위탁합니다.</p>
        <LegalList
          items={[
            '토스페이먼츠(주): 요금제 결제와 자동 결제, 결제 취소·환불 처리. 카드 정보는 토스페이먼츠 결제창에만 입력됩니다.',
            'Google LLC: Google 계정 로그인(본인 확인)',
            `${business?.hosting_provider ?? '호스팅 제공자(페이지 하단 참조)'}: 서비스 운영을 위한 서버와 데이터 보관`,
          ]}
        />
        <p>
          이용자가 상품 등록이나 조회를 요청하면, 회사는 해당 상품 데이터를 이용자가 연결한 자신의
          스토어(쿠팡, 네이버 스마트스토어)에 이용자의 API 키로 전송합니다. 이는 이용자의 지시에 따른
          전송이며, 그 밖의 목적으로 전달하지 않습니다.
        </p>
      </LegalSection>

      <LegalSection title="제7조 (정보주체의 권리·의무 및 행사 방법)">
        <p>이용자는 언제든지 회사에 다음 권리를 행사할 수 있습니다.</p>
        <LegalList
          items={[
            '개인정보 열람 요구',
            '오류 등이 있을 경우 정정 요구',
            '삭제 요구',
            '처리정지 요구',
            '개인정보 처리 동의 철회',
          ]}
        />
        <p>
          이름과 이메일은 마이페이지의 프로필 화면에서 확인할 수 있고, 마켓플레이스 API 키는 워크스페이스
          설정에서 바꿀 수 있습니다. 그 밖의 요청(삭제 포함)은 아래 개인정보 보호책임자나 고객센터(
          <SupportEmail email={business?.email} />
          )에 이메일로 보내 주시면 10일 이내에 조치하고 결과를 알려 드립니다. 법정대리인이나 위임을 받은
          사람을 통해서도 행사할 수 있습니다. 법령이 보관을 요구하는 정보(제3조)는 삭제를 요청하셔도 그 기간
          동안 보관됩니다.
        </p>
      </LegalSection>

      <LegalSection title="제8조 (개인정보의 안전성 확보 조치)">
        <LegalList
          items={[
            '마켓플레이스 API 키와 빌링키는 암호화해 저장하며, 화면에는 다시 보여 주지 않습니다.',
            '운영 환경의 모든 통신은 암호화된 연결(HTTPS)로 주고받습니다.',
            '개인정보에 접근할 수 있는 인원을 최소한으로 제한하고 접속 기록을 보관합니다.',
          ]}
        />
      </LegalSection>

      <LegalSection title="제9조 (쿠키 등 자동 수집 장치)">
        <p>
          회사는 광고나 방문 분석을 위한 쿠키를 쓰지 않습니다. 서비스가 쓰는 쿠키와 브라우저 저장소는 다음이
          전부입니다.
        </p>
        <LegalList
          items={[
            'ollida_login_state 쿠키: Google 로그인 중에만 쓰는 일회용 확인값으로, 로그인 위조를 막습니다. 로그인이 끝나면 지우고, 늦어도 10분 뒤 만료됩니다.',
            '로그인 토큰: 로그인 상태를 유지하기 위해 브라우저 저장소(localStorage)에 보관하며, 로그아웃하면 지워집니다.',
            '작업 중인 화면 상태(로그인 시도 확인값, 진행 중인 대량 등록과 수집 작업): 브라우저 탭의 세션 저장소(sessionStorage)에 두며, 탭을 닫으면 지워집니다.',
          ]}
        />
        <p>
          브라우저 설정에서 쿠키와 저장소를 거부할 수 있으나, 이 경우 로그인이 필요한 기능을 이용할 수
          없습니다.
        </p>
      </LegalSection>

      <LegalSection title="제10조 (개인정보 보호책임자)">
        <p>개인정보 처리에 관한 문의, 불만 처리, 피해 구제는 아래 개인정보 보호책임자에게 연락해 주세요.</p>
        <dl className="grid grid-cols-[7rem_1fr] gap-y-1 rounded-xl bg-slate-50 p-4 text-sm">
          <dt className="font-semibold">책임자</dt>
          <dd>{business?.privacy_officer.name ?? '페이지 하단 참조'}</dd>
          <dt className="font-semibold">연락처</dt>
          <dd className="break-words">{business?.privacy_officer.contact ?? '페이지 하단 참조'}</dd>
        </dl>
        <p>
          개인정보 침해에 대한 신고나 상담은 개인정보침해신고센터(국번 없이 118), 개인정보 분쟁조정위원회
          (1833-6972), 대검찰청(국번 없이 1301), 경찰청(국번 없이 182)에 문의할 수 있습니다.
        </p>
      </LegalSection>

      <LegalSection title="제11조 (개인정보처리방침의 변경)">
        <p>
          이 개인정보처리방침은 {privacyEffectiveDate}부터 시행합니다. 내용이 바뀌는 경우 시행 7일 전부터
          서비스 화면을 통해 알려 드립니다.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
