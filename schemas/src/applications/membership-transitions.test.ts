import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_STATES, type RequestStateOrNone, MEMBERSHIP_TRANSITIONS, NO_REQUEST, holdsMembership, mayTransition, nextStates } from './membership-transitions.ts';

describe('the membership transition table', () => {
  it('names only the spec states, never a change into itself, and no entry twice', () => {
    const keys = MEMBERSHIP_TRANSITIONS.map(({ by, from, to }) => `${by}:${from}>${to}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { from, to } of MEMBERSHIP_TRANSITIONS) {
      expect(MEMBERSHIP_STATES).toContain(to);
      expect(from === NO_REQUEST || (MEMBERSHIP_STATES as readonly string[]).includes(from)).toBe(true);
      expect(from).not.toBe(to);
    }
  });

  it('lets a member apply, withdraw and apply again, and leave after being accepted', () => {
    expect(mayTransition('member', NO_REQUEST, 'applied')).toBe(true);
    expect(mayTransition('member', 'applied', 'withdrawn')).toBe(true);
    expect(mayTransition('member', 'withdrawn', 'applied')).toBe(true);
    expect(mayTransition('member', 'returned', 'applied')).toBe(true);
    expect(mayTransition('member', 'accepted', 'withdrawn')).toBe(true);
  });

  it('never lets a member decide: accept, reject, return, ban, complete are the admins\'', () => {
    for (const from of [NO_REQUEST, ...MEMBERSHIP_STATES] as RequestStateOrNone[]) {
      for (const to of ['accepted', 'rejected', 'returned', 'banned', 'completed'] as const) expect(mayTransition('member', from, to)).toBe(false);
    }
  });

  it('keeps a rejected or banned member from applying again by themselves', () => {
    expect(mayTransition('member', 'rejected', 'applied')).toBe(false);
    expect(mayTransition('member', 'banned', 'applied')).toBe(false);
    expect(mayTransition('member', 'completed', 'applied')).toBe(false);
  });

  it('lets an admin decide an open request, but not withdraw it for the member', () => {
    expect(nextStates('admin', 'applied')).toEqual(['accepted', 'banned', 'rejected', 'returned']);
    expect(mayTransition('admin', 'applied', 'withdrawn')).toBe(false);
    expect(mayTransition('admin', 'banned', 'accepted')).toBe(false);
    expect(nextStates('admin', 'banned')).toEqual(['rejected']);
  });

  it('lists what a member may do next', () => {
    expect(nextStates('member', 'applied')).toEqual(['withdrawn']);
    expect(nextStates('member', 'banned')).toEqual([]);
  });

  it('only accepted holds a list membership', () => {
    expect(MEMBERSHIP_STATES.filter(holdsMembership)).toEqual(['accepted']);
  });
});
