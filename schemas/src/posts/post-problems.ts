// The limits a post or comment must meet in its block: checked by the composer as the member types
// (the message shown in place) and by the server before anything is stored (the same words).
import type { PostRules } from './post-rules.ts';

export type PostProblem =
  | { field: 'title'; kind: 'tooLong'; limit: number }
  | { field: 'title'; kind: 'notAllowed' }
  | { field: 'message'; kind: 'tooLong'; limit: number }
  | { field: 'message'; kind: 'empty' }
  | { field: 'media'; kind: 'tooMany'; limit: number }
  | { field: 'media'; kind: 'tooFew'; limit: number }
  | { field: 'media'; kind: 'typeNotAllowed'; mediaType: string };

/** What is checked: the title, the text once sanitised (plain), and the media types. */
export interface PostDraft {
  title?: string | undefined;
  text: string;
  mediaTypes: readonly string[];
  /** A reply: no title nor media. */
  reply: boolean;
}

/** Characters as members count them (an emoji is one). */
export const characterCount = (text: string): number => [...text].length;

/** Every limit `draft` breaks in a block with `rules`; empty when it may be stored. */
export function postProblems(draft: PostDraft, rules: PostRules): PostProblem[] {
  const problems: PostProblem[] = [];
  const title = draft.title?.trim() ?? '';
  if (title !== '') {
    if (draft.reply || rules.maxTitleLength === 0) problems.push({ field: 'title', kind: 'notAllowed' });
    else if (characterCount(title) > rules.maxTitleLength) problems.push({ field: 'title', kind: 'tooLong', limit: rules.maxTitleLength });
  }
  if (draft.text === '' && (title === '' || draft.reply) && draft.mediaTypes.length === 0) problems.push({ field: 'message', kind: 'empty' });
  if (rules.maxContentLength > 0 && characterCount(draft.text) > rules.maxContentLength) {
    problems.push({ field: 'message', kind: 'tooLong', limit: rules.maxContentLength });
  }
  const maxMedia = draft.reply ? 0 : rules.maxMediaPerPost;
  if (draft.mediaTypes.length > maxMedia) problems.push({ field: 'media', kind: 'tooMany', limit: maxMedia });
  else if (!draft.reply && draft.mediaTypes.length < rules.minMediaPerPost) problems.push({ field: 'media', kind: 'tooFew', limit: rules.minMediaPerPost });
  for (const mediaType of new Set(draft.mediaTypes)) {
    if (!(rules.mediaTypes as readonly string[]).includes(mediaType)) problems.push({ field: 'media', kind: 'typeNotAllowed', mediaType });
  }
  return problems;
}

/** The English words of a problem (the server's message; the composer shows posts.problems.<field>.<kind> with the same values). */
export function describePostProblem(problem: PostProblem): string {
  switch (problem.kind) {
    case 'tooLong': return `The ${problem.field === 'title' ? 'title' : 'text'} may have at most ${problem.limit} characters.`;
    case 'notAllowed': return 'A title is not allowed here.';
    case 'empty': return 'Write something first.';
    case 'tooMany': return `At most ${problem.limit} media items may be added.`;
    case 'tooFew': return `Add at least ${problem.limit} media items.`;
    case 'typeNotAllowed': return `Media of type ${problem.mediaType} may not be added here.`;
  }
}
