// The fixture's format, `neutral-page/1` (see ../README.md): blocks any page renderer can draw.

export type NeutralBlock =
  | { id: string; type: 'heading'; text: string; level: number }
  | { id: string; type: 'richText'; html: string }
  | { id: string; type: 'image'; src: string; alt: string }
  | { id: string; type: 'columns'; widths: number[]; columns: NeutralBlock[][] }
  | { id: string; type: 'tabs'; tabs: Array<{ title: string; children: NeutralBlock[] }> };

export interface NeutralPage {
  format: 'neutral-page/1';
  n: number;
  seed: number;
  stats: { totalBlocks: number; renderedBlocks: number };
  blocks: NeutralBlock[];
}
