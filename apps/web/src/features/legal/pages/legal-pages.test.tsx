import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { testAppInfo } from '../../../../test/fixtures/app';
import { renderApp } from '../../../../test/render-app';

const { business } = testAppInfo;

function section(title: string): HTMLElement {
  const heading = screen.getByRole('heading', { name: title });
  const element = heading.closest('section');
  if (!element) throw new Error(`no section for ${title}`);
  return element;
}

describe('legal pages', () => {
  it('shows the privacy policy with the configured business, processors and retention', async () => {
    mockApi();
    renderApp('/privacy');

    expect(await screen.findByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeInTheDocument();
    expect(screen.getByText('시행일: 2026년 12월 7일')).toBeInTheDocument();
    expect(document.title).toBe('개인정보처리방침 — 올리다');
    expect(await screen.findByText(new RegExp(`^${business.name}\\(이하 “회사”\\)`))).toBeInTheDocument();

    const items = section('제1조 (처리하는 개인정보 항목과 목적)');
    expect(items).toHaveTextContent('Google 계정의 이름, 이메일');
    expect(items).toHaveTextContent('빌링키(암호화해 보관), 마스킹된 카드 번호와 카드사');
    expect(items).toHaveTextContent('고객 식별값(customerKey)');

    const retention = section('제3조 (개인정보의 보유 및 이용 기간)');
    expect(retention).toHaveTextContent('5년');
    expect(retention).toHaveTextContent('3년');
    expect(retention).toHaveTextContent(`접속 로그(IP 주소, 접속 일시, 요청 경로, 브라우저 정보): 30일`);

    const processors = section('제6조 (개인정보 처리의 위탁과 이용자의 요청에 따른 전송)');
    expect(processors).toHaveTextContent('토스페이먼츠(주)');
    expect(processors).toHaveTextContent('Google LLC');
    expect(processors).toHaveTextContent(`${business.hosting_provider}: 서비스 운영`);
    expect(processors).toHaveTextContent('쿠팡');

    const cookies = section('제9조 (쿠키 등 자동 수집 장치)');
    expect(cookies).toHaveTextContent('ollida_login_state');
    expect(cookies).toHaveTextContent('localStorage');

    const officer = section('제10조 (개인정보 보호책임자)');
    expect(officer).toHaveTextContent(business.privacy_officer.name);
    expect(officer).toHaveTextContent(business.privacy_officer.contact);
  });

  it('shows the terms with the business and the billing rules', async () => {
    mockApi();
    renderApp('/terms');

    expect(await screen.findByRole('heading', { level: 1, name: '이용약관' })).toBeInTheDocument();
    const identity = await within(section('제1조 (사업자 정보)')).findByRole('list', { name: '사업자 정보' });
    expect(within(identity).getByText(business.name)).toBeInTheDocument();
    expect(within(identity).getByText(business.ceo)).toBeInTheDocument();
    expect(section('제5조 (요금제와 자동 결제)')).toHaveTextContent(
      '카드를 등록하면 첫 달 요금이 바로 결제되고, 이후 매월 같은 날(그 날이 없는 달은 말일)',
    );
    const ending = section('제8조 (해지, 청약철회와 환불)');
    expect(ending).toHaveTextContent('마이페이지 > 결제 관리에서 온라인으로 해지');
    expect(ending).toHaveTextContent('전액 환불됩니다(카드 결제 취소, 3영업일 이내)');
    expect(within(ending).getByRole('link', { name: business.email })).toHaveAttribute(
      'href',
      `mailto:${business.email}`,
    );
    expect(section('제7조 (자동 결제 실패)')).toHaveTextContent('무료 플랜으로 바뀝니다');
    expect(section('제6조 (요금제 변경과 가격 변경)')).toHaveTextContent('동의 없이 결제하지 않습니다');
    expect(screen.getByRole('heading', { name: '제11조 (준거법과 관할)' })).toBeInTheDocument();
  });

  it('shows a Korean not-found page for unknown public paths', async () => {
    mockApi();
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
  });
});
