import { type ErrorCode, errorCodes } from '@ollida/contracts/errors';
import type { Database } from '../../db/client.ts';
import { Invalid, NotFound } from '../../platform/domain-errors.ts';
import { seoulDayOf, seoulMonthOf } from '../../platform/seoul-calendar.ts';
import type { DownloadedImage } from '../../sources/image-download.ts';
import { createPlansRepo, type PlanLimits } from '../plans/index.ts';
import {
  findImageTags,
  type ImageTag,
  imageSourceUrl,
  imageTagWith,
  replaceImageTags,
} from './detail-html.ts';
import { createHostedImagesRepo } from './hosted-images.repo.ts';
import { defaultImageLimits, type ImageLimits, type ImageRole, prepareImage } from './image-processing.ts';
import type { ImageStorage } from './image-storage.ts';

export type { ImageRole } from './image-processing.ts';

/** A picture served from our own origin. */
export interface HostedImage {
  /** `${publicUrl}/i/<32 hex>.<ext>`: 39 characters after the origin, within Coupang's 150 for origins up to 111. */
  url: string;
  /** SHA-256 of the stored bytes (64 hex digits); the URL carries the first 32. */
  hash: string;
  ext: 'jpg' | 'png';
  width: number;
  height: number;
  /** Size of the stored file. */
  bytes: number;
}

/** A detail-page picture left out of the HTML, and why. */
export interface HostedImageFailure {
  /** The `src` as the page had it. */
  url: string;
  code: ErrorCode;
  /** Korean reason, for the seller. */
  detail: string;
}

export interface HostedDetailHtml {
  /** The page with every kept picture pointing at our origin and the others removed. */
  html: string;
  /** The hosted pictures, once each, in page order. */
  images: HostedImage[];
  failures: HostedImageFailure[];
}

export interface ImageHost {
  /**
   * Downloads `url` through the SSRF-safe downloader, checks and re-encodes it (see image-processing.ts), stores it and
   * answers its URL on our origin. A picture new to the workspace this Seoul month counts against the workspace
   * owner's monthly image allowance (403 `image_quota_exceeded` when used up); the same picture again is free.
   * Refusals are Korean `Invalid`s: `image_download_failed`, `image_unusable`, `image_too_large`.
   */
  host(workspaceId: string, url: string, role: ImageRole): Promise<HostedImage>;
  /**
   * Hosts every http(s) `<img src>` of a detail page (at most `maxDetailImages` distinct ones) and rewrites the tags;
   * pictures that cannot be hosted are left out of the HTML and listed in `failures`. A used-up allowance is not a
   * picture's failure: it is thrown.
   */
  hostDetailHtml(workspaceId: string, html: string): Promise<HostedDetailHtml>;
}

export interface ImageHostDeps {
  /** `createImageDownloader(fetcher)` with the app's one SSRF-safe fetcher. */
  download: (url: string) => Promise<DownloadedImage>;
  storage: ImageStorage;
  /** The app's public origin (config.publicUrl, no trailing slash). */
  publicUrl: string;
  db: Database;
  limits: Pick<PlanLimits, 'assertCanHostImage'>;
  clock: () => Date;
  imageLimits?: Partial<ImageLimits>;
  /** Distinct pictures one detail page may host (default 60); the rest are left out as failures. */
  maxDetailImages?: number;
  /** Pictures of one detail page processed at a time (default 4; the fetcher also limits each host to 2). */
  detailConcurrency?: number;
}

/** The first day of the Seoul month holding `now`, the key uses are counted by. */
export function imageMonthOf(now: Date): string {
  return seoulDayOf(seoulMonthOf(now).start);
}

/** `상품 이미지(file.jpg)` as the downloader names pictures in its messages. */
function labelOf(url: string): string {
  let fileName = '';
  try {
    fileName = decodeURIComponent(new URL(url).pathname.split('/').at(-1) ?? '');
  } catch {
    // An address that does not parse is named without its file.
  }
  return fileName === '' ? '상품 이미지' : `상품 이미지(${fileName.slice(0, 60)})`;
}

/** Failures of one picture that leave it out of a detail page; anything else (quota, database) stops the page. */
function isPictureFailure(error: unknown): error is Invalid {
  return error instanceof Invalid;
}

export function createImageHost(deps: ImageHostDeps): ImageHost {
  const limits: ImageLimits = { ...defaultImageLimits, ...deps.imageLimits };
  const maxDetailImages = deps.maxDetailImages ?? 60;
  const concurrency = Math.max(1, deps.detailConcurrency ?? 4);
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');

  async function download(url: string): Promise<DownloadedImage> {
    try {
      return await deps.download(url);
    } catch (error) {
      if (error instanceof Invalid) throw new Invalid(error.detail, errorCodes.imageDownloadFailed);
      throw error;
    }
  }

  async function host(workspaceId: string, url: string, role: ImageRole): Promise<HostedImage> {
    const downloaded = await download(url);
    const image = await prepareImage(downloaded.bytes, role, { label: labelOf(url), limits });
    const file = `${image.hash.slice(0, 32)}.${image.ext}`;
    const use = { workspaceId, month: imageMonthOf(deps.clock()), hash: image.hash };
    await deps.db.transaction(async (tx) => {
      const repo = createHostedImagesRepo(tx);
      const ownerId = await repo.ownerOf(workspaceId);
      if (ownerId === undefined) throw new NotFound('워크스페이스를 찾을 수 없습니다.');
      // The owner's plan lock first, then the look: two hosts of one new picture count it once.
      await createPlansRepo(tx).lockOwner(ownerId);
      if (!(await repo.hasUse(use))) await deps.limits.assertCanHostImage(ownerId, tx);
      // Stored before the rows commit, so a URL we hand out always has its bytes (a rollback leaves an unused file).
      await deps.storage.put(file, image.bytes, image.contentType);
      await repo.saveImage({
        hash: image.hash,
        file,
        contentType: image.contentType,
        bytes: image.bytes.length,
        width: image.width,
        height: image.height,
      });
      await repo.saveUse(use);
    });
    return {
      url: `${publicUrl}/i/${file}`,
      hash: image.hash,
      ext: image.ext,
      width: image.width,
      height: image.height,
      bytes: image.bytes.length,
    };
  }

  /** Hosts `urls` a few at a time; picture failures are collected, any other error stops the rest and is thrown. */
  async function hostAll(workspaceId: string, urls: readonly string[]) {
    const hosted = new Map<string, HostedImage>();
    const failed = new Map<string, Invalid>();
    let next = 0;
    let stopped: { error: unknown } | undefined;
    async function worker() {
      while (stopped === undefined && next < urls.length) {
        const url = urls[next] as string;
        next += 1;
        try {
          hosted.set(url, await host(workspaceId, url, 'detail'));
        } catch (error) {
          if (!isPictureFailure(error)) stopped ??= { error };
          else failed.set(url, error);
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(concurrency, urls.length) }, worker));
    if (stopped !== undefined) throw stopped.error;
    return { hosted, failed };
  }

  async function hostDetailHtml(workspaceId: string, html: string): Promise<HostedDetailHtml> {
    const tags = findImageTags(html);
    const sourceOf = new Map<ImageTag, string | null>();
    const distinct: string[] = [];
    const seen = new Set<string>();
    for (const tag of tags) {
      const url = imageSourceUrl(tag.attribs.src);
      sourceOf.set(tag, url);
      if (url !== null && !seen.has(url)) {
        seen.add(url);
        distinct.push(url);
      }
    }
    const { hosted, failed } = await hostAll(workspaceId, distinct.slice(0, maxDetailImages));

    const failures: HostedImageFailure[] = [];
    const reported = new Set<string>();
    const fail = (url: string, code: ErrorCode, detail: string) => {
      if (reported.has(url)) return;
      reported.add(url);
      failures.push({ url, code, detail });
    };
    const rewritten = replaceImageTags(html, tags, (tag) => {
      const url = sourceOf.get(tag) ?? null;
      const image = url === null ? undefined : hosted.get(url);
      if (image !== undefined) return imageTagWith(tag.attribs, image.url);
      // A `data:` source can be the size of the page: the report keeps its start.
      const raw = (tag.attribs.src ?? '').slice(0, 300);
      if (url === null) {
        fail(raw, errorCodes.imageDownloadFailed, '이미지 주소가 http:// 또는 https:// 주소가 아닙니다.');
      } else {
        const error = failed.get(url);
        if (error !== undefined) fail(raw, error.code, error.detail);
        else {
          fail(
            raw,
            errorCodes.imageUnusable,
            `상세 이미지는 ${maxDetailImages}장까지 올릴 수 있어 나머지는 뺐습니다.`,
          );
        }
      }
      return '';
    });
    const images = distinct.flatMap((url) => {
      const image = hosted.get(url);
      return image === undefined ? [] : [image];
    });
    // One picture may be reached through several URLs (same bytes): listed once.
    const unique = [...new Map(images.map((image) => [image.hash, image])).values()];
    return { html: rewritten, images: unique, failures };
  }

  return { host, hostDetailHtml };
}
