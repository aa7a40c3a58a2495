/** Comma-separated search tags as typed by the seller: trimmed, blanks and repeats dropped. */
export function tagsFromText(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  return [...new Set(tags)];
}
