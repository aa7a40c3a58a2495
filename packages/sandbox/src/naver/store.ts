import { randomBytes } from 'node:crypto';
import { JsonState } from '../state/json-state.ts';
import { numberCombinations } from './option-combinations.ts';

/** An access token as the sandbox issued it. */
export interface IssuedToken {
  accessToken: string;
  clientId: string;
  /** `type:account`, the unit Naver keeps one live token for. */
  resource: string;
  issuedAt: number;
  expiresAt: number;
  revoked: boolean;
}

/** An uploaded image, served back under `/images/<id>.<extension>`. */
export interface StoredImage {
  id: string;
  clientId: string;
  contentType: string;
  extension: string;
  bytesBase64: string;
  size: number;
  uploadedAt: number;
}

/** A registered product: the origin product plus its Smart Store channel product. */
export interface StoredProduct {
  originProductNo: number;
  channelProductNo: number;
  windowChannelProductNo?: number;
  clientId: string;
  originProduct: Record<string, unknown>;
  smartstoreChannelProduct: Record<string, unknown>;
  windowChannelProduct?: Record<string, unknown>;
  statusType: string;
  displayStatus: string;
  regDate: number;
  modifiedDate: number;
}

/** Everything the sandbox persists. */
export interface NaverSandboxState {
  tokens: Record<string, IssuedToken>;
  images: Record<string, StoredImage>;
  products: StoredProduct[];
  nextOriginProductNo: number;
  nextChannelProductNo: number;
  /** Absent in state files written before option combinations had ids. */
  nextOptionId?: number;
}

/**
 * A scripted misbehaviour for the next matching request(s): with `status` the route answers it at once
 * (`body` as given); with only `delayMs` the route does its work and the answer is held back (a lost reply).
 */
export interface NaverSandboxFault {
  method: string;
  /** Path below the plugin prefix, without query, e.g. `/v2/products`. */
  path: string;
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
  /** How many requests it applies to; default 1. */
  times?: number;
}

/**
 * How many uploaded images the state keeps. Their bytes live base64-encoded in the state JSON, which is rewritten
 * whole on every change, and anyone holding the public demo credentials can upload; the oldest go first.
 */
export interface NaverImageLimits {
  /** Default 200. */
  maxImages: number;
  /** Sum of the raw image sizes; default 50 MiB. One upload call is always kept whole, even when larger. */
  maxTotalBytes: number;
}

export const DEFAULT_IMAGE_LIMITS: NaverImageLimits = { maxImages: 200, maxTotalBytes: 50 * 1024 * 1024 };

/** One answered request, for tests that count calls. */
export interface RecordedRequest {
  method: string;
  path: string;
  status: number;
}

const FIRST_OPTION_ID = 13_000_000_001;

function initialState(): NaverSandboxState {
  return {
    tokens: {},
    images: {},
    products: [],
    nextOriginProductNo: 11_000_000_001,
    nextChannelProductNo: 12_000_000_001,
    nextOptionId: FIRST_OPTION_ID,
  };
}

/** The sandbox's state (persisted through JsonState) plus test handles that live only in memory. */
export class NaverSandboxStore {
  private readonly state: JsonState<NaverSandboxState>;
  private faults: Array<NaverSandboxFault & { remaining: number }> = [];
  /** Every answered request, oldest first. */
  readonly requests: RecordedRequest[] = [];

  private readonly imageLimits: NaverImageLimits;

  constructor(stateFile?: string, imageLimits: Partial<NaverImageLimits> = {}) {
    this.state = new JsonState(stateFile, initialState);
    this.imageLimits = { ...DEFAULT_IMAGE_LIMITS, ...imageLimits };
    // A state file written before the limits existed shrinks on load.
    this.evictImages(0, 0);
  }

  /** The live token of a resource, if it has not expired or been revoked. */
  liveToken(clientId: string, resource: string, now: number): IssuedToken | undefined {
    let latest: IssuedToken | undefined;
    for (const token of Object.values(this.state.value.tokens)) {
      if (token.clientId !== clientId || token.resource !== resource) continue;
      if (token.revoked || token.expiresAt <= now) continue;
      if (latest === undefined || token.issuedAt > latest.issuedAt) latest = token;
    }
    return latest;
  }

  /** Mints a new token; older tokens of the resource stay usable until their own expiry. */
  issueToken(clientId: string, resource: string, now: number, ttlMs: number): IssuedToken {
    const tokens = this.state.value.tokens;
    for (const [key, token] of Object.entries(tokens)) {
      if (token.expiresAt <= now) delete tokens[key];
    }
    const token: IssuedToken = {
      accessToken: randomBytes(24).toString('base64url'),
      clientId,
      resource,
      issuedAt: now,
      expiresAt: now + ttlMs,
      revoked: false,
    };
    tokens[token.accessToken] = token;
    this.state.changed();
    return token;
  }

  /** Looks up a bearer token; the caller checks expiry and revocation. */
  findToken(accessToken: string): IssuedToken | undefined {
    return Object.hasOwn(this.state.value.tokens, accessToken)
      ? this.state.value.tokens[accessToken]
      : undefined;
  }

  /** Invalidates issued tokens (all, or one application's), as when a secret is reissued in the API center. */
  revokeAccessTokens(clientId?: string): void {
    for (const token of Object.values(this.state.value.tokens)) {
      if (clientId === undefined || token.clientId === clientId) token.revoked = true;
    }
    this.state.changed();
  }

  /** Drops the oldest images until `count` more images of `bytes` in total fit the limits. */
  private evictImages(count: number, bytes: number): void {
    const images = this.state.value.images;
    // Insertion order is upload order, and it survives the JSON round trip (ids are never integer-like).
    const oldestFirst = Object.values(images);
    let keptCount = oldestFirst.length;
    let keptBytes = oldestFirst.reduce((sum, image) => sum + image.size, 0);
    for (const image of oldestFirst) {
      const fits =
        keptCount + count <= this.imageLimits.maxImages &&
        keptBytes + bytes <= this.imageLimits.maxTotalBytes;
      if (fits) break;
      delete images[image.id];
      keptCount -= 1;
      keptBytes -= image.size;
    }
  }

  /** Keeps one upload call's images, evicting the oldest stored ones beyond the limits, and returns them. */
  addImages(batch: ReadonlyArray<Omit<StoredImage, 'id'>>): StoredImage[] {
    this.evictImages(
      batch.length,
      batch.reduce((sum, image) => sum + image.size, 0),
    );
    const stored = batch.map((image): StoredImage => ({ ...image, id: randomBytes(12).toString('hex') }));
    for (const image of stored) this.state.value.images[image.id] = image;
    this.state.changed();
    return stored;
  }

  /** An uploaded image by id. */
  findImage(id: string): StoredImage | undefined {
    return Object.hasOwn(this.state.value.images, id) ? this.state.value.images[id] : undefined;
  }

  /** Assigns product numbers and option combination ids, and keeps the product. */
  addProduct(
    product: Omit<StoredProduct, 'originProductNo' | 'channelProductNo' | 'windowChannelProductNo'>,
    withWindowChannel: boolean,
  ): StoredProduct {
    const value = this.state.value;
    const stored: StoredProduct = {
      ...product,
      originProductNo: value.nextOriginProductNo++,
      channelProductNo: value.nextChannelProductNo++,
      ...(withWindowChannel ? { windowChannelProductNo: value.nextChannelProductNo++ } : {}),
    };
    numberCombinations(stored.originProduct, () => {
      const id = value.nextOptionId ?? FIRST_OPTION_ID;
      value.nextOptionId = id + 1;
      return id;
    });
    value.products.push(stored);
    this.state.changed();
    return stored;
  }

  /** Records a change a route made to one of the stored products. */
  productChanged(product: StoredProduct, now: number): void {
    product.modifiedDate = now;
    this.state.changed();
  }

  /** One application's products, oldest first. */
  productsOf(clientId: string): StoredProduct[] {
    return this.state.value.products.filter((product) => product.clientId === clientId);
  }

  /** Scripts a fault for the next matching request(s). */
  failNext(fault: NaverSandboxFault): void {
    this.faults.push({ ...fault, remaining: fault.times ?? 1 });
  }

  /** Removes every scripted fault that has not fired yet. */
  clearFaults(): void {
    this.faults = [];
  }

  /** Consumes the first fault matching a request, if any. */
  takeFault(method: string, path: string): NaverSandboxFault | undefined {
    const fault = this.faults.find((candidate) => candidate.method === method && candidate.path === path);
    if (fault === undefined) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    return fault;
  }

  /** How many answered requests match a method and path. */
  countRequests(method: string, path: string): number {
    return this.requests.filter((request) => request.method === method && request.path === path).length;
  }

  /** Writes pending state now. */
  flush(): void {
    this.state.flush();
  }
}
