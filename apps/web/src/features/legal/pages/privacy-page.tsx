import { LegalDocument, LegalList, LegalSection, SupportEmail } from '../components/legal-document';

export const privacyEffectiveDate = '2024년 6월 20일';

const tableClass = 'w-full border-collapse text-left text-sm';
const cellClass = 'border border-slate-200 px-3 py-2 align-top';

const collectedItems: readonly { category: string; items: string; purpose: string }[] = [
  {
    category: '계정 정보',
    items: '이메일, 이름(Google 계정 로그인 시 제공되는 프로필 사진 포함)',
    purpose: '회원 식별, 로그인, 고객 문의 응대, 서비스 관련 안내',
  },
  {
    category: '마켓플레이스 연동 정보',
    items: 'API 키(액세스 키, 시크릿 키), 업체 코드',
    purpose: '쿠팡·네이버 스마트스토어 상품 등록, 등록 상품 조회, 주문 조회',
  },
  {
    category: '상품 데이터',
    items: '상품명, 썸네일, 상세 정보(가격, 옵션, 이미지, 상세 설명)',
    purpose: '마켓플레이스 상품 등록, 등록한 상품 추적, 주문 관리',
  },
  {
    category: '자동 수집 정보',
    items: '서비스 이용 기록, 접속 로그(IP 주소, 접속 일시, 브라우저 정보), 쿠키·세션 정보',
    purpose: '로그인 상태 유지, 부정 이용 방지와 보안, 오류 분석과 서비스 개선',
  },
];

export function PrivacyPage({ supportEmail }: { supportEmail: string | undefined }) {
  return (
    <LegalDocument
      title="개인정보처리방침"
      effectiveDate={privacyEffectiveDate}
      intro={
        <p>
          올리다(이하 “서비스”)는 올리다 웹 서비스와 브라우저 확장 프로그램을 이용하는 이용자의 개인정보를
          소중히 여기며, 「개인정보 보호법」 등 관련 법령을 지킵니다. 이 방침은 서비스가 어떤 개인정보를 어떤
          목적으로 수집·이용하고, 어떻게 보호하는지 알려 드립니다.
        </p>
      }
    >
      <LegalSection title="제1조 (수집하는 개인정보 항목과 이용 목적)">
        <p>서비스는 다음 개인정보를 수집하며, 각 목적 외의 용도로 이용하지 않습니다.</p>
        <div className="overflow-x-auto">
          <table className={tableClass}>
            <caption className="sr-only">수집 항목과 이용 목적</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={cellClass}>
                  구분
                </th>
                <th scope="col" className={cellClass}>
                  수집 항목
                </th>
                <th scope="col" className={cellClass}>
                  이용 목적
                </th>
              </tr>
            </thead>
            <tbody>
              {collectedItems.map((row) => (
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
      </LegalSection>

      <LegalSection title="제2조 (개인정보의 수집 방법)">
        <LegalList
          items={[
            'Google 계정으로 로그인할 때 Google이 제공하는 이메일과 이름을 받습니다.',
            '이용자가 워크스페이스 설정에서 마켓플레이스 API 키와 업체 코드를 직접 입력합니다.',
            '이용자가 확장 프로그램이나 상품 URL로 상품 정보를 추출할 때 상품 데이터가 저장됩니다.',
            '서비스 이용 과정에서 이용 기록, 접속 로그, 쿠키·세션 정보가 자동으로 생성됩니다.',
          ]}
        />
      </LegalSection>

      <LegalSection title="제3조 (개인정보의 보유 및 이용 기간)">
        <p>
          서비스는 회원 탈퇴 시 이용자의 개인정보를 지체 없이 파기합니다. 다만 관계 법령이 보존을 요구하는
          정보는 해당 법령이 정한 기간 동안 따로 보관한 뒤 파기합니다.
        </p>
        <LegalList
          items={[
            '계약 또는 청약철회, 대금 결제 및 재화 등의 공급에 관한 기록: 5년 (전자상거래 등에서의 소비자보호에 관한 법률)',
            '소비자의 불만 또는 분쟁 처리에 관한 기록: 3년 (전자상거래 등에서의 소비자보호에 관한 법률)',
            '웹사이트 방문 기록(접속 로그): 3개월 (통신비밀보호법)',
          ]}
        />
      </LegalSection>

      <LegalSection title="제4조 (개인정보의 파기 절차 및 방법)">
        <p>
          보유 기간이 끝났거나 처리 목적을 달성한 개인정보는 지체 없이 파기합니다. 전자적 파일은 복구할 수
          없는 방법으로 삭제하고, 출력물은 분쇄하거나 소각합니다.
        </p>
      </LegalSection>

      <LegalSection title="제5조 (개인정보의 제3자 제공)">
        <p>
          서비스는 이용자의 개인정보를 제3자에게 제공하지 않습니다. 다만 법령에 특별한 규정이 있거나 수사
          목적으로 법령이 정한 절차와 방법에 따라 수사기관의 요구가 있는 경우에는 예외로 합니다.
        </p>
        <p>
          이용자가 상품 등록을 요청하면 해당 상품 데이터는 이용자가 연결한 마켓플레이스(쿠팡, 네이버
          스마트스토어)에 이용자의 API 키로 전송됩니다. 이는 이용자의 요청에 따른 전송이며, 그 밖의 목적으로
          전달하지 않습니다.
        </p>
      </LegalSection>

      <LegalSection title="제6조 (개인정보 처리의 위탁)">
        <p>서비스는 개인정보 처리 업무를 외부에 위탁하지 않습니다.</p>
      </LegalSection>

      <LegalSection title="제7조 (정보주체의 권리·의무 및 행사 방법)">
        <p>이용자는 언제든지 서비스에 다음 권리를 행사할 수 있습니다.</p>
        <LegalList
          items={[
            '개인정보 열람 요구',
            '오류 등이 있을 경우 정정 요구',
            '삭제 요구',
            '처리정지 요구',
            '개인정보 수집·이용 동의 철회',
          ]}
        />
        <p>
          권리 행사는 아래 개인정보 보호책임자에게 이메일로 요청하시면 되며, 서비스는 지체 없이 조치하고 그
          결과를 알려 드립니다. 법정대리인이나 위임을 받은 사람을 통해서도 행사할 수 있습니다.
        </p>
      </LegalSection>

      <LegalSection title="제8조 (개인정보의 안전성 확보 조치)">
        <LegalList
          items={[
            '마켓플레이스 시크릿 키 등 중요 정보는 암호화해 저장합니다.',
            '모든 통신은 암호화된 연결(HTTPS)로 주고받습니다.',
            '개인정보에 접근할 수 있는 인원을 최소한으로 제한하고 접속 기록을 보관합니다.',
          ]}
        />
      </LegalSection>

      <LegalSection title="제9조 (쿠키 및 세션의 운영)">
        <p>
          서비스는 로그인 상태를 유지하기 위해 브라우저 저장소에 인증 토큰을 저장하고, 쿠키와 세션 정보를
          이용합니다. 이용자는 브라우저 설정에서 쿠키 저장을 거부할 수 있으나, 이 경우 로그인이 필요한 기능을
          이용하지 못할 수 있습니다.
        </p>
      </LegalSection>

      <LegalSection title="제10조 (개인정보 보호책임자)">
        <p>개인정보 처리에 관한 문의, 불만 처리, 피해 구제는 아래 개인정보 보호책임자에게 연락해 주세요.</p>
        <dl className="grid grid-cols-[7rem_1fr] gap-y-1 rounded-xl bg-slate-50 p-4 text-sm">
          <dt className="font-semibold">책임자</dt>
          <dd>올리다 개인정보 보호책임자</dd>
          <dt className="font-semibold">연락처</dt>
          <dd>
            <SupportEmail email={supportEmail} />
          </dd>
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
