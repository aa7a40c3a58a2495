import {
  type ChangeWingAccount,
  type ConnectReturnCenter,
  type ConnectShippingPlace,
  type CoupangStore,
  type PlacePageQuery,
  type PlaceRemoteFee,
  placePageSize,
  type ReturnCenter,
  type ShippingPlace,
  type UpdateStoreExtra,
} from '@ollida/contracts/coupang-stores';
import { errorCodes } from '@ollida/contracts/errors';
import type { CoupangPage } from '../../integrations/coupang/shipping-place-api.ts';
import type {
  CoupangOutboundPlace,
  CoupangReturnCenter,
} from '../../integrations/coupang/shipping-place-schema.ts';
import { Conflict, Invalid } from '../../platform/domain-errors.ts';
import type { CoupangStoresRepo, MemberStoreRow } from './coupang-stores.repo.ts';
import { type StoreAccess, storeNotFound } from './store-access.ts';
import { toCoupangStore } from './store-view.ts';

export interface StoreSettingsServiceDeps {
  repo: CoupangStoresRepo;
  stores: StoreAccess;
}

/** Pages read while looking for a chosen code: 50 a page, so stores with up to 1,000 places are covered. */
const maxLookupPages = 20;

const settingsDenied = '스토어 설정은 워크스페이스 소유자나 관리자만 변경할 수 있습니다.';

type Page<T> = { content: T[]; pagination: CoupangPage<unknown>['pagination'] };

function addressesOf(place: CoupangReturnCenter | CoupangOutboundPlace) {
  return place.placeAddresses.map((address) => ({
    companyContactNumber: address.companyContactNumber,
    returnZipCode: address.returnZipCode,
    returnAddress: address.returnAddress,
    returnAddressDetail: address.returnAddressDetail,
  }));
}

function toReturnCenter(center: CoupangReturnCenter): ReturnCenter {
  return {
    returnCenterCode: center.returnCenterCode,
    shippingPlaceName: center.shippingPlaceName,
    deliverName: center.deliverName,
    usable: center.usable,
    errorMessage: center.errorMessage,
    placeAddresses: addressesOf(center),
  };
}

/** The usable remote-area fees of a place, one per courier (the first Wing lists). */
function remoteFeesOf(place: CoupangOutboundPlace): PlaceRemoteFee[] {
  const fees = new Map<string, PlaceRemoteFee>();
  for (const info of place.remoteInfos) {
    // An entry without amounts says nothing a seller could check: left out, as if not registered.
    if (!info.usable || info.jeju === null || info.notJeju === null || fees.has(info.deliveryCode)) continue;
    fees.set(info.deliveryCode, { courier: info.deliveryCode, jeju: info.jeju, notJeju: info.notJeju });
  }
  return [...fees.values()];
}

function toShippingPlace(place: CoupangOutboundPlace): ShippingPlace {
  return {
    outboundShippingPlaceCode: place.outboundShippingPlaceCode,
    shippingPlaceName: place.shippingPlaceName,
    usable: place.usable,
    placeAddresses: addressesOf(place),
    remoteFees: remoteFeesOf(place),
  };
}

/** Walks Wing's pages until the code turns up; the client's copy of the place is never trusted. */
async function findInWing<T>(
  fetchPage: (pageNum: number) => Promise<CoupangPage<T>>,
  matches: (place: T) => boolean,
): Promise<T | undefined> {
  for (let pageNum = 1; pageNum <= maxLookupPages; pageNum += 1) {
    const page = await fetchPage(pageNum);
    const found = page.content.find(matches);
    if (found !== undefined) return found;
    if (pageNum >= page.pagination.totalPages || page.content.length === 0) return undefined;
  }
  return undefined;
}

function requireUsable<T extends { usable: boolean }>(place: T | undefined, kind: '반품지' | '출고지'): T {
  if (place === undefined) {
    throw new Invalid(
      `쿠팡 WING에서 선택한 ${kind}를 찾을 수 없습니다. 목록을 새로 불러온 뒤 다시 선택해 주세요.`,
      errorCodes.placeNotFound,
    );
  }
  if (!place.usable) {
    throw new Invalid(
      `선택한 ${kind}는 쿠팡에서 사용할 수 없는 상태입니다. WING에서 확인해 주세요.`,
      errorCodes.placeUnusable,
    );
  }
  return place;
}

/** Return centers, shipping places and extra settings of a store (docs/product/workspaces-and-stores.md#store-settings, #return-centers-and-shipping-places). */
export function createStoreSettingsService(deps: StoreSettingsServiceDeps) {
  const { repo, stores } = deps;

  async function reload(userId: string, row: MemberStoreRow): Promise<CoupangStore> {
    const fresh = await repo.findForMember(userId, row.workspace.wingAccount ?? '');
    if (!fresh) throw storeNotFound();
    return toCoupangStore(fresh);
  }

  return {
    /** One page of the store's return centers from Wing; any member may look. */
    async listReturnCenters(
      userId: string,
      wingAccount: string,
      query: PlacePageQuery,
    ): Promise<Page<ReturnCenter>> {
      const row = await stores.requireStore(userId, wingAccount, 'view', '스토어를 볼 권한이 없습니다.');
      const page = await stores.wingOf(row).listReturnCenters(query);
      return { content: page.content.map(toReturnCenter), pagination: page.pagination };
    },

    /** One page of the store's outbound shipping places from Wing; any member may look. */
    async listShippingPlaces(
      userId: string,
      wingAccount: string,
      query: PlacePageQuery,
    ): Promise<Page<ShippingPlace>> {
      const row = await stores.requireStore(userId, wingAccount, 'view', '스토어를 볼 권한이 없습니다.');
      const page = await stores.wingOf(row).listOutboundPlaces(query);
      return { content: page.content.map(toShippingPlace), pagination: page.pagination };
    },

    /** Saves a return center Wing knows and can use; name and address are Wing's, not the client's copy. */
    async connectReturnCenter(
      userId: string,
      wingAccount: string,
      input: ConnectReturnCenter,
    ): Promise<CoupangStore> {
      const row = await stores.requireStore(userId, wingAccount, 'manageSettings', settingsDenied);
      const wing = stores.wingOf(row);
      const center = requireUsable(
        await findInWing(
          (pageNum) => wing.listReturnCenters({ pageNum, pageSize: placePageSize }),
          (place) => place.returnCenterCode === input.returnCenterCode,
        ),
        '반품지',
      );
      const [address] = center.placeAddresses;
      await repo.updateSettings(row.workspace.id, {
        returnCenterCode: center.returnCenterCode,
        returnCenterName: center.shippingPlaceName,
        returnCenterContact: address?.companyContactNumber ?? null,
        returnCenterZipcode: address?.returnZipCode ?? null,
        returnCenterAddress: address?.returnAddress ?? null,
        returnCenterAddressDetail: address?.returnAddressDetail ?? null,
        ...(input.returnCharge === undefined ? {} : { returnCharge: input.returnCharge }),
      });
      return reload(userId, row);
    },

    /** Saves an outbound shipping place Wing knows and can use. */
    async connectShippingPlace(
      userId: string,
      wingAccount: string,
      input: ConnectShippingPlace,
    ): Promise<CoupangStore> {
      const row = await stores.requireStore(userId, wingAccount, 'manageSettings', settingsDenied);
      const wing = stores.wingOf(row);
      const place = requireUsable(
        await findInWing(
          (pageNum) => wing.listOutboundPlaces({ pageNum, pageSize: placePageSize }),
          (candidate) => candidate.outboundShippingPlaceCode === input.outboundShippingPlaceCode,
        ),
        '출고지',
      );
      const [address] = place.placeAddresses;
      await repo.updateSettings(row.workspace.id, {
        outboundShippingPlaceCode: place.outboundShippingPlaceCode,
        shippingPlaceName: place.shippingPlaceName,
        outboundShippingPlaceContact: address?.companyContactNumber ?? null,
        outboundZipcode: address?.returnZipCode ?? null,
        outboundAddress: address?.returnAddress ?? null,
        outboundAddressDetail: address?.returnAddressDetail ?? null,
        outboundRemoteFees: remoteFeesOf(place),
      });
      return reload(userId, row);
    },

    /** Return fees and the auto-approval flag. */
    /**
     * Corrects the store's Wing login id (owner only). Wing has no call that checks a login id against the keys, so
     * this is how a mistyped one is fixed without disconnecting; products sent afterwards carry the new id.
     */
    async changeWingAccount(
      userId: string,
      wingAccount: string,
      input: ChangeWingAccount,
    ): Promise<CoupangStore> {
      const row = await stores.requireStore(
        userId,
        wingAccount,
        'changeWingAccount',
        'Wing 아이디는 스토어 소유자만 고칠 수 있습니다.',
      );
      if (!(await repo.changeWingAccount(row.workspace.id, input.wingAccount))) {
        throw new Conflict(
          '이미 이 Wing 아이디로 연결한 다른 스토어가 있습니다.',
          errorCodes.wingAccountTaken,
        );
      }
      return reload(userId, { ...row, workspace: { ...row.workspace, wingAccount: input.wingAccount } });
    },

    async updateExtra(userId: string, wingAccount: string, input: UpdateStoreExtra): Promise<CoupangStore> {
      const row = await stores.requireStore(userId, wingAccount, 'manageSettings', settingsDenied);
      await repo.updateSettings(row.workspace.id, {
        deliveryChargeOnReturn: input.deliveryChargeOnReturn,
        returnCharge: input.returnCharge,
        requested: input.requested,
      });
      return reload(userId, row);
    },
  };
}

export type StoreSettingsService = ReturnType<typeof createStoreSettingsService>;
