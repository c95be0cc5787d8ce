// The change feed: how committed writes reach caches, other instances and clients, in that order.
import type { Change } from './context.ts';
import { mergeChanges } from './merge-changes.ts';

/** `local`: written by this process; `remote`: relayed from another instance. */
export type ChangeOrigin = 'local' | 'remote';

/**
 * Who hears a change, in this order: `caches` (this instance's caches drop what is stale; every
 * change, local or remote), then `instances` (relayed to the other instances; local changes
 * only), then `clients` (socket events; local changes only). A client told of a change thus
 * never refetches from a cache that still holds the old copy, on this instance or — the relay
 * travelling ahead of the events on the same Redis connections — on another.
 */
export type ChangePhase = 'caches' | 'instances' | 'clients';

const PHASES: readonly ChangePhase[] = ['caches', 'instances', 'clients'];

export type ChangeListener = (changes: readonly Change[], origin: ChangeOrigin) => void;

/** The one channel through which writes announce changes, so every cache hears every change. */
export interface ChangeFeed {
  /** Announces what a committed write of this process changed (duplicates merged). */
  announce(changes: readonly Change[]): void;
  /**
   * Hands on what another instance announced: caches drop what it makes stale, but nothing is
   * told to clients or relayed again (the announcing instance did that).
   */
  receive(changes: readonly Change[]): void;
  /** Adds a listener to a phase; returns the unsubscribe function. */
  subscribe(phase: ChangePhase, listener: ChangeListener): () => void;
}

export function changeFeed(): ChangeFeed {
  const listeners: Record<ChangePhase, Set<ChangeListener>> = { caches: new Set(), instances: new Set(), clients: new Set() };
  const publish = (changes: readonly Change[], origin: ChangeOrigin) => {
    if (changes.length === 0) return;
    for (const phase of origin === 'local' ? PHASES : ['caches' as const]) {
      for (const listener of listeners[phase]) listener(changes, origin);
    }
  };
  return {
    announce: (changes) => publish(mergeChanges(changes), 'local'),
    receive: (changes) => publish(changes, 'remote'),
    subscribe(phase, listener) {
      listeners[phase].add(listener);
      return () => listeners[phase].delete(listener);
    },
  };
}
