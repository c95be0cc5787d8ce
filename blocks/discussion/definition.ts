import type { FromSchema } from 'json-schema-to-ts';
import { DISCUSSION_RULES } from '@tessera/schemas/posts';
import { defineBlock } from '../core/define-block.ts';
import { limitSchema, pageSizeSchema, paginationSchema, noMediaSchemas, postOptionBooleans, postPermissionsSchema } from '../posts/post-options.ts';

/** Options of the discussion: threaded comments members write and answer, newest first, a page at a time. */
export const discussionOptionsSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['maxTitleLength', 'maxContentLength', 'allowEdit', 'onlyEditOwn', 'allowReplies', 'minMediaPerPost', 'maxMediaPerPost', 'mediaTypes', 'permissions', 'pageSize', 'pagination'],
  additionalProperties: false,
  properties: {
    maxTitleLength: { const: 0 },
    maxContentLength: limitSchema(20000),
    ...postOptionBooleans,
    ...noMediaSchemas,
    permissions: postPermissionsSchema,
    pageSize: pageSizeSchema,
    pagination: paginationSchema,
  },
} as const;

export type DiscussionOptions = FromSchema<typeof discussionOptionsSchema>;

export const discussionDefinition = defineBlock({
  type: 'discussion',
  optionsSchema: discussionOptionsSchema,
  defaults: { ...DISCUSSION_RULES, mediaTypes: [], permissions: { ...DISCUSSION_RULES.permissions }, pageSize: 10, pagination: 'loadMore' },
});
