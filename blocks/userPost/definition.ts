import type { FromSchema } from 'json-schema-to-ts';
import { USER_POST_DISPLAY_LENGTH, USER_POST_RULES } from '@tessera/schemas/posts';
import { defineBlock } from '../core/define-block.ts';
import { limitSchema, pageSizeSchema, paginationSchema, MEDIA_KINDS, postOptionBooleans, postPermissionsSchema } from '../posts/post-options.ts';

/**
 * Options of the user-post feed (forms spec §9): posts with a title (at most 400 characters), text
 * shown to 200 characters before "show more", and 0 to 6 media items of the allowed types.
 */
export const userPostOptionsSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['maxTitleLength', 'maxContentLength', 'allowEdit', 'onlyEditOwn', 'allowReplies', 'minMediaPerPost', 'maxMediaPerPost', 'mediaTypes', 'permissions', 'messageDisplayLength', 'pageSize', 'pagination'],
  additionalProperties: false,
  properties: {
    maxTitleLength: limitSchema(400),
    maxContentLength: limitSchema(20000),
    ...postOptionBooleans,
    minMediaPerPost: limitSchema(6),
    maxMediaPerPost: limitSchema(6),
    mediaTypes: { type: 'array', uniqueItems: true, maxItems: 5, items: { enum: MEDIA_KINDS } },
    permissions: postPermissionsSchema,
    messageDisplayLength: { type: 'integer', minimum: 20, maximum: 5000, description: 'Characters shown before "show more".' },
    pageSize: pageSizeSchema,
    pagination: paginationSchema,
  },
} as const;

export type UserPostOptions = FromSchema<typeof userPostOptionsSchema>;

export const userPostDefinition = defineBlock({
  type: 'userPost',
  optionsSchema: userPostOptionsSchema,
  defaults: {
    ...USER_POST_RULES, mediaTypes: [...USER_POST_RULES.mediaTypes], permissions: { ...USER_POST_RULES.permissions },
    messageDisplayLength: USER_POST_DISPLAY_LENGTH, pageSize: 10, pagination: 'loadMore',
  },
});
