import type { AvatarName } from './avatar.ts';

/** The name shown for a person: first plus last name, or the account id when both are blank. */
export function publicName(profile: AvatarName, accountId: number): string {
  const name = [profile.firstName, profile.lastName].map((part) => part?.trim() ?? '').filter(Boolean).join(' ');
  return name || String(accountId);
}
