import type { Member } from '@ollida/contracts/members';

/** Ten background colours for member initials; which one follows the email length (spec 2 §2). */
export const memberAvatarPalette = [
  'bg-red-500',
  'bg-orange-500',
  'bg-amber-500',
  'bg-lime-600',
  'bg-emerald-500',
  'bg-teal-500',
  'bg-sky-500',
  'bg-indigo-500',
  'bg-violet-500',
  'bg-pink-500',
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
