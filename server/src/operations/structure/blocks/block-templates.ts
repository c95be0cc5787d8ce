// GET structure/block/templates: what the add-block picker offers.
import { blockDefinitions } from '@tessera/blocks/definitions';
import type { BlockTemplatesReply } from '@tessera/schemas';

/** Each block type of this release with its default options (retired types are not offered). */
export function blockTemplates(): BlockTemplatesReply {
  return { templates: [...blockDefinitions.values()].map(({ type, defaults }) => ({ type, options: { ...defaults } })) };
}
