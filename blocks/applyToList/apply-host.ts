// What the apply block needs from the app around it: the list's application with its places left,
// the member's own request, live as admins decide, and the calls to apply and withdraw. The
// runtime provides it (blocks import nothing of the runtime). Free of @rjsf.
import { createContext, useContext } from 'react';
import type { Application, MembershipRequest } from '@tessera/schemas';
import type { StoredValues } from '../forms/form-host.ts';

/** The application of a list and the member's request through it, as they are now. */
export interface ApplyState {
  /** Undefined while loading, null when the list has no application. */
  application: Application | null | undefined;
  /** The member's request through it; null when they have none. */
  request: MembershipRequest | null;
  /** The last load failed. */
  failed: boolean;
}

export interface ApplyHost {
  /**
   * A hook: the first application of the list with key `listKey` and the member's request,
   * brought up to date when the list or the request changes (another tab, an admin's decision).
   */
  useApplyState(listKey: string): ApplyState;
  /** Applies (with the form's answers) or withdraws; rejects with the server's message. */
  request(applicationId: number, state: 'applied' | 'withdrawn', data?: StoredValues): Promise<MembershipRequest>;
}

export const ApplyHostContext = createContext<ApplyHost | null>(null);

/** The app's apply host; null outside one (the block then says it cannot show). */
export const useApplyHost = (): ApplyHost | null => useContext(ApplyHostContext);
