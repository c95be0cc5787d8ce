import type { FromSchema } from 'json-schema-to-ts';
import { CARD_WALL_RULES } from '@tessera/schemas/posts';
import { defineBlock } from '../core/define-block.ts';
import { limitSchema, pageSizeSchema, paginationSchema, noMediaSchemas, postOptionBooleans, postPermissionsSchema } from '../posts/post-options.ts';

/**
 * Options of the card wall (forms spec §9): short cards with a title (at most 100 characters) and
 * text (at most 500), no replies by default, laid out as masonry; only admins add cards unless the
 * block opens it to members (§6, canCreateComments: admin).
 */
export const cardWallOptionsSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['maxTitleLength', 'maxContentLength', 'allowEdit', 'onlyEditOwn', 'allowReplies', 'minMediaPerPost', 'maxMediaPerPost', 'mediaTypes', 'permissions', 'displayStyle', 'pageSize', 'pagination'],
  additionalProperties: false,
  properties: {
    maxTitleLength: limitSchema(100),
    maxContentLength: limitSchema(500),
    ...postOptionBooleans,
    ...noMediaSchemas,
    permissions: postPermissionsSchema,
    displayStyle: { enum: ['masonry', 'grid', 'list'], description: 'masonry: cards of their own heights in columns.' },
    pageSize: pageSizeSchema,
    pagination: paginationSchema,
  },
} as const;

export type CardWallOptions = FromSchema<typeof cardWallOptionsSchema>;

export const cardWallDefinition = defineBlock({
  type: 'cardWall',
  optionsSchema: cardWallOptionsSchema,
  defaults: { ...CARD_WALL_RULES, mediaTypes: [], permissions: { ...CARD_WALL_RULES.permissions }, displayStyle: 'masonry', pageSize: 12, pagination: 'numbered' },
});
