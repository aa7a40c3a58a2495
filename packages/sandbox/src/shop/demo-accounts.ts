/** A shop member account accepted by the sandbox's login walls (고도몰 member login, 도매매 login). */
export interface ShopMember {
  loginId: string;
  password: string;
  name: string;
}

/** The demo member: unlocks the member-only product and 도매매 pages. Printed by the server at start. */
export const SHOP_DEMO_MEMBER: ShopMember = {
  loginId: 'ollida-buyer',
  password: 'shop-demo-1234',
  name: '올리다 데모회원',
};
