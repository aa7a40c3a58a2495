/** Largest unread count the badge spells out; above it the badge reads `9+` (docs/product/account-area.md#notifications). */
export const unreadBadgeCap = 9;

/** Text of the unread badge, or `null` when nothing is unread and the badge is hidden. */
export function unreadBadgeText(unreadCount: number): string | null {
  if (unreadCount <= 0) return null;
  return unreadCount > unreadBadgeCap ? `${unreadBadgeCap}+` : String(unreadCount);
}
