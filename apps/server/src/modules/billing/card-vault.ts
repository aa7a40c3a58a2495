import { createHash } from 'node:crypto';
import type { TossBilling } from '../../integrations/toss/toss-billing.ts';
import type { TossClient } from '../../integrations/toss/toss-client.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { BillingRepo, StoredCard } from './billing.repo.ts';
import type { ChargeCard } from './billing-charge.ts';

/** SHA-256 of a billing key: how a webhook naming one finds its card without unsealing every row. */
export function billingKeyHash(billingKey: string): string {
  return createHash('sha256').update(billingKey, 'utf8').digest('hex');
}

/**
 * The one card a person registered, for the once-per-person bonus: issuer and masked number (Toss never shows more).
 */
export function cardFingerprint(billing: TossBilling): string {
  return `${billing.card?.issuerCode ?? '-'}:${billing.card?.number ?? '-'}`;
}

/**
 * Korean card company names by Toss issuer code (Toss's 카드사 코드 table, as several independent Toss clients list it);
 * unknown codes show no company.
 */
const issuerNames: Readonly<Record<string, string>> = {
  '3K': '기업BC',
  '46': '광주은행',
  '71': '롯데카드',
  '30': 'KDB산업은행',
  '31': 'BC카드',
  '51': '삼성카드',
  '38': '새마을금고',
  '41': '신한카드',
  '62': '신협',
  '36': '씨티카드',
  '33': '우리BC카드',
  W1: '우리카드',
  '37': '우체국',
  '39': '저축은행',
  '35': '전북은행',
  '42': '제주은행',
  '15': '카카오뱅크',
  '3A': '케이뱅크',
  '24': '토스뱅크',
  '21': '하나카드',
  '61': '현대카드',
  '11': 'KB국민카드',
  '91': 'NH농협카드',
  '34': 'Sh수협은행',
};

/** Seals billing keys at rest (never logged, never sent to the browser) and opens them only for a call to Toss. */
export function createCardVault(deps: {
  repo: BillingRepo;
  secrets: SecretBox;
  toss: TossClient;
  clock: () => Date;
  onError: (error: unknown) => void;
}) {
  const { repo, secrets, toss, clock } = deps;
  return {
    /** What is stored of a newly issued card. */
    sealed(billing: TossBilling): StoredCard {
      const issuer = billing.card?.issuerCode ?? null;
      return {
        billingKeySealed: secrets.seal(billing.billingKey),
        billingKeyHash: billingKeyHash(billing.billingKey),
        company: issuer === null ? null : (issuerNames[issuer] ?? null),
        number: billing.card?.number ?? '카드 정보 없음',
      };
    },

    /** The user's registered card, ready for a charge; undefined when none is registered. */
    async open(userId: string): Promise<(ChargeCard & { sealed: string }) | undefined> {
      const customer = await repo.findCustomer(userId);
      if (customer?.billingKeySealed == null) return undefined;
      return {
        billingKey: secrets.open(customer.billingKeySealed),
        customerKey: customer.customerKey,
        sealed: customer.billingKeySealed,
      };
    },

    /**
     * Deletes the card at Toss, then forgets it here. A failed delete is logged and the card forgotten all the same:
     * without our copy of its key and our secret key nobody can charge it, and Toss has no way to list keys again.
     */
    async remove(userId: string, card: { billingKey: string; sealed: string }): Promise<void> {
      try {
        await toss.deleteBillingKey(card.billingKey);
      } catch (error) {
        deps.onError(error);
      }
      await repo.forgetCard(userId, card.sealed, clock());
    },

    /** Deletes a card that was just replaced (its sealed key), keeping the new one. */
    async discard(sealed: string): Promise<void> {
      try {
        await toss.deleteBillingKey(secrets.open(sealed));
      } catch (error) {
        deps.onError(error);
      }
    },
  };
}

export type CardVault = ReturnType<typeof createCardVault>;
