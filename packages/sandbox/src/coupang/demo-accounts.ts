/** One Coupang seller as the sandbox knows it: the Open API key pair is bound to exactly one vendorId. */
export interface CoupangDemoVendor {
  /** Coupang's seller code (업체코드), e.g. A00012345. */
  vendorId: string;
  accessKey: string;
  secretKey: string;
  /** WING login id; product creation checks `vendorUserId` against it. */
  wingAccount: string;
  vendorName: string;
  /** Whether the seller agreed to category auto-matching, which lets a product omit displayCategoryCode. */
  autoCategoryAgreed: boolean;
}

/** Demo sellers the sandbox accepts out of the box; the server prints them at start and docs/guide/sandbox.md lists them. */
export const COUPANG_DEMO_VENDORS: readonly CoupangDemoVendor[] = [
  {
    vendorId: 'A00012345',
    accessKey: '7c1e2f0a-5d3b-4e8a-9f61-0a11da000001',
    secretKey: 'ollida-sandbox-secret-0001-5f2c9e7a1b3d4c6e8f90a1b2c3d4e5f6',
    wingAccount: 'ollida_demo1',
    vendorName: '올리다 데모상점',
    autoCategoryAgreed: true,
  },
  {
    vendorId: 'A00067890',
    accessKey: '3b9d4a27-8e1f-4c05-b2d6-0a11da000002',
    secretKey: 'ollida-sandbox-secret-0002-9a8b7c6d5e4f30211203f4e5d6c7b8a9',
    wingAccount: 'ollida_demo2',
    vendorName: '한빛생활마켓',
    autoCategoryAgreed: false,
  },
];
