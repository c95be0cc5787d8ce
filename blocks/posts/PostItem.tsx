import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberHtmlText, type Communication } from '@tessera/schemas';
import { showMemberHtml } from '@tessera/schemas/html-purifier';
import type { PostBoardContext } from './post-board-context.ts';
import { PostComposer } from './PostComposer.tsx';
import { PostMediaList } from './PostMediaList.tsx';
import { Reactions } from './Reactions.tsx';
import { Replies } from './Replies.tsx';
import { ReportButton } from './report/ReportButton.tsx';

interface Props {
  board: PostBoardContext;
  item: Communication;
  /** Nesting: 0 for a post. */
  depth: number;
  onChanged(item: Communication): void;
  onRemoved(item: Communication): void;
  highlighted?: boolean;
}

/** Characters of text shown before "show more", when the block shortens texts. */
function shortened(html: string, length: number | undefined): string | null {
  if (length === undefined) return null;
  const text = memberHtmlText(html);
  return [...text].length > length ? `${[...text].slice(0, length).join('').trimEnd()}…` : null;
}

/** One post, card or comment: its author, text, media, reactions, and what the member may do with it. */
export function PostItem({ board, item, depth, onChanged, onRemoved, highlighted = false }: Props) {
  const { t, i18n } = useTranslation();
  const { host, block, rules, displayLength } = board;
  const [editing, setEditing] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const mayModerate = board.may('moderate');
  const short = expanded ? null : shortened(item.message, depth === 0 ? displayLength : undefined);
  const date = new Date(item.createdAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  async function react(reactionId: string) {
    const reply = await host.react(block.id, item.id, reactionId);
    onChanged({ ...item, meta: { score: reply.score, reactionScores: reply.individualReactionScores }, userReactions: reply.userReactions });
  }

  async function remove() {
    if (!window.confirm(t('blocks.posts.confirmDelete'))) return;
    await host.remove(block.id, item.id);
    onRemoved(item);
  }

  return (
    <article className={`post-item post-item--depth-${Math.min(depth, 3)}${highlighted ? ' is-highlighted' : ''}`} data-post-id={item.id} aria-label={item.title ?? item.fromName}>
      <header className="post-item__head">
        <span className="post-item__author">{item.fromName}</span>
        <time dateTime={item.createdAt} className="post-item__date">{date}</time>
        {item.edited && <span className="post-item__edited">{t('blocks.posts.edited')}</span>}
      </header>
      {editing ? (
        <PostComposer
          host={host} rules={rules} reply={depth > 0} submitLabel={t('blocks.posts.save')} start={item}
          onCancel={() => setEditing(false)}
          onSubmit={async (comment) => {
            onChanged(await host.edit(block.id, item.id, comment));
            setEditing(false);
          }}
        />
      ) : (
        <>
          {item.title && <h3 className="post-item__title">{item.title}</h3>}
          {short === null
            ? <div className="post-item__text" dangerouslySetInnerHTML={{ __html: showMemberHtml(item.message) }} />
            : <p className="post-item__text">{short}</p>}
          {(short !== null || expanded) && (
            <button type="button" className="t-button t-button--ghost post-item__more" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
              {expanded ? t('blocks.posts.showLess') : t('blocks.posts.showMore')}
            </button>
          )}
          <PostMediaList host={host} media={item.media} />
        </>
      )}
      <footer className="post-item__foot">
        <Reactions meta={item.meta} mine={item.userReactions} onReact={board.may('canReact') ? (emoji) => void react(emoji) : undefined} />
        <span className="post-item__actions">
          {item.own && rules.allowEdit && !editing && <button type="button" className="t-button t-button--ghost" onClick={() => setEditing(true)}>{t('blocks.posts.edit')}</button>}
          {(item.own || mayModerate) && <button type="button" className="t-button t-button--ghost" onClick={() => void remove()}>{t('blocks.posts.delete')}</button>}
          {!item.own && <ReportButton host={host} item={item} />}
        </span>
      </footer>
      {rules.allowReplies && <Replies board={board} parent={item} depth={depth} rules={rules} />}
    </article>
  );
}
