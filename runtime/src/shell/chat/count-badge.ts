/** The most a badge spells out; above it shows "9+" (shell spec §9). */
export const BADGE_MAX = 9;

/** A count as a badge shows it: "3", or "9+" above 9. */
export const countBadge = (count: number): string => (count > BADGE_MAX ? `${BADGE_MAX}+` : String(count));
