/** The badge text for `count` unseen notifications (shell spec §9: "9+" above 9); empty for none. */
export const unseenBadge = (count: number): string => (count <= 0 ? '' : count > 9 ? '9+' : String(count));
