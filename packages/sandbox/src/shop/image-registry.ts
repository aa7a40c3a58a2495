import { shopCatalogue, shopMemberOnlyProducts } from './catalogue.ts';
import type { ShopProduct } from './catalogue-types.ts';
import { drawDetailSvg, drawLogoPng, drawProductPng } from './product-art.ts';
import { EUCKR_SHOP_LOGO } from './product-images.ts';

/** A generated image with its media type. */
export interface ShopImage {
  contentType: 'image/png' | 'image/svg+xml';
  body: Buffer;
}

type ImageRecipe = () => ShopImage;

const png = (body: Buffer): ShopImage => ({ contentType: 'image/png', body });

function recipesFor(product: ShopProduct): Array<[string, ImageRecipe]> {
  const { images, look } = product;
  return [
    [images.main, () => png(drawProductPng(look, 600, 0))],
    ...images.extra.map((path, index): [string, ImageRecipe] => [
      path,
      () => png(drawProductPng(look, 600, index + 1)),
    ]),
    ...images.thumbs.map((path, index): [string, ImageRecipe] => [
      path,
      () => png(drawProductPng(look, 150, index)),
    ]),
    ...images.detail.map((path, index): [string, ImageRecipe] => [
      path,
      () => ({ contentType: 'image/svg+xml', body: Buffer.from(drawDetailSvg(product, index), 'utf8') }),
    ]),
  ];
}

/**
 * Every image URL the shop serves (relative to the shop root) and how to draw it. Drawing happens on first
 * request and is cached, so start-up stays fast and repeated crawls get identical bytes.
 */
export class ShopImageRegistry {
  private readonly recipes = new Map<string, ImageRecipe>();
  private readonly cache = new Map<string, ShopImage>();

  constructor(products: readonly ShopProduct[] = [...shopCatalogue, ...shopMemberOnlyProducts]) {
    for (const product of products) {
      for (const [path, recipe] of recipesFor(product)) this.recipes.set(path, recipe);
    }
    this.recipes.set(EUCKR_SHOP_LOGO, () => png(drawLogoPng()));
  }

  /** All served image paths. */
  paths(): string[] {
    return [...this.recipes.keys()];
  }

  /** The image at `path` (relative to the shop root), or undefined when the shop has no such file. */
  get(path: string): ShopImage | undefined {
    const cached = this.cache.get(path);
    if (cached !== undefined) return cached;
    const recipe = this.recipes.get(path);
    if (recipe === undefined) return undefined;
    const image = recipe();
    this.cache.set(path, image);
    return image;
  }
}
