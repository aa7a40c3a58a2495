import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { signInAs } from './support/sign-in.ts';

/** A request from another visitor: the app trusts the loopback proxy's X-Forwarded-For in this run. */
function visit(request: APIRequestContext, ip: string, path: string) {
  return request.get(path, { headers: { 'x-forwarded-for': ip }, failOnStatusCode: false });
}

test('관리자가 트래픽 통계에서 차트를 보고, 요청이 많은 IP를 표에서 차단했다가 해제하며, 자동 차단된 스캐너를 차단 목록에서 본다', async ({
  page,
  request,
}) => {
  const visitor = '203.0.113.10';
  const scanner = '198.51.100.20';
  for (let index = 0; index < 6; index += 1) await visit(request, visitor, '/api/health');
  await visit(request, visitor, '/api/payments/client-key');
  // A scanner is blocked at its third distinct probe path.
  for (const probe of ['/.env', '/xmlrpc.php']) await visit(request, scanner, probe);
  expect((await visit(request, scanner, '/wp-admin/install.php')).status()).toBe(403);
  expect((await visit(request, scanner, '/')).status()).toBe(403);

  await signInAs(page, 'admin@ollida.kr', '관리자');
  await page.getByRole('link', { name: '관리자 패널' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: '관리자 패널', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: '트래픽 통계' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('기간')).toHaveValue('24');

  // The log is written a second after the requests; refresh until the visitor shows.
  const ips = page.getByRole('table', { name: '요청이 많은 IP' });
  await expect(async () => {
    await page.getByRole('button', { name: '새로고침' }).click();
    await expect(ips.getByRole('button', { name: visitor })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  const hourly = page.getByRole('img', { name: /시간대별 요청 수 차트/ });
  await expect(hourly).toBeVisible();
  expect((await hourly.boundingBox())?.height ?? 0).toBeGreaterThan(100);
  await expect(page.getByRole('img', { name: /상위 경로 차트: .*\/api\/health \d+회/ })).toBeVisible();
  await expect(page.getByText('총 요청 수')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '관리자 트래픽 통계 탭');
  // The scanner is blocked, so it is not "suspicious"; only unblocked ones would be listed.
  await expect(page.getByRole('region', { name: '의심스러운 IP' })).not.toContainText(scanner);

  // The first IP is chosen after the load; choosing the visitor shows its own paths beside the table.
  await ips.getByRole('button', { name: visitor }).click();
  const visitorPaths = page.getByRole('table', { name: `${visitor}의 경로` });
  await expect(visitorPaths.getByRole('row', { name: /\/api\/health 6/ })).toBeVisible();
  await ips.getByRole('button', { name: visitor }).click();
  await expect(page.getByRole('table', { name: '전체 경로' })).toBeVisible();

  const visitorRow = ips.getByRole('row', { name: new RegExp(visitor.replaceAll('.', '\\.')) });
  await visitorRow.getByRole('button', { name: /경로 2개/ }).click();
  await expect(page.getByRole('list', { name: `${visitor}의 경로` })).toContainText(
    '/api/payments/client-key',
  );

  await visitorRow.getByRole('button', { name: '상세' }).click();
  const detail = page.getByRole('dialog', { name: `IP 상세 정보: ${visitor}` });
  await expect(detail.getByRole('table', { name: '최근 요청' })).toContainText('/api/health');
  await expectNoSeriousAxeViolations(page, '관리자 IP 상세 창', { within: '[role="dialog"]' });
  await detail.getByRole('button', { name: '닫기' }).click();

  page.once('dialog', (dialog) => void dialog.accept());
  await visitorRow.getByRole('button', { name: '차단' }).click();
  await expect(page.getByRole('status').filter({ hasText: `IP ${visitor}를 차단했습니다.` })).toBeVisible();
  await expect(visitorRow.getByText('차단됨')).toBeVisible();
  expect((await visit(request, visitor, '/api/health')).status()).toBe(403);

  page.once('dialog', (dialog) => void dialog.accept());
  await visitorRow.getByRole('button', { name: '해제' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `IP ${visitor}의 차단을 해제했습니다.` }),
  ).toBeVisible();
  await expect(visitorRow.getByText('차단됨')).toHaveCount(0);
  expect((await visit(request, visitor, '/api/health')).status()).toBe(200);

  await page.getByRole('tab', { name: 'IP 차단 관리' }).click();
  const banned = page.getByRole('table', { name: '차단된 IP' });
  const scannerRow = banned.getByRole('row', { name: new RegExp(scanner.replaceAll('.', '\\.')) });
  await expect(scannerRow).toContainText('자동 보안 시스템');
  await expect(scannerRow).toContainText('/wp-admin/install.php');
  await expectNoSeriousAxeViolations(page, '관리자 IP 차단 관리 탭');

  await page.getByRole('tab', { name: '시스템 정보' }).click();
  const system = page.getByRole('tabpanel', { name: '시스템 정보' });
  await expect(system.getByRole('list', { name: '위험 경로 패턴' })).toContainText('phpmyadmin');
  await expect(system.getByText('127.0.0.1')).toBeVisible();
  await expect(system.getByText('관리자 (admin@ollida.kr)')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '관리자 시스템 정보 탭');
});

test('관리자가 아닌 판매자는 /admin에서 접근 권한이 없다는 안내만 보고, 관리자 API는 불리지 않는다', async ({
  page,
}) => {
  const adminCalls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/admin/')) adminCalls.push(sent.url());
  });
  await signInAs(page, 'seller-not-admin@ollida.kr', '판매자');
  await expect(page.getByRole('link', { name: '관리자 패널' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: '접근 권한이 없습니다' })).toBeVisible();
  await expect(page.getByText('관리자 패널은 관리자 권한이 있는 계정만 볼 수 있습니다.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '관리자 접근 거부');
  expect(adminCalls).toEqual([]);
});
