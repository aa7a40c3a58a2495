// alicdn image URLs, shared by the Alibaba-group adapters (1688, Taobao/Tmall, AliExpress): their thumbnails are the
// full image plus a resize suffix the CDN understands, so the full image is the URL without it.

/** Hosts of the Alibaba-group image CDNs (resize suffixes mean something only there). */
const cdnHosts = /(?:^|\.)(?:alicdn\.com|taobaocdn\.com|aliexpress-media\.com)$/i;

/** `X.jpg_50x50.jpg`, `X.jpg_60x60q90.jpg`, `X.jpg_.webp`, `X.jpg_b.jpg`: a suffix after the real extension. */
const underscoreSuffix = /(\.(?:jpe?g|png|gif|webp))_[^/_]*$/i;
/** 1688's older `X.400x400.jpg`, `X.summ.jpg`, `X.search.jpg` that replace the extension's size. */
const dotSuffix = /\.(?:\d{2,4}x\d{2,4}|summ|search)(\.(?:jpe?g|png|webp))$/i;

/** The full-size image of an alicdn thumbnail URL; other URLs unchanged. At most a few suffixes are stacked. */
export function fullSizeImage(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return url;
  }
  if (!cdnHosts.test(host)) return url;
  let path = url.replace(/[?#].*$/, '');
  for (let round = 0; round < 4; round += 1) {
    const next = path.replace(underscoreSuffix, '$1').replace(dotSuffix, '$1');
    if (next === path) break;
    path = next;
  }
  return path;
}
