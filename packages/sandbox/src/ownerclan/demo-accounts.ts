/** A seller account the sandbox's `/auth` accepts (username and password of an Ownerclan 판매사 ID). */
export interface OwnerclanAccount {
  username: string;
  password: string;
}

/** The demo seller's 판매사 ID. */
export const OWNERCLAN_DEMO_USERNAME = 'ollida_seller';

/** The demo seller's password. Public on purpose: it only opens the local stand-in. */
export const OWNERCLAN_DEMO_PASSWORD = 'ownerclan-demo-1234';

/** The sandbox's default account list. */
export const OWNERCLAN_DEMO_ACCOUNTS: readonly OwnerclanAccount[] = [
  { username: OWNERCLAN_DEMO_USERNAME, password: OWNERCLAN_DEMO_PASSWORD },
];
