import { closestCenter, pointerWithin, type CollisionDetection } from '@dnd-kit/core';
import { headerItemOf } from './drag-items.ts';

/**
 * Where a dragged header item is over: what the pointer is inside, as a person aims. A module only
 * ever lands among modules, and between two tabs on the closer one. A page lands on a module tab
 * or a page only when the pointer is inside it, so letting go over empty space changes nothing.
 * With the keyboard, which has no pointer, the closest place counts.
 */
export const headerCollision: CollisionDetection = (args) => {
  const moving = headerItemOf(args.active);
  const droppableContainers = moving?.kind === 'module'
    ? args.droppableContainers.filter((container) => headerItemOf(container)?.kind === 'module')
    : args.droppableContainers;
  const scoped = { ...args, droppableContainers };
  if (!args.pointerCoordinates) return closestCenter(scoped);
  const under = pointerWithin(scoped);
  return under.length > 0 || moving?.kind === 'page' ? under : closestCenter(scoped);
};
