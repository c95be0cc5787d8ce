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
