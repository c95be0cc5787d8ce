// The block-type check every block write makes: the type exists and its options match its
// definition. The definitions live in @tessera/blocks/definitions (issue 7, part A); until that
// entry exists this accepts every block, and the lead connects it here:
//   import { checkBlock } from '@tessera/blocks/definitions';
import type { Block } from '@tessera/schemas';

/** One problem with a block: a JSON pointer inside the block, and what is wrong. */
export interface BlockProblem {
  path: string;
  message: string;
}

/** The problems of `block` against its type's definition (unknown type, options, the type's own rules). */
export function checkBlockDefinition(_block: Pick<Block, 'type' | 'options' | 'children' | 'positions' | 'columns'>): BlockProblem[] {
  return [];
}
