import { plans } from '@ollida/contracts/plans';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { testAppInfo, testUser } from '../../../../test/fixtures/app';
import { renderApp } from '../../../../test/render-app';
import { sandboxBannerText } from '../../../components/ui/sandbox-banner';
import { formatWon } from '../../../lib/format';

describe('LandingPage', () => {
  it('asks the four FAQ questions', async () => {
    mockApi();
    renderApp('/');

    const faq = await screen.findByRole('region', { name: '자주 묻는 질문' });
    const questions = [...faq.querySelectorAll('details > summary')].map((summary) => summary.textContent);
    expect(questions).toEqual([
      '올리다는 어떤 서비스인가요?',
      '무료로 사용할 수 있나요?',
      '어떤 사이트에서 작동하나요?',
      '수집한 데이터는 어디에 쓰이나요?',
    ]);
    expect(faq).toHaveTextContent('상품 정보 추출·관리 자동화 도구');
    expect(faq).toHaveTextContent('무료 플랜');
    expect(faq).toHaveTextContent('도매몰의 상품 페이지');
    expect(faq).toHaveTextContent('마켓플레이스 상품 등록, 등록한 상품 추적, 주문 관리');
  });

  it('shows three lazy screenshots with captions', async () => {
    mockApi();
    renderApp('/');

    const region = await screen.findByRole('region', { name: '화면으로 먼저 만나 보세요' });
    const images = within(region).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/landing/screenshot-1.png',
      '/landing/screenshot-2.png',
      '/landing/screenshot-3.png',
    ]);
    for (const image of images) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '1280');
      expect(image).toHaveAttribute('height', '800');
      expect(image.getAttribute('alt')).toBeTruthy();
    }
    const captions = [...region.querySelectorAll('figcaption')].map((caption) => caption.textContent);
    expect(captions).toEqual(['상품 URL 하나로 등록', '여러 상품을 한 번에', '등록한 상품 관리']);
  });

  it('prices every plan from the contracts', async () => {
    mockApi();
    renderApp('/');

    const pricing = await screen.findByRole('region', { name: '규모에 맞게 고르는 월 요금제' });
    expect(pricing).toHaveTextContent(
      '상품 등록 10회를 무료로 이용할 수 있고, 카드를 처음 등록하면 10회가 더',
    );
    for (const plan of plans) {
      const card = within(pricing).getByRole('heading', { name: plan.name }).closest('li');
      expect(card).toHaveTextContent(`${formatWon(plan.priceWon)}/월`);
      for (const feature of plan.features) expect(card).toHaveTextContent(feature);
    }
    expect(pricing).toHaveTextContent('19,900원/월');
  });

  it('states how subscriptions renew, end and are refunded, as the terms do', async () => {
    mockApi();
    renderApp('/');

    const billing = await screen.findByRole('region', { name: '결제·해지·환불 안내' });
    expect(billing).toHaveTextContent('매월 자동 결제되는 구독');
    expect(billing).toHaveTextContent('결제 7일 전에 앱 알림');
    expect(billing).toHaveTextContent('마이페이지 > 결제 관리에서 온라인으로 해지');
    expect(billing).toHaveTextContent('결제일로부터 7일 이내이고 그동안 상품 등록을 하지 않았다면');
    expect(billing).toHaveTextContent('1일, 3일, 7일 뒤에 다시 시도');
    expect(billing).toHaveTextContent('동의 없이 결제하지 않습니다');
    expect(billing).not.toHaveTextContent('갱신되지 않');
    const faq = screen.getByRole('region', { name: '자주 묻는 질문' });
    expect(faq).toHaveTextContent('매월 자동 결제되며, 언제든지 마이페이지 > 결제 관리에서 온라인으로 해지');
  });

  it('has the demo video in the how-it-works section and a free start', async () => {
    mockApi();
    const { container } = renderApp('/');

    await screen.findByRole('heading', { level: 1 });
    const video = container.querySelector('#how-it-works video');
    expect(video).toHaveAttribute('src', '/landing/demo.webm');
    expect(video).toHaveAttribute('poster', '/landing/demo-poster.png');
    expect(video).toHaveAttribute('preload', 'none');
    expect(screen.getByRole('link', { name: '무료로 시작하기' })).toHaveAttribute('href', '/login');
    expect(screen.getByText(/무료로 10회 체험/)).toBeInTheDocument();
  });

  it('links the extension, the legal pages and customer support', async () => {
    mockApi();
    renderApp('/');

    const extension = await screen.findByRole('link', { name: '확장 프로그램 설치' });
    expect(extension).toHaveAttribute('href', testAppInfo.extension_url);
    expect(extension).toHaveAttribute('target', '_blank');
    expect(extension).toHaveAttribute('rel', 'noopener noreferrer');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '이용약관' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(footer).getByRole('link', { name: /고객지원/ })).toHaveAttribute(
      'href',
      `mailto:${testAppInfo.support_email}`,
    );
    expect(within(footer).getByRole('link', { name: '개인정보처리방침' })).toHaveClass('font-bold');
    expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
  });

  it('names the business in the footer with a link to the FTC register', async () => {
    mockApi();
    renderApp('/');

    const details = await screen.findByRole('list', { name: '사업자 정보' });
    const { business } = testAppInfo;
    for (const text of [
      `상호 ${business.name}`,
      `대표 ${business.ceo}`,
      `사업자등록번호 ${business.registration_number}`,
      `통신판매업 신고 ${business.mail_order_report_number}`,
      `주소 ${business.address}`,
      `고객센터 ${business.phone}, ${business.email}`,
      `호스팅 제공자 ${business.hosting_provider}`,
      `개인정보 보호책임자 ${business.privacy_officer.name} (${business.privacy_officer.contact})`,
    ]) {
      expect(details).toHaveTextContent(text);
    }
    const check = within(details).getByRole('link', { name: '사업자정보 확인' });
    expect(check).toHaveAttribute('href', 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=2208812345');
    expect(check).toHaveAttribute('target', '_blank');
  });

  it('shows no mail-order report number for an exempt business', async () => {
    mockApi({
      'GET /api/app-info': {
        body: { ...testAppInfo, business: { ...testAppInfo.business, mail_order_report_number: null } },
      },
    });
    renderApp('/');

    const details = await screen.findByRole('list', { name: '사업자 정보' });
    expect(details).not.toHaveTextContent('통신판매업');
  });

  it('shows the my-page link with the email when signed in', async () => {
    mockApi({ 'GET /api/user/me': { body: testUser } });
    renderApp('/', { token: 'valid' });

    const link = await screen.findByRole('link', { name: `마이페이지 (${testUser.email})` });
    expect(link).toHaveAttribute('href', '/mypage');
    expect(screen.queryByRole('link', { name: '로그인' })).not.toBeInTheDocument();
  });

  it('shows the sandbox banner only in sandbox mode', async () => {
    mockApi({ 'GET /api/app-info': { body: { ...testAppInfo, sandbox: true } } });
    renderApp('/');

    expect(await screen.findByText(sandboxBannerText)).toBeInTheDocument();
  });

  it('has no sandbox banner otherwise', async () => {
    mockApi();
    renderApp('/');

    await screen.findByRole('link', { name: '확장 프로그램 설치' });
    expect(screen.queryByText(sandboxBannerText)).not.toBeInTheDocument();
  });
});
