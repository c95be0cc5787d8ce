import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Communication, PostRules } from '@tessera/schemas';
import type { PostBoardContext } from './post-board-context.ts';
import { PostComposer } from './PostComposer.tsx';
import { PostItem } from './PostItem.tsx';
import { applyPostsEvent, withItem, type ShownPosts } from './posts-state.ts';

const REPLIES_PAGE = 10;

/**
 * A post's or comment's replies, oldest first, opened on demand and kept current live; and the
 * reply box. The parent's reply count comes from the live event of the reply (the writer's own too).
 */
export function Replies({ board, parent, depth, rules }: { board: PostBoardContext; parent: Communication; depth: number; rules: PostRules }) {
  const { t } = useTranslation();
  const { host, block } = board;
  const [open, setOpen] = useState(false);
  const [replying, setReplying] = useState(false);
  const [shown, setShown] = useState<ShownPosts | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    host.list(block.id, { parentId: parent.id, limit: REPLIES_PAGE, order: 'oldest' }).then((reply) => {
      if (current) setShown(reply);
    }, (error: unknown) => console.warn('The replies could not be read:', error));
    const stop = host.watch(block.id, (event) => setShown((before) => (before ? applyPostsEvent(before, event, parent.id, false) : before)));
    return () => {
      current = false;
      stop();
    };
  }, [open, host, block.id, parent.id]);

  async function more() {
    if (!shown) return;
    const next = await host.list(block.id, { parentId: parent.id, limit: REPLIES_PAGE, order: 'oldest', page: Math.floor(shown.items.length / REPLIES_PAGE) + 1 });
    setShown({ ...next, items: [...shown.items, ...next.items.filter((item) => !shown.items.some((old) => old.id === item.id))] });
  }

  const replace = (item: Communication) => setShown((before) => (before ? withItem(before, item, false) : before));
  const mayReply = board.may('canReply');
  return (
    <div className="post-replies">
      <div className="post-replies__bar">
        {parent.children > 0 && (
          <button type="button" className="t-button t-button--ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
            {t(open ? 'blocks.posts.hideReplies' : 'blocks.posts.showReplies', { count: parent.children })}
          </button>
        )}
        {mayReply && !replying && <button type="button" className="t-button t-button--ghost" onClick={() => setReplying(true)}>{t('blocks.posts.replyAction')}</button>}
      </div>
      {open && shown && (
        <div className="post-replies__list">
          {shown.items.map((item) => (
            <PostItem
              key={item.id} board={board} item={item} depth={depth + 1} onChanged={replace}
              onRemoved={(removed) => setShown((before) => (before ? { ...before, total: before.total - 1, items: before.items.filter((i) => i.id !== removed.id) } : before))}
            />
          ))}
          {shown.more && <button type="button" className="t-button t-button--secondary" onClick={() => void more()}>{t('blocks.posts.moreReplies')}</button>}
        </div>
      )}
      {replying && (
        <PostComposer
          host={host} rules={rules} reply submitLabel={t('blocks.posts.sendReply')} onCancel={() => setReplying(false)}
          onSubmit={async (comment) => {
            const written = await host.write(block.id, { ...comment, parentId: parent.id });
            setOpen(true);
            replace(written);
            setReplying(false);
          }}
        />
      )}
    </div>
  );
}
