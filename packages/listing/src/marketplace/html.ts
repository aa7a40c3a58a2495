/** Escapes text for a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A minimal detail page made of the pictures, for drafts whose page had no usable description. */
export function imagesHtml(urls: readonly string[]): string {
  const body = urls.map((url) => `<p><img src="${escapeAttribute(url)}" alt="" /></p>`).join('');
  return `<div>${body}</div>`;
}
