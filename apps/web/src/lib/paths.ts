/** Client routes of the SPA; every link and redirect goes through these. */
export const paths = {
  home: '/',
  login: '/login',
  privacy: '/privacy',
  terms: '/terms',
  myPage: '/mypage',
  myPageProfile: '/mypage/profile',
  myPageWorkspaces: '/mypage/coupang_profile',
  myPageProducts: '/mypage/products',
  myPageSync: '/mypage/products/sync',
  myPageOrders: '/mypage/orders',
  myPageUrlParser: '/mypage/url-parser',
  myPagePayment: '/mypage/payment',
  paymentSuccess: '/payment/success',
  paymentFail: '/payment/fail',
  billingSuccess: '/billing/success',
  billingFail: '/billing/fail',
  admin: '/admin',
  extension: '/extension',
  productSearch: '/product-search',
  investigator: '/product-investigator',
  investigatorCrawler: '/product-investigator/crawler',
  investigatorProducts: '/product-investigator/products',
  investigatorAll: '/product-investigator/all',
  investigatorParser: '/product-investigator/parser',
} as const;

/** Path segments of the my-page area, relative to `paths.myPage`. */
export const myPageSegments = {
  profile: 'profile',
  workspaces: 'coupang_profile',
  products: 'products',
  productsSync: 'products/sync',
  orders: 'orders',
  urlParser: 'url-parser',
  payment: 'payment',
} as const;

/** Tab segments of the Product Investigator, relative to `paths.investigator` (docs/product/search-and-investigator.md#product-investigator). */
export const investigatorSegments = {
  crawler: 'crawler',
  products: 'products',
  all: 'all',
  parser: 'parser',
} as const;

/** Section ids of the landing page, used as `/#<id>` anchors. */
export const landingSections = {
  features: 'features',
  howItWorks: 'how-it-works',
  pricing: 'pricing',
  faq: 'faq',
} as const;

export type LandingSection = (typeof landingSections)[keyof typeof landingSections];

/** Server endpoints the browser navigates to (not fetched). */
export const serverPaths = {
  googleLogin: '/auth/google/login',
  googleCallback: '/auth/google/callback',
} as const;
