import type { FromSchema } from 'json-schema-to-ts';
import { defineBlock } from '../core/define-block.ts';

/**
 * Options of the modal block: a dialog showing the block's children. It can open by itself when
 * its page shows (modal-auto-open.ts decides), ask the member to agree, and remember in the
 * member's profile meta (`block.{blockId}`) that it was shown and whether they agreed.
 */
export const modalOptionsSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['size', 'position', 'width', 'persistent', 'showOnce', 'requiresAgreeing', 'noAutoOpen', 'demoMode'],
  additionalProperties: false,
  properties: {
    size: { enum: ['x-small', 'small', 'medium', 'large', 'fullWidth'], description: 'Width of a dialog in the standard, top or bottom position: 350, 500, 800 or 900 px, or the whole screen.' },
    position: { enum: ['standard', 'top', 'right', 'bottom', 'left'], description: 'Centred, or against one edge of the screen.' },
    width: { type: 'integer', minimum: 200, maximum: 2000, description: 'Width in px of a dialog in the right or left position (a side panel).' },
    persistent: { type: 'boolean', description: 'Clicking outside the dialog and Escape do not close it; only its own buttons do.' },
    showOnce: { type: 'boolean', description: 'Opens by itself only the first time; ignored when agreement is required.' },
    requiresAgreeing: { type: 'boolean', description: 'The member must agree; closing without agreeing leaves the page.' },
    noAutoOpen: { type: 'boolean', description: 'Never opens by itself; a member opens it with its button (triggerLabel).' },
    demoMode: { type: 'boolean', description: 'Nothing is saved: it behaves as if never shown, on every visit.' },
    agreeLabel: { type: 'string', maxLength: 120, description: 'Text of the agree button; empty: "I agree".' },
    triggerLabel: { type: 'string', maxLength: 120, description: 'Text of a button shown in place that opens the dialog; empty: no button.' },
  },
} as const;

export type ModalOptions = FromSchema<typeof modalOptionsSchema>;

/** A dialog holding child blocks, opened by itself or by a button; the spec's defaults (forms spec §9). */
export const modalDefinition = defineBlock({
  type: 'modal',
  optionsSchema: modalOptionsSchema,
  defaults: {
    size: 'large',
    position: 'standard',
    width: 700,
    persistent: true,
    showOnce: true,
    requiresAgreeing: false,
    noAutoOpen: false,
    demoMode: false,
    agreeLabel: '',
    triggerLabel: '',
  },
  translatable: ['agreeLabel', 'triggerLabel'],
});
