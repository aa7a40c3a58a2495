import type { Member } from '@ollida/contracts/members';

/** Ten background colours for member initials, dark enough for white text (WCAG AA 4.5:1); which one follows the email length (docs/product/workspaces-and-stores.md#members-and-invitations). */
export const memberAvatarPalette = [
  'bg-red-700',
  'bg-orange-700',
  'bg-amber-700',
  'bg-lime-700',
  'bg-emerald-700',
  'bg-teal-700',
  'bg-sky-700',
  'bg-indigo-700',
  'bg-violet-700',
  'bg-pink-700',
] as const;

/** The name, or the part of the email before the @ when there is none. */
export function memberDisplayName(member: Pick<Member, 'name' | 'email'>): string {
  const name = member.name?.trim();
  if (name) return name;
  const at = member.email.indexOf('@');
  return at > 0 ? member.email.slice(0, at) : member.email;
}

/** The first two letters of the display name, upper-cased. */
export function memberInitials(member: Pick<Member, 'name' | 'email'>): string {
  return Array.from(memberDisplayName(member)).slice(0, 2).join('').toUpperCase();
}

export function memberAvatarColor(email: string): string {
  return memberAvatarPalette[email.length % memberAvatarPalette.length] ?? memberAvatarPalette[0];
}
