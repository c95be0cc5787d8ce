import type { FromSchema } from 'json-schema-to-ts';
import { defineBlock } from '../core/define-block.ts';

/** Options of the apply block: the list a member applies to (by key, as site files name lists) and where an accepted member goes. */
export const applyToListOptionsSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['listKey'],
  additionalProperties: false,
  properties: {
    listKey: { type: 'string', maxLength: 128, description: "The key of the list to apply to; the block uses that list's first application." },
    showPlaces: { type: 'boolean', description: 'Shows how many places the list has left.' },
    landingPage: {
      type: 'string', maxLength: 300, pattern: '^$|^[a-z0-9-]+/[a-z0-9-]+$',
      description: "The list's membership landing page (module slug/page slug): an accepted member is offered a link to it (shell spec §5).",
    },
  },
} as const;

export type ApplyToListOptions = FromSchema<typeof applyToListOptionsSchema>;

export const applyToListDefinition = defineBlock({
  type: 'applyToList',
  optionsSchema: applyToListOptionsSchema,
  defaults: { listKey: '', showPlaces: true, landingPage: '' } satisfies ApplyToListOptions,
});
