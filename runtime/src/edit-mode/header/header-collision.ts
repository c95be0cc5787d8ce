import { closestCenter, pointerWithin, type CollisionDetection } from '@dnd-kit/core';
import { headerItemOf } from './drag-items.ts';

/**
 * Where a dragged header item is over. A module only ever lands among modules. A page lands on
 * what the pointer is inside (a module tab or a page), so letting go over empty space reorders
 * nothing; with the keyboard, which has no pointer, the closest place counts.
 */
export const headerCollision: CollisionDetection = (args) => {
  const moving = headerItemOf(args.active);
  const droppableContainers = moving?.kind === 'module'
    ? args.droppableContainers.filter((container) => headerItemOf(container)?.kind === 'module')
    : args.droppableContainers;
  const scoped = { ...args, droppableContainers };
  if (args.pointerCoordinates && moving?.kind === 'page') return pointerWithin(scoped);
  return closestCenter(scoped);
};
