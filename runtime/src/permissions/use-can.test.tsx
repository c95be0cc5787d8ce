import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Permission } from '@tessera/schemas';
import { fakeApp, fakeRuntime } from '../shell/test-support/fake-app.ts';
import { AppContext } from '../state/app-runtime.ts';
import { useCan } from './use-can.ts';

function canFor(isAdmin: boolean, permissions: Permission[]) {
  const app = fakeApp([], { permissions });
  const runtime = fakeRuntime({ ...app, user: { ...app.user, isAdmin } });
  const wrapper = ({ children }: { children: ReactNode }) => <AppContext.Provider value={runtime}>{children}</AppContext.Provider>;
  return renderHook(() => useCan(), { wrapper }).result.current;
}

describe('useCan', () => {
  it('lets admins do anything', () => {
    expect(canFor(true, [])('manage', 'all')).toBe(true);
  });

  it("reads the user's grants with the shared evaluator", () => {
    const can = canFor(false, [{ action: 'manageEditMode', subject: 'all' }, { action: 'manageSettings', subject: 'items.pages', subjectId: 4 }]);
    expect(can('manageEditMode', 'items.blocks.heading')).toBe(true);
    expect(can('manageSettings', 'items.pages', { subjectId: 4 })).toBe(true);
    expect(can('manageSettings', 'items.pages', { subjectId: 5 })).toBe(false);
    expect(can('manage', 'all')).toBe(false);
  });
});
