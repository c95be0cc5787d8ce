import type { Block } from '@tessera/schemas';

/** A block's nested blocks in the order they show: its children, then its columns left to right. */
export function nestedBlockIds(block: Block): number[] {
  const columns = Object.keys(block.positions ?? {})
    .sort((a, b) => Number(a.replace(/\D/g, '')) - Number(b.replace(/\D/g, '')))
    .flatMap((column) => block.positions?.[column] ?? []);
  return [...(block.children ?? []), ...columns];
}
