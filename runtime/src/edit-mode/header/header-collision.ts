import { closestCenter, pointerWithin, type CollisionDetection } from '@dnd-kit/core';
import { headerItemOf } from './drag-items.ts';

/**
 * Where a dragged header item is over: what the pointer is inside, as a person aims. A module only
 * ever lands among modules, and between two tabs on the closer one. A page lands on a module tab
 * or a page only when the pointer is inside it, so letting go over empty space changes nothing; a
 * page inside a module (the drawer's list) counts before the module.
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
  if (moving?.kind !== 'page') return under.length > 0 ? under : closestCenter(scoped);
  // In the drawer a module holds its unfolded pages: the page under the pointer wins over it.
  const pagesUnder = under.filter((collision) => headerItemOf(scoped.droppableContainers.find((container) => container.id === collision.id))?.kind === 'page');
  return pagesUnder.length > 0 ? pagesUnder : under;
};
