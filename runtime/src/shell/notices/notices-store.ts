// The notices shown bottom-right (spec §8). A module-level external store so anything (the API
// client, a screen, AppActions.notify) can notify without a provider, and the viewport
// re-renders on its own. Closing on a timer is the viewport's job, so hovering or focusing a
// notice can pause it (WCAG 2.2.1).
import { useSyncExternalStore } from 'react';

type NoticeColour = 'positive' | 'warning' | 'negative' | 'info';

/** What to tell the member. */
export interface NoticeInput {
  colour: NoticeColour;
  /** Already translated text. */
  message: string;
  /** Milliseconds before it closes by itself; null keeps it until dismissed. Default 5000. */
  timeout?: number | null;
  action?: { label: string; run: () => void };
}

/** A notice on screen. */
export interface Notice extends NoticeInput {
  id: number;
}

let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Notice[]): void {
  notices = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows a notice; returns its id for {@link dismissNotice}.
 * @example notify({ colour: 'negative', message: t('errors.pageNotFound') })
 */
export function notify(input: NoticeInput): number {
  const notice: Notice = { ...input, id: nextId++ };
  publish([...notices, notice]);
  return notice.id;
}

/** Removes one notice; unknown ids are ignored (it may have closed already). */
export function dismissNotice(id: number): void {
  if (notices.some((notice) => notice.id === id)) publish(notices.filter((notice) => notice.id !== id));
}

/** Removes every notice, e.g. when the member logs out. */
export function dismissAllNotices(): void {
  if (notices.length > 0) publish([]);
}

/** The notices on screen, oldest first. */
export function useNotices(): readonly Notice[] {
  return useSyncExternalStore(subscribe, () => notices);
}
