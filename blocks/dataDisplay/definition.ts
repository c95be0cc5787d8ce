import type { FromSchema } from 'json-schema-to-ts';
import { defineBlock } from '../core/define-block.ts';

/** The icons a line or an item may show; icons.ts draws each (its type asks for every name). */
const ICON = { enum: ['person', 'place', 'badge', 'mail', 'phone', 'calendar', 'tool', 'link'] } as const;

/**
 * Options of the data-display template block (forms spec §3): lines of icons, the member's field
 * values and texts with `${…}` placeholders; each item may show a default when it comes out empty.
 */
export const dataDisplayOptionsSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['lines', 'profileLink'],
  additionalProperties: false,
  properties: {
    lines: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        required: ['items'],
        additionalProperties: false,
        properties: {
          icon: {
            type: 'object',
            required: ['show', 'value'],
            additionalProperties: false,
            properties: { show: { type: 'boolean' }, value: ICON },
            description: 'An icon at the start of the line.',
          },
          items: {
            type: 'array',
            maxItems: 20,
            items: {
              type: 'object',
              required: ['type', 'value'],
              additionalProperties: false,
              properties: {
                type: { enum: ['icon', 'field', 'text'], description: 'An icon (value: its name), a profile field (value: its key, a dot path) or a text (value: with ${…} placeholders).' },
                value: { type: 'string', maxLength: 1000 },
                showDefault: { type: 'boolean', description: 'Show defaultValue when the item comes out empty.' },
                defaultValue: { type: 'string', maxLength: 500 },
              },
            },
          },
        },
      },
    },
    profileLink: {
      type: 'object',
      required: ['show'],
      additionalProperties: false,
      properties: {
        show: { type: 'boolean' },
        page: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$', maxLength: 129, description: 'The profile page as "<module slug>/<page slug>"; the link adds the member\'s account id.' },
        label: { type: 'string', maxLength: 120, description: 'Text of the link; empty: "View profile".' },
      },
      description: "A link to the member's profile page, under the lines.",
    },
  },
} as const;

export type DataDisplayOptions = FromSchema<typeof dataDisplayOptionsSchema>;

export type DataDisplayIcon = (typeof ICON.enum)[number];

/** Shows the member's data as lines of icons, values and texts. */
export const dataDisplayDefinition = defineBlock({
  type: 'dataDisplay',
  optionsSchema: dataDisplayOptionsSchema,
  defaults: { lines: [], profileLink: { show: false } },
});
