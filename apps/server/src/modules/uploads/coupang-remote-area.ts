import { placeRemoteFeesOf } from '@ollida/contracts/coupang-stores';
import type { RemoteAreaExtras, ReviewCheck } from '@ollida/contracts/listing-review';
import { courierNames } from '@ollida/contracts/uploads';

/**
 * What a Coupang listing sent by `courier` charges in remote areas: Wing takes the fees from the outbound place's
 * remote-area entry for the listing's courier and refuses `remoteAreaDeliverable: Y` without one (protocol notes §2).
 */
export function coupangRemoteAreas(stored: unknown, courier: string): RemoteAreaExtras | null {
  const fee = placeRemoteFeesOf(stored)?.find((entry) => entry.courier === courier);
  return fee === undefined ? null : { jeju: fee.jeju, island: fee.notJeju };
}

const courierName = (code: string) => courierNames[code as keyof typeof courierNames] ?? code;

/** The warning of a listing Jeju and island buyers cannot order, with what the seller can do about it. */
export function coupangRemoteAreaCheck(stored: unknown, courier: string): ReviewCheck | null {
  if (coupangRemoteAreas(stored, courier) !== null) return null;
  const fees = placeRemoteFeesOf(stored);
  const others = (fees ?? []).map((fee) => courierName(fee.courier));
  const detail =
    fees === null
      ? '출고지의 도서산간 배송비를 아직 불러오지 않아 제주·도서산간 지역에는 판매되지 않습니다. 스토어 설정에서 출고지를 다시 선택해 주세요.'
      : others.length > 0
        ? `출고지에 ${courierName(courier)} 도서산간 배송비가 없어 제주·도서산간 지역에는 판매되지 않습니다. 업로드 설정의 택배사를 ${others.join(', ')} 중 하나로 바꾸거나 WING에서 출고지에 등록한 뒤 출고지를 다시 선택해 주세요.`
        : `출고지에 도서산간 배송비가 등록되어 있지 않아 제주·도서산간 지역에는 판매되지 않습니다. WING에서 출고지에 ${courierName(courier)} 도서산간 배송비를 등록한 뒤 스토어 설정에서 출고지를 다시 선택해 주세요.`;
  return { code: 'remote_area_unavailable', severity: 'warning', field: 'shipping', detail };
}
