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
  myPageOrders: '/mypage/orders',
  myPageUrlParser: '/mypage/url-parser',
  myPagePayment: '/mypage/payment',
  paymentSuccess: '/payment/success',
  paymentFail: '/payment/fail',
  admin: '/admin',
} as const;

/** Path segments of the my-page area, relative to `paths.myPage`. */
export const myPageSegments = {
  profile: 'profile',
  workspaces: 'coupang_profile',
  products: 'products',
  orders: 'orders',
  urlParser: 'url-parser',
  payment: 'payment',
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
