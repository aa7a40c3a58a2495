import type { Member } from '@ollida/contracts/members';
import type { Workspace } from '@ollida/contracts/workspaces';

/** A Coupang workspace the signed-in user owns, with valid keys; override what a test needs. */
export function workspaceFixture(overrides: Partial<Workspace> = {}): Workspace {
  return {
    workspace_id: '11111111-1111-4111-8111-111111111111',
    workspace_name: '올리다 쿠팡점',
    platform: 'coupang',
    is_owner: true,
    user_role: 'owner',
    wing_account: 'wing-seller',
    vendor_code: 'A00012345',
    store_id: null,
    store_name: null,
    access_key: 'AKCP1234',
    client_id: null,
    created_at: '2024-06-20T05:30:00.000Z',
    api_keys_configured: true,
    key_status: { status: 'valid', message: null },
    last_test: {
      is_valid: true,
      error_type: null,
      message: '쿠팡 API 키가 정상입니다.',
      timestamp: '2024-06-21T01:00:00.000Z',
    },
    is_current: true,
    is_main: true,
    member_count: 3,
    return_center_code: null,
    return_center_name: null,
    outbound_shipping_place_code: null,
    shipping_place_name: null,
    ...overrides,
  };
}

export function naverWorkspaceFixture(overrides: Partial<Workspace> = {}): Workspace {
  return workspaceFixture({
    workspace_id: '22222222-2222-4222-8222-222222222222',
    workspace_name: '올리다 스마트스토어',
    platform: 'naver',
    wing_account: null,
    vendor_code: null,
    store_id: 'ST-1001',
    store_name: '올리다몰',
    access_key: null,
    client_id: 'NVCL5678',
    is_current: false,
    is_main: false,
    ...overrides,
  });
}

export function memberFixture(overrides: Partial<Member> = {}): Member {
  return {
    email: 'owner@example.com',
    name: '김소유',
    role: 'owner',
    joined_at: '2024-06-20T05:30:00.000Z',
    profile_picture: null,
    ...overrides,
  };
}
