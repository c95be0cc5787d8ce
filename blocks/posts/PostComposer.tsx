import { useId, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { characterCount, postProblems, type CommentInput, type PostMedia, type PostProblem, type PostRules } from '@tessera/schemas';
import { MediaPicker } from './MediaPicker.tsx';
import { MentionList } from './mentions/MentionList.tsx';
import { useMentionSuggestions } from './mentions/use-mention-suggestions.ts';
import type { PostsHost } from './posts-host.ts';
import { memberHtmlToText, textToMemberHtml } from './text-to-html.ts';

export interface ComposerStart {
  title?: string | null;
  message?: string;
  media?: PostMedia[];
}

interface Props {
  host: PostsHost;
  rules: PostRules;
  /** A reply: no title nor media. */
  reply: boolean;
  submitLabel: string;
  start?: ComposerStart;
  onSubmit(comment: CommentInput): Promise<unknown>;
  onCancel?: () => void;
}

const problemText = (t: TFunction, problem: PostProblem): string => t(`blocks.posts.problems.${problem.field}.${problem.kind}`, { ...problem });

/**
 * Writes a post, a card or a reply: the title and text with their limits counted as the member
 * types (a broken limit is said in place, with the limit, and nothing is sent), the media of a user
 * post. Typing `@` and a name in the text offers members to mention (useMentionSuggestions).
 */
export function PostComposer({ host, rules, reply, submitLabel, start = {}, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const ids = useId();
  const [title, setTitle] = useState(start.title ?? '');
  const [text, setText] = useState(memberHtmlToText(start.message ?? ''));
  const [media, setMedia] = useState<PostMedia[]>(start.media ?? []);
  const mentions = useMentionSuggestions({ text, onText: setText, host, listId: `${ids}-mentions` });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const withTitle = !reply && rules.maxTitleLength > 0;
  const withMedia = !reply && rules.maxMediaPerPost > 0;
  const problems = postProblems({ title, text: text.trim(), mediaTypes: media.map((item) => item.type), reply }, rules);
  const shown = problems.filter((problem) => problem.kind !== 'empty');
  const problemOf = (field: PostProblem['field']) => shown.find((problem) => problem.field === field);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (problems.length > 0 || sending) return;
    setSending(true);
    setFailure(null);
    try {
      await onSubmit({ message: textToMemberHtml(text), ...(withTitle && title.trim() !== '' && { title: title.trim() }), ...(withMedia && { media }) });
      setTitle('');
      setText('');
      setMedia([]);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  }

  const titleProblem = problemOf('title');
  const textProblem = problemOf('message');
  return (
    <form className="post-composer" onSubmit={(event) => void submit(event)}>
      {withTitle && (
        <div className="post-composer__field">
          <label className="t-label" htmlFor={`${ids}-title`}>{t('blocks.posts.title')}</label>
          <input
            id={`${ids}-title`} className="t-input" value={title} onChange={(event) => setTitle(event.target.value)}
            aria-invalid={titleProblem ? true : undefined} aria-describedby={`${ids}-title-count`}
          />
          <span id={`${ids}-title-count`} className={`post-composer__count${titleProblem ? ' is-over' : ''}`}>
            {titleProblem ? problemText(t, titleProblem) : t('blocks.posts.count', { count: characterCount(title), limit: rules.maxTitleLength })}
          </span>
        </div>
      )}
      <div className="post-composer__field">
        <label className="t-label" htmlFor={`${ids}-text`}>{reply ? t('blocks.posts.reply') : t('blocks.posts.text')}</label>
        <div className="mention-field">
          <textarea
            id={`${ids}-text`} className="t-input post-composer__text" rows={reply ? 2 : 3} value={text}
            placeholder={t('blocks.posts.placeholder')} aria-invalid={textProblem ? true : undefined} {...mentions.box}
          />
          <MentionList list={mentions.list} />
        </div>
        {(rules.maxContentLength > 0 || textProblem) && (
          <span className={`post-composer__count${textProblem ? ' is-over' : ''}`}>
            {textProblem ? problemText(t, textProblem) : t('blocks.posts.count', { count: characterCount(text.trim()), limit: rules.maxContentLength })}
          </span>
        )}
      </div>
      {withMedia && <MediaPicker host={host} rules={rules} media={media} onChange={setMedia} problem={problemOf('media') ? problemText(t, problemOf('media')!) : null} />}
      {failure && <p className="post-composer__failure" role="alert">{failure}</p>}
      <div className="post-composer__actions">
        {onCancel && <button type="button" className="t-button t-button--ghost" onClick={onCancel}>{t('blocks.posts.cancel')}</button>}
        <button type="submit" className="t-button" disabled={problems.length > 0 || sending}>{submitLabel}</button>
      </div>
    </form>
  );
}
