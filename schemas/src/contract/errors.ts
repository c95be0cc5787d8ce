// Every error the API answers with on purpose: its HTTP status, the reply's `error` name and its
// default `message`. The server throws them by code (server/src/errors.ts); routes list the codes
// they answer with, and the API reference's error statuses come from those lists.

/** One error of the catalogue. */
export interface ErrorDefinition {
  status: number;
  /** The reply's `error`: a short name clients may branch on. */
  error: string;
  /** The reply's `message` unless the thrower gives a more precise one. */
  message: string;
  /** The credential is unusable: the runtime logs out. */
  tokenIssue?: true;
  /** The shell text (schemas/i18n) the server sends as `message`, in the member's language, instead of the English default. */
  i18nKey?: string;
}

export const errorCatalogue = {
  BAD_REQUEST: { status: 400, error: 'Bad Request', message: 'The request is not valid.' },
  /** A form's values break its fields' rules: `details` lists them as {path, kind, params?} (api/profile FormFieldError). */
  FORM_INVALID: { status: 400, error: 'Invalid form values', message: 'Some values are not valid. Correct them and save again.' },
  UNSUPPORTED_LANGUAGE: { status: 400, error: 'Bad Request', message: 'That language is not supported.' },
  INVALID_CREDENTIALS: { status: 401, error: 'Invalid credentials', message: 'Incorrect email or password.' },
  NOT_SIGNED_IN: { status: 401, error: 'Not authorized', message: 'Sign in to continue.' },
  TOKEN_REJECTED: { status: 401, error: 'Not authorized', message: 'Your session has ended. Sign in again.', tokenIssue: true },
  SECRET_REJECTED: { status: 401, error: 'Not authorized', message: 'This sign-in link has expired or was already used.' },
  NOT_ALLOWED: { status: 403, error: 'Forbidden', message: 'You are not allowed to do that.' },
  ADMIN_ONLY: { status: 403, error: 'Forbidden', message: 'That page does not exist, sorry for any inconvenience caused.' },
  MODULE_NOT_FOUND: { status: 404, error: 'Not Found', message: 'That module does not exist, sorry for any inconvenience caused.' },
  PAGE_NOT_FOUND: { status: 404, error: 'Not Found', message: 'That page does not exist, sorry for any inconvenience caused.' },
  BLOCK_NOT_FOUND: { status: 404, error: 'Not Found', message: 'That block does not exist.' },
  FIELD_NOT_FOUND: { status: 404, error: 'Not Found', message: 'That field does not exist.' },
  BRAND_NOT_FOUND: { status: 404, error: 'Not Found', message: 'That brand does not exist.' },
  PROFILE_NOT_FOUND: { status: 404, error: 'Not Found', message: 'That profile does not exist.' },
  USER_LIST_NOT_FOUND: { status: 404, error: 'Not Found', message: 'That user list does not exist.' },
  MEMBERSHIP_NOT_FOUND: { status: 404, error: 'Not Found', message: 'That list membership does not exist.' },
  FILE_NOT_FOUND: { status: 404, error: 'Not Found', message: 'That file does not exist.' },
  SOCIAL_PROVIDER_NOT_FOUND: { status: 404, error: 'Not Found', message: 'Signing in with that provider is not set up on this site.' },
  ROUTE_NOT_FOUND: { status: 404, error: 'Not Found', message: 'There is no such API route.' },
  APPLICATION_NOT_FOUND: { status: 404, error: 'Not Found', message: 'That application does not exist.' },
  MEMBERSHIP_REQUEST_NOT_FOUND: { status: 404, error: 'Not Found', message: 'That membership request does not exist.' },
  /** A change of a membership request's state that the transition table (schemas/src/applications) does not allow. */
  TRANSITION_NOT_ALLOWED: {
    status: 409, error: 'transitionNotAllowed', i18nKey: 'applications.errors.transition',
    message: 'This request cannot be changed to that state from the state it is in.',
  },
  /** Starting a chat, or sending, with someone the member may not chat with (schemas mayStartChat: oneself, or a block either way). */
  CHAT_NOT_ALLOWED: { status: 403, error: 'chatNotAllowed', i18nKey: 'chat.errors.notAllowed', message: 'You cannot send messages to this member.' },
  CHAT_NOT_FOUND: { status: 404, error: 'Not Found', i18nKey: 'chat.errors.notFound', message: 'That conversation does not exist.' },
  CHAT_MESSAGE_NOT_FOUND: { status: 404, error: 'Not Found', message: 'That message does not exist in this conversation.' },
  COMMUNICATION_NOT_FOUND: { status: 404, error: 'Not Found', i18nKey: 'posts.errors.notFound', message: 'That post or comment does not exist.' },
  REPORT_NOT_FOUND: { status: 404, error: 'Not Found', message: 'That abuse report does not exist.' },
  SLUG_TAKEN: { status: 409, error: 'Conflict', message: 'That slug is already in use.' },
  FILE_TOO_LARGE: { status: 413, error: 'Payload Too Large', message: 'The maximum file size is exceeded.' },
  TOO_MANY_FILES: { status: 413, error: 'Payload Too Large', message: 'Too many files were sent at once.' },
  FILE_TYPE_NOT_ACCEPTED: { status: 415, error: 'Unsupported Media Type', message: 'That kind of file is not accepted here.' },
  /** Dynamic and system lists fill themselves (data spec §5). */
  LIST_FILLS_ITSELF: {
    status: 400, error: 'List fills itself', i18nKey: 'userLists.errors.fillsItself',
    message: 'People cannot be added by hand to a dynamic or system list: it fills itself.',
  },
  /** The error of data spec §8 "listAtCapacity": the accepted members fill the list's capacity. */
  LIST_AT_CAPACITY: { status: 409, error: 'listAtCapacity', i18nKey: 'userLists.errors.atCapacity', message: 'This list is full: it has reached its capacity.' },
  REVISION_CONFLICT: { status: 409, error: 'Conflict', message: 'This was changed by someone else since you loaded it. Load it again and redo your change.' },
  TOO_MANY_ATTEMPTS: { status: 429, error: 'Too Many Requests', message: 'Too many failed attempts. Try again later.' },
  INTERNAL: { status: 500, error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again.' },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof errorCatalogue;
