import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { subscribeTo } from './support/payments.ts';
import { signInAs } from './support/sign-in.ts';
import { workspaceCard as card, connectPlaces, createWorkspace, openWorkspaces } from './support/stores.ts';

const ownerEmail = 'owner-ws@ollida.kr';
const memberEmail = 'member-ws@ollida.kr';

// Two people sign in and each opens several screens: 21 s alone, 31 s in CI's full run (over the 30 s default).
test.setTimeout(90_000);

test('소유자가 샌드박스 키로 쿠팡 워크스페이스를 만들고 키를 테스트한 뒤 팀원을 초대하면, 팀원은 알림에서 수락해 멤버로 본다', async ({
  browser,
}) => {
  const owner = await (await browser.newContext()).newPage();
  await signInAs(owner, ownerEmail, '김소유');
  // Inviting a team member needs the pro plan (the free tier and starter are personal).
  await subscribeTo(owner, 'pro');
  await openWorkspaces(owner);
  await createWorkspace(owner, /쿠팡 Wing/, '올리다 쿠팡');
  const coupang = card(owner, '올리다 쿠팡');
  await expect(coupang).toBeVisible();
  await expect(coupang.getByText('소유자')).toBeVisible();
  await expect(coupang.getByText('A00012345')).toBeVisible();

  await coupang.getByRole('button', { name: '키 테스트' }).click();
  await expect(coupang.getByText('성공')).toBeVisible();
  await expectNoSeriousAxeViolations(owner, '워크스페이스');

  await connectPlaces(owner);

  await coupang.getByRole('button', { name: '초대' }).click();
  const invite = owner.getByRole('form', { name: '멤버 초대' });
  await invite.getByLabel('이메일').fill(memberEmail);
  await invite.getByRole('button', { name: '초대 보내기' }).click();
  await expect(owner.getByText(new RegExp(`${memberEmail}님에게 초대를 보냈습니다`))).toBeVisible();
  await expectNoSeriousAxeViolations(owner, '멤버 초대 창', { within: '[role="dialog"]' });

  const member = await (await browser.newContext()).newPage();
  await signInAs(member, memberEmail, '이팀원');
  await member.getByRole('button', { name: '알림' }).click();
  await expect(member.getByRole('button', { name: '수락' })).toBeVisible();
  await expectNoSeriousAxeViolations(member, '알림 패널');
  await member.getByRole('button', { name: '수락' }).click();
  await expect(member.getByText('올리다 쿠팡 워크스페이스에 참여했습니다.')).toBeVisible();
  await member.keyboard.press('Escape');
  await openWorkspaces(member);
  const shared = card(member, '올리다 쿠팡');
  await expect(shared.getByText('멤버', { exact: true })).toBeVisible();
  await expect(shared.getByRole('button', { name: '키 변경' })).toHaveCount(0);
  await expect(shared.getByRole('button', { name: '멤버 관리' })).toHaveCount(0);
  await expect(shared.getByRole('button', { name: '설정', exact: true })).toHaveCount(0);
});

test('네이버 워크스페이스는 애플리케이션 ID와 시크릿만으로 만들어지고 찾은 스토어를 보여 준다', async ({
  page,
}) => {
  await signInAs(page, 'naver-ws@ollida.kr', '박네이버');
  await openWorkspaces(page);
  await createWorkspace(page, /네이버 스마트스토어/, '올리다 네이버');
  await expect(page.getByText(/올리다 데모 스토어/).first()).toBeVisible();
  const naver = card(page, '올리다 네이버');
  await expect(naver.getByText('올리다 데모 스토어')).toBeVisible();
});
