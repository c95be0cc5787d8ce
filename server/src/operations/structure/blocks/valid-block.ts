// What every block write checks before it stores a block.
import { checkBlock } from '@tessera/blocks/definitions';
import { validateColumnLayout, type Block, type ColumnLayoutProblem } from '@tessera/schemas';
import { appError } from '../../../errors.ts';
import { assertMatches } from '../../assert-matches.ts';

/** The spec's messages for a column layout it refuses (forms spec §8). */
export const COLUMN_LAYOUT_MESSAGES: Record<ColumnLayoutProblem, string> = {
  tooMany: 'Too many columns',
  widthsSum: 'All cols widths combined should equal 12',
};

/**
 * Throws BAD_REQUEST unless `block` matches block.schema, has a sound column layout (at most 12
 * columns, widths summing to 12, no blocks in a column past the last) and passes its type's checks.
 */
export function assertValidBlock(block: unknown): asserts block is Block {
  assertMatches<Block>(block, 'block', 'block');
  const problem = block.columns && validateColumnLayout(block.columns);
  if (problem) throw appError('BAD_REQUEST', COLUMN_LAYOUT_MESSAGES[problem]);
  const count = block.columns?.length ?? 0;
  const beyond = Object.entries(block.positions ?? {}).find(([key, ids]) => Number(key.slice('col-'.length)) >= count && (ids?.length ?? 0) > 0);
  if (beyond) throw appError('BAD_REQUEST', `Column ${beyond[0]} of block ${block.id} holds blocks, but the block has ${count} columns.`);
  const [typeProblem] = checkBlock(block);
  if (typeProblem) throw appError('BAD_REQUEST', `block${typeProblem.path} ${typeProblem.message}`);
}
