// The membership request states (data spec §3 fixed list) and the one table of the changes
// allowed between them, with who may make each (decision 0040). The server refuses every change
// not written here; the runtime offers only these.
import type { MembershipState } from '../generated/model.ts';

/** Every membership state, in the spec's order (GET applications/states). */
export const MEMBERSHIP_STATES = ['accepted', 'applied', 'banned', 'completed', 'rejected', 'returned', 'withdrawn'] as const satisfies readonly MembershipState[];

/** Who makes a change: the member about their own request, or an admin of the list's requests. */
export type TransitionActor = 'member' | 'admin';

/** A request that does not exist yet: the state a first application starts from. */
export const NO_REQUEST = 'none';
export type RequestStateOrNone = MembershipState | typeof NO_REQUEST;

export interface MembershipTransition {
  from: RequestStateOrNone;
  to: MembershipState;
  by: TransitionActor;
}

const t = (by: TransitionActor, from: RequestStateOrNone, ...to: MembershipState[]): MembershipTransition[] => to.map((state) => ({ from, to: state, by }));

/**
 * The allowed changes. A member applies (first time, after withdrawing, or again after a request
 * was returned to them), and withdraws a request that is open, returned or accepted (leaving the
 * list). An admin decides open requests (accept, reject, return for changes, ban), ends an
 * accepted membership (completed, rejected, banned), reconsiders a rejected or completed one, opens
 * a rejected one again, bans anyone, and lifts a ban into rejected. Everything else is refused;
 * a state never changes into itself.
 */
export const MEMBERSHIP_TRANSITIONS: readonly MembershipTransition[] = [
  ...t('member', NO_REQUEST, 'applied'),
  ...t('member', 'withdrawn', 'applied'),
  ...t('member', 'returned', 'applied', 'withdrawn'),
  ...t('member', 'applied', 'withdrawn'),
  ...t('member', 'accepted', 'withdrawn'),
  ...t('admin', NO_REQUEST, 'applied', 'accepted'),
  ...t('admin', 'applied', 'accepted', 'rejected', 'returned', 'banned'),
  ...t('admin', 'returned', 'accepted', 'rejected', 'banned'),
  ...t('admin', 'accepted', 'completed', 'rejected', 'banned'),
  ...t('admin', 'rejected', 'accepted', 'applied', 'banned'),
  ...t('admin', 'completed', 'accepted', 'banned'),
  ...t('admin', 'withdrawn', 'banned'),
  ...t('admin', 'banned', 'rejected'),
];

/** Whether `by` may change a request in state `from` (NO_REQUEST: none yet) to `to`. */
export function mayTransition(by: TransitionActor, from: RequestStateOrNone, to: MembershipState): boolean {
  return MEMBERSHIP_TRANSITIONS.some((entry) => entry.by === by && entry.from === from && entry.to === to);
}

/** The states `by` may move a request in state `from` to, in the spec's order (the admin screen's buttons). */
export function nextStates(by: TransitionActor, from: RequestStateOrNone): MembershipState[] {
  return MEMBERSHIP_STATES.filter((to) => mayTransition(by, from, to));
}

/** Only an accepted request holds a list membership; every other state has none (data spec §4). */
export const holdsMembership = (state: MembershipState): boolean => state === 'accepted';
