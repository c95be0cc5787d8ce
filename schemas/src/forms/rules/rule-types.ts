// The shapes every validation rule shares. A rule reads its argument once (`readArgument`; null
// turns the rule off, as the spec's "a null bound means false"), then checks values with it.

/** The message kinds a rule reports; each is the translation key `form.errorTypes.<kind>`. */
export type MessageKind =
  | 'after' | 'before' | 'between' | 'email' | 'max' | 'max_value' | 'min' | 'min_value' | 'numeric'
  | 'regex' | 'required' | 'url' | 'applicationTargetMatchesList' | 'filterDuplicatesByKey' | 'maxHtml' | 'isLink'
  // Kinds of our own for rules the spec names without a message kind (decision 0029).
  | 'max_items' | 'min_items' | 'is_unique' | 'slug_valid' | 'feed_valid' | 'notification_ownership'
  | 'handlebars' | 'handlebarsOrURL' | 'emailWithNameParentheses' | 'invalid';

/** A broken rule: its message kind and the values the message shows. */
export interface RuleFailure {
  kind: MessageKind;
  params?: Record<string, string | number>;
}

/** What a rule may look at besides the value: the other values of the form, by data key. */
export interface RuleContext {
  values: Readonly<Record<string, unknown>>;
  /** The label of another field, for messages naming it (date_before against a field). */
  labelOf(key: string): string;
}

/** A rule checked in place, without asking anyone. */
export interface LocalRule<Argument> {
  readonly remote?: false;
  /** The argument as stored in `field.validation[name]`; null when the rule is off or the argument is unusable. */
  readArgument(raw: unknown): Argument | null;
  /** Checks a value; empty values pass every rule but the required ones (`checksEmpty`). */
  check(value: unknown, argument: Argument, context: RuleContext): RuleFailure | null;
  /** Whether empty values are checked (required rules); others skip them. */
  readonly checksEmpty?: boolean;
}

/** What a remote rule asks: the API's answers (forms spec §7) and the template check. */
export interface RemoteContext {
  /** The id of the item the form edits (slug_valid's `{id}`). */
  itemId?: number;
  /** GET /{source}/{contextId?}/{id}/slug/{slug}/validate */
  validateSlug(path: string): Promise<{ unique: boolean; number?: number }>;
  /** GET /external/content/rss/url/{encodedUrl} */
  readFeed(path: string): Promise<{ items?: unknown[]; errno?: unknown }>;
  /** Whether a handlebars template compiles and renders with empty data (the server's handlebars). */
  templateRenders(template: string): Promise<boolean>;
}

/** A rule that needs an answer from elsewhere; checked before saving, never on each keystroke. */
export interface RemoteRule<Argument> {
  readonly remote: true;
  readArgument(raw: unknown): Argument | null;
  check(value: unknown, argument: Argument, remote: RemoteContext): Promise<RuleFailure | null>;
}


/** A value no rule but the required ones looks at: nothing, an empty or blank text, an empty list, an object with nothing filled in. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  // An object with nothing filled in (rjsf starts an object-valued field, a place or a structure choice, as {}).
  if (typeof value === 'object') return Object.values(value).every(isEmptyValue);
  return false;
}

/** A finite number read from a number or a numeric text; null otherwise. */
export function readNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw === 'string' && raw.trim() !== '') {
    const number = Number(raw);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

/** A rule switched on by any argument but null and false (`required: true`). */
export const readSwitch = (raw: unknown): true | null => (raw === null || raw === false || raw === undefined ? null : true);

/** A non-negative whole count (lengths, item counts); null when the bound is null (the rule is off). */
export function readCount(raw: unknown): number | null {
  const number = readNumber(raw);
  return number !== null && Number.isInteger(number) && number >= 0 ? number : null;
}
