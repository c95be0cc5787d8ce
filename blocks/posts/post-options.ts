// The options every post block type shares (schemas/src/posts PostRules names them): the limits,
// editing and replies, the media allowed and who may write, reply and react. Each type's schema
// spreads these with its own maximums and defaults.

const RIGHT = { enum: ['member', 'admin'], description: 'member: every signed-in member; admin: admins and those granted it on the block.' } as const;

/** Who may write posts, reply and react (forms spec §6, per-block default permissions). */
export const postPermissionsSchema = {
  type: 'object',
  required: ['canCreateComments', 'canReply', 'canReact'],
  additionalProperties: false,
  properties: { canCreateComments: RIGHT, canReply: RIGHT, canReact: RIGHT },
} as const;

/** How more posts come: page numbers, or a button adding the next page below (forms spec §9). */
export const paginationSchema = { enum: ['numbered', 'loadMore'] } as const;

/** The limits as integers from 0 up to the spec's constant (0: none / no title). */
export const limitSchema = <const Max extends number>(maximum: Max) => ({ type: 'integer', minimum: 0, maximum }) as const;


export const postOptionBooleans = {
  allowEdit: { type: 'boolean', description: 'Authors may change what they wrote.' },
  onlyEditOwn: { type: 'boolean', description: 'Only authors may change posts, not moderators.' },
  allowReplies: { type: 'boolean', description: 'Members may answer posts.' },
} as const;

export const pageSizeSchema = { type: 'integer', minimum: 1, maximum: 50 } as const;

/** The media kinds a post may carry (forms spec §9). */
export const MEDIA_KINDS = ['image', 'audio', 'video', 'document', 'link'] as const;

/** A post block without media (the card wall, the discussion): none allowed, none to choose. */
export const noMediaSchemas = {
  minMediaPerPost: { const: 0 },
  maxMediaPerPost: { const: 0 },
  mediaTypes: { type: 'array', maxItems: 0, items: { enum: MEDIA_KINDS } },
} as const;
