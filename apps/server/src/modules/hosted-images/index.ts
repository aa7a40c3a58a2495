// The hosted-images module's public surface: other modules, the app and the test kits import these, never its files.
export { findImageTags, imageSourceUrl, imageTagWith, replaceImageTags } from './detail-html.ts';
export { registerHostedImages } from './hosted-images.module.ts';
export type { ImageHost } from './image-host.ts';
export type { ImageRole } from './image-processing.ts';
