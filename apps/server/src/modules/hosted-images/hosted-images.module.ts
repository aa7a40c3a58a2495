import type { FastifyInstance } from 'fastify';
import type { Config, ImageStorageConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createImageDownloader } from '../../sources/image-download.ts';
import type { SafeFetcher } from '../../sources/safe-fetch.ts';
import type { PlanLimits } from '../plans/index.ts';
import { registerHostedImageRoutes } from './hosted-images.routes.ts';
import { createImageHost, type ImageHost } from './image-host.ts';
import { createDiskImageStorage, type ImageStorage } from './image-storage.ts';
import { createS3ImageStorage } from './s3-storage.ts';

/** The storage the configuration names. */
export function createImageStorage(config: ImageStorageConfig): ImageStorage {
  return config.kind === 'disk' ? createDiskImageStorage(config.dir) : createS3ImageStorage(config);
}

/** What the hosted-images module is built from (see app.ts). */
export interface HostedImagesModuleDeps {
  config: Pick<Config, 'publicUrl' | 'imageStorage'>;
  db: Database;
  /** The app's one SSRF-safe fetcher for user-supplied URLs (per-host limits shared with the other features). */
  fetcher: SafeFetcher;
  limits: PlanLimits;
  clock: () => Date;
  /** Default: what `config.imageStorage` says (the local disk under `${DATA_DIR}/images`, or an S3 bucket). */
  storage?: ImageStorage;
}

/** Serves `GET /i/:file` and answers the image host the upload pipeline uses to put pictures on our origin. */
export function registerHostedImages(app: FastifyInstance, deps: HostedImagesModuleDeps): ImageHost {
  const storage = deps.storage ?? createImageStorage(deps.config.imageStorage);
  registerHostedImageRoutes(app, { storage });
  return createImageHost({
    download: createImageDownloader(deps.fetcher),
    storage,
    publicUrl: deps.config.publicUrl,
    db: deps.db,
    limits: deps.limits,
    clock: deps.clock,
  });
}
