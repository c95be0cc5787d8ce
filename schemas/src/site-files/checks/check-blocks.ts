import type { BlockCatalogue } from '../../blocks/block-catalogue.ts';
import { MAX_COLUMNS, GRID_UNITS, validateColumnLayout } from '../../layout/column-layout.ts';
import type { BlockFile, PageFile } from '../../generated/model.ts';
import { forEachDuplicate } from '../for-each-duplicate.ts';
import { optionsWithFileIds } from '../options-with-file-ids.ts';
import type { FileEntry } from '../site-tree.ts';
import type { ReportProblem } from '../types.ts';
import { walkPageSpots } from '../walk-blocks.ts';
import { checkBlockRefs } from './check-block-refs.ts';

// Stands in for the file id an asset gets on import, so options are checked as they will be stored.
const SOME_FILE_ID = 1;

/**
 * The block tree of a page: unique block ids, references to blocks of the page (checkBlockRefs),
 * sound column layouts, and each block as its type checks it (a known type, options matching the
 * type's schema, the type's own rules).
 */
export function checkBlocks({ file, value: page }: FileEntry<PageFile>, blockTypes: BlockCatalogue, report: ReportProblem): void {
  if (!page) return;
  const spots = walkPageSpots(page);
  const { blocks } = spots;
  forEachDuplicate(blocks, ({ block }) => block.id, ({ block, path }) => {
    report({ file, path: `${path}/id`, message: `The block id '${block.id}' is used more than once in this page: give this block another id, or, if it is the same block standing in a further spot, write { "ref": "${block.id}" } there instead.` });
  });
  checkBlockRefs(spots, file, report);
  for (const { block, path } of blocks) {
    if (block.columns) checkColumns(block.columns, `${path}/columns`, file, report);
    checkPositions(block, path, file, report);
    const stored = block.options ? { ...block, options: optionsWithFileIds(block.options, () => SOME_FILE_ID) } : block;
    for (const problem of blockTypes.checkBlock(stored)) report({ file, path: `${path}${problem.path}`, message: problem.message });
  }
}

function checkColumns(widths: number[], path: string, file: string, report: ReportProblem): void {
  const problem = validateColumnLayout(widths);
  if (problem === 'tooMany') report({ file, path, message: `A column layout has at most ${MAX_COLUMNS} columns; this one has ${widths.length}.` });
  if (problem === 'widthsSum') {
    const sum = widths.reduce((total, width) => total + width, 0);
    report({ file, path, message: `Column widths must add up to ${GRID_UNITS}; these add up to ${sum}.` });
  }
}

function checkPositions(block: BlockFile, path: string, file: string, report: ReportProblem): void {
  const columnCount = block.columns?.length ?? 0;
  for (const column of Object.keys(block.positions ?? {})) {
    // The schema restricts names to col-0 … col-11, so the number parses.
    if (Number(column.slice('col-'.length)) >= columnCount) {
      report({ file, path: `${path}/positions/${column}`, message: `The column '${column}' does not exist: this block has ${columnCount} column${columnCount === 1 ? '' : 's'} in columns.` });
    }
  }
}
