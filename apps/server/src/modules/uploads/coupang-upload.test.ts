import { describe, expect, it } from 'vitest';
import { coupangStoreFields } from './coupang-upload.ts';
import type { UploadWorkspaceRow } from './uploads.repo.ts';

function workspaceOf(overrides: Partial<UploadWorkspaceRow>) {
  return {
    wingAccount: 'ollida-wing',
    returnCenterCode: '1000274592',
    returnCenterName: '올리다 반품센터',
    returnCenterContact: '02-1234-5678',
    returnCenterZipcode: '06236',
    returnCenterAddress: '서울특별시 강남구 테헤란로 1',
    returnCenterAddressDetail: '3층',
    outboundShippingPlaceCode: '74010',
    deliveryChargeOnReturn: 3000,
    returnCharge: 3000,
    requested: false,
    ...overrides,
  };
}

describe('coupangStoreFields', () => {
  it('sends a dash for a return center without a detail line, since Wing requires the field', () => {
    expect(coupangStoreFields(workspaceOf({ returnCenterAddressDetail: '' })).returnAddressDetail).toBe('-');
    expect(coupangStoreFields(workspaceOf({ returnCenterAddressDetail: null })).returnAddressDetail).toBe(
      '-',
    );
    expect(coupangStoreFields(workspaceOf({})).returnAddressDetail).toBe('3층');
  });
});
