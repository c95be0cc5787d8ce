import { describe, expect, it } from 'vitest';
import { modalDefinition, type ModalOptions } from './definition.ts';
import { shouldAutoOpen } from './modal-auto-open.ts';

const defaults = modalDefinition.defaults as ModalOptions;
const open = (options: Partial<ModalOptions>, state?: { shown?: boolean; agreed?: boolean }, editMode = false) =>
  shouldAutoOpen({ editMode, options: { ...defaults, ...options }, state });

describe('shouldAutoOpen', () => {
  it('opens a show-once modal never shown, and not once shown', () => {
    expect(open({})).toBe(true);
    expect(open({}, { shown: true })).toBe(false);
    expect(open({}, { shown: true, agreed: false })).toBe(false);
  });

  it('opens a modal that is not show-once on every visit', () => {
    expect(open({ showOnce: false }, { shown: true, agreed: false })).toBe(true);
  });

  it('opens a modal requiring agreement until the member agreed', () => {
    expect(open({ requiresAgreeing: true }, { shown: true })).toBe(true);
    expect(open({ requiresAgreeing: true }, { shown: true, agreed: false })).toBe(true);
    expect(open({ requiresAgreeing: true }, { shown: true, agreed: true })).toBe(false);
  });

  it('never opens by itself in edit mode or with noAutoOpen', () => {
    expect(open({ requiresAgreeing: true }, undefined, true)).toBe(false);
    expect(open({ showOnce: false }, undefined, true)).toBe(false);
    expect(open({ noAutoOpen: true, requiresAgreeing: true })).toBe(false);
  });

  it('does not open once agreed, even when not show-once', () => {
    expect(open({ showOnce: false }, { agreed: true })).toBe(false);
  });

  it('reads no saved state in demo mode', () => {
    expect(open({ demoMode: true }, { shown: true, agreed: true })).toBe(true);
    expect(open({ demoMode: true }, { shown: true, agreed: true }, true)).toBe(false);
  });
});
