import {
  Building2,
  ClipboardList,
  CreditCard,
  Link2,
  type LucideIcon,
  Package,
  Radar,
  Search,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import { paths } from '../../lib/paths';

export interface MyPageNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shown only to administrators. */
  adminOnly?: boolean;
}

/** The my-page side navigation, in order; add an entry when its page exists. */
export const myPageNavItems: readonly MyPageNavItem[] = [
  { to: paths.myPageProfile, label: '프로필', icon: UserRound },
  { to: paths.myPageWorkspaces, label: '워크스페이스', icon: Building2 },
  { to: paths.myPageProducts, label: '상품 관리', icon: Package },
  { to: paths.myPageOrders, label: '주문 관리', icon: ClipboardList },
  { to: paths.myPagePayment, label: '결제 관리', icon: CreditCard },
  { to: paths.myPageUrlParser, label: 'URL 파서', icon: Link2 },
  { to: paths.productSearch, label: '상품 검색', icon: Search },
  { to: paths.investigator, label: '상품 조사기', icon: Radar },
  { to: paths.admin, label: '관리자 패널', icon: ShieldCheck, adminOnly: true },
];
