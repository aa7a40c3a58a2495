import type { BusinessInfo } from '@ollida/contracts/app-info';
import { BusinessDetails } from '../../../components/business-details';
import { billingTerms } from '../../../lib/billing-terms';
import { LegalDocument, LegalList, LegalSection, SupportEmail } from '../components/legal-document';

export const termsEffectiveDate = '2026년 12월 7일';

export function TermsPage({ business }: { business: BusinessInfo | undefined }) {
  const company = business?.name ?? '올리다';
  return (
    <LegalDocument
      title="이용약관"
      effectiveDate={termsEffectiveDate}
      intro={
        <p>
          이 약관은 {company}(이하 “회사”)가 제공하는 올리다(이하 “서비스”)의 상품 정보 추출·등록·관리 기능과
          브라우저 확장 프로그램의 이용 조건, 요금제와 결제, 회사와 이용자의 권리·의무를 정합니다.
        </p>
      }
    >
      <LegalSection title="제1조 (사업자 정보)">
        <p>서비스를 제공하는 사업자는 다음과 같습니다.</p>
        {business ? (
          <div className="rounded-xl bg-slate-50 p-4">
            <BusinessDetails business={business} />
          </div>
        ) : (
          <p>사업자 정보는 페이지 하단에서 확인할 수 있습니다.</p>
        )}
      </LegalSection>

      <LegalSection title="제2조 (서비스의 내용)">
        <p>서비스는 온라인 판매자에게 다음 기능을 제공합니다.</p>
        <LegalList
          items={[
            '도매몰 등 공급처 상품 페이지에서 상품 정보를 추출하는 기능',
            '추출한 상품 정보를 쿠팡·네이버 스마트스토어에 등록하는 기능',
            '등록한 상품과 주문을 조회·관리하는 기능, 팀 워크스페이스 등 부가 기능',
          ]}
        />
        <p>회사는 기능을 개선하기 위해 내용을 바꿀 수 있으며, 중요한 변경은 미리 알립니다.</p>
      </LegalSection>

      <LegalSection title="제3조 (계정)">
        <LegalList
          items={[
            '이용자는 본인의 Google 계정으로 로그인해 서비스를 이용합니다.',
            '이용자는 계정과 로그인 정보를 직접 관리해야 하며, 타인에게 양도하거나 빌려줄 수 없습니다.',
            '계정이 도용되었거나 무단으로 사용된 사실을 알게 되면 즉시 회사에 알려야 합니다.',
          ]}
        />
      </LegalSection>

      <LegalSection title="제4조 (판매자의 책임)">
        <LegalList
          items={[
            '서비스로 등록하는 상품 정보(상품명, 가격, 이미지, 상세 설명 등)의 정확성과 적법성은 이를 등록하는 판매자가 책임집니다.',
            '판매자는 공급처의 이용 조건과 상표권·저작권 등 타인의 권리를 지켜야 하며, 사용 권한이 없는 이미지나 문구를 등록해서는 안 됩니다.',
            '판매자는 쿠팡·네이버 스마트스토어 등 각 마켓플레이스의 정책과 관련 법령을 지켜야 합니다. 마켓플레이스가 정책 위반을 이유로 내린 조치의 책임은 판매자에게 있습니다.',
            '판매자는 자신의 마켓플레이스 API 키를 정당한 권한으로 입력해야 하며, 그 키로 이루어진 등록·조회 요청의 결과에 책임집니다.',
          ]}
        />
      </LegalSection>

      <LegalSection title="제5조 (요금제와 자동 결제)">
        <LegalList
          items={[
            '요금제의 종류, 가격과 제공 범위는 요금제 안내 화면에 표시된 바에 따릅니다.',
            billingTerms.renewal,
            billingTerms.reminder,
            '카드 정보는 토스페이먼츠 결제창에만 입력하며, 회사는 카드 번호를 받거나 저장하지 않습니다.',
            billingTerms.freeTrial,
          ]}
        />
      </LegalSection>

      <LegalSection title="제6조 (요금제 변경과 가격 변경)">
        <LegalList items={[billingTerms.planChange, billingTerms.priceIncrease]} />
      </LegalSection>

      <LegalSection title="제7조 (자동 결제 실패)">
        <p>{billingTerms.failedPayment}</p>
      </LegalSection>

      <LegalSection title="제8조 (해지, 청약철회와 환불)">
        <LegalList
          items={[
            billingTerms.cancellation,
            `청약철회: ${billingTerms.withdrawal}`,
            billingTerms.otherRefunds,
            '이 조항에서 정하지 않은 사항은 「전자상거래 등에서의 소비자보호에 관한 법률」 등 관계 법령에 따릅니다.',
          ]}
        />
        <p>
          고객센터 이메일: <SupportEmail email={business?.email} />
        </p>
      </LegalSection>

      <LegalSection title="제9조 (회원 탈퇴와 이용 제한)">
        <LegalList
          items={[
            '이용자는 언제든지 고객센터를 통해 회원 탈퇴를 요청할 수 있습니다. 탈퇴 시 개인정보는 개인정보처리방침에 따라 처리됩니다.',
            '회사는 이용자가 이 약관이나 관련 법령을 위반하거나, 서비스의 정상적인 운영을 방해하는 경우 이용을 제한하거나 계약을 해지할 수 있습니다.',
          ]}
        />
      </LegalSection>

      <LegalSection title="제10조 (면책)">
        <LegalList
          items={[
            '회사는 공급처 페이지의 구조 변경, 마켓플레이스의 API 변경·장애 등 회사가 통제할 수 없는 사유로 인한 추출·등록 실패에 대해 책임지지 않습니다.',
            '회사는 자동으로 추출한 정보의 완전성을 보장하지 않으며, 판매자는 등록 전에 내용을 확인해야 합니다.',
            '천재지변, 통신 장애 등 불가항력으로 서비스를 제공할 수 없는 경우 책임이 면제됩니다.',
            '회사의 고의 또는 중대한 과실로 인한 손해에 대해서는 관계 법령에 따라 책임집니다.',
          ]}
        />
      </LegalSection>

      <LegalSection title="제11조 (준거법과 관할)">
        <p>
          이 약관은 대한민국 법령에 따라 해석되며, 서비스 이용과 관련한 분쟁은 「민사소송법」에 따른 관할
          법원에서 해결합니다.
        </p>
      </LegalSection>

      <LegalSection title="부칙">
        <p>이 약관은 {termsEffectiveDate}부터 시행합니다.</p>
      </LegalSection>
    </LegalDocument>
  );
}
