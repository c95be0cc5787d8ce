import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  blockPositionKey, blockTarget, formatBlockPosition, mayInPostBlock, mayModeratePosts, parseBlockPosition, type Block, type Communication, type PostRight, type PostRules,
} from '@tessera/schemas';
import { Pagination } from '../directory/Pagination.tsx';
import { useTextSet } from '../i18n/use-text-set.ts';
import type { PostBoardContext } from './post-board-context.ts';
import { PostComposer } from './PostComposer.tsx';
import { PostItem } from './PostItem.tsx';
import { postTexts } from './post-texts.ts';
import { usePostsHost } from './posts-host.ts';
import { applyPostsEvent, withItem, type ShownPosts } from './posts-state.ts';
import './Posts.css';

export interface PostBoardProps {
  block: Block;
  rules: PostRules;
  pageSize: number;
  pagination: 'numbered' | 'loadMore';
  /** How the posts are laid out: masonry cards (card wall), or a list. */
  layout: 'masonry' | 'grid' | 'list';
  displayLength?: number | undefined;
  /** Label of the composer's button. */
  submitKey: string;
}

/**
 * A post block's posts, newest first, a page at a time (numbered pages or "load more"; the page
 * kept in the block:{blockId} query entry, shell spec §2.4, where a notification's link may also
 * name one post to show), kept current live for everyone viewing the block, with a composer for
 * those who may write.
 */
export function PostBoard({ block, rules, pageSize, pagination, layout, displayLength, submitKey }: PostBoardProps) {
  const { t } = useTranslation();
  const textsReady = useTextSet(postTexts);
  const host = usePostsHost();
  const [params, setParams] = useSearchParams();
  const key = blockPositionKey(block.id);
  const position = parseBlockPosition(params.get(key));
  const [shown, setShown] = useState<ShownPosts | null>(null);
  const [pinned, setPinned] = useState<Communication | null>(null);
  const [failed, setFailed] = useState(false);
  const newestFirst = true;

  // The member's rights in the block: the one evaluator over their grants, here with the blocks
  // that need it rather than in the page's host (it stays out of pages without post blocks).
  const may = useCallback((right: PostRight | 'moderate') => {
    if (!host) return false;
    const ref = { type: block.type, target: blockTarget(block.id, block.pageId ?? 0, host.moduleId) };
    return right === 'moderate' ? mayModeratePosts(host.grants, ref) : mayInPostBlock(host.grants, right, ref, rules);
  }, [host, block, rules]);
  const board: PostBoardContext | null = useMemo(() => (host ? { host, block, rules, displayLength, may } : null), [host, block, rules, displayLength, may]);

  useEffect(() => {
    if (!host) return undefined;
    let current = true;
    setFailed(false);
    host.list(block.id, { page: position.page, limit: pageSize }).then((reply) => {
      if (current) setShown(reply);
    }, () => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [host, block.id, position.page, pageSize]);

  // A post named by the position (a notification's link) shows at the top when it is not on the page.
  useEffect(() => {
    if (!host || position.postId === undefined) return setPinned(null);
    let current = true;
    host.single(position.postId).then((item) => current && setPinned(item.targetId === block.id ? item : null), () => current && setPinned(null));
    return () => {
      current = false;
    };
  }, [host, block.id, position.postId]);

  useEffect(() => host?.watch(block.id, (event) => {
    // Numbered pages past the first keep still: a new post belongs on page 1.
    const onFirst = position.page === 1 || pagination === 'loadMore';
    setShown((before) => (before && (event.action !== 'created' || event.parentId !== null || onFirst) ? applyPostsEvent(before, event, null, newestFirst) : before));
    setPinned((before) => (before && event.id === before.id && event.action === 'deleted' ? null : before));
  }), [host, block.id, position.page, pagination, newestFirst]);

  const goTo = (page: number) => setParams((before) => {
    const next = new URLSearchParams(before);
    if (page === 1) next.delete(key);
    else next.set(key, formatBlockPosition({ page }));
    return next;
  });

  async function loadMore() {
    if (!host || !shown) return;
    const next = await host.list(block.id, { page: Math.floor(shown.items.length / pageSize) + 1, limit: pageSize });
    setShown({ ...next, items: [...shown.items, ...next.items.filter((item) => !shown.items.some((old) => old.id === item.id))] });
  }

  if (!textsReady) return <div className="post-board" aria-busy="true" />; // the posts load meanwhile
  if (!host || !board) return <p className="block-message">{t('blocks.posts.noHost')}</p>;
  const replace = (item: Communication) => setShown((before) => (before ? withItem(before, item, newestFirst) : before));
  const remove = (item: Communication) => setShown((before) => (before ? { ...before, total: before.total - 1, items: before.items.filter((i) => i.id !== item.id) } : before));
  const pages = shown ? Math.max(1, Math.ceil(shown.total / pageSize)) : 1;
  const items = shown?.items.filter((item) => item.id !== pinned?.id) ?? [];
  return (
    <div className="post-board">
      {may('canCreateComments') && (
        <PostComposer host={host} rules={rules} reply={false} submitLabel={t(submitKey)} onSubmit={async (comment) => replace(await host.write(block.id, comment))} />
      )}
      {failed && <p className="block-message" role="alert">{t('blocks.posts.loadFailed')}</p>}
      {shown && shown.total === 0 && !pinned && <p className="block-message">{t('blocks.posts.empty')}</p>}
      <div className={`post-board__items post-board__items--${layout}`} aria-live="polite">
        {pinned && <PostItem board={board} item={pinned} depth={0} highlighted onChanged={setPinned} onRemoved={() => setPinned(null)} />}
        {items.map((item) => <PostItem key={item.id} board={board} item={item} depth={0} onChanged={replace} onRemoved={remove} />)}
      </div>
      {pagination === 'numbered'
        ? <Pagination page={position.page} pages={pages} onPage={goTo} />
        : shown?.more && <button type="button" className="t-button t-button--secondary post-board__more" onClick={() => void loadMore()}>{t('blocks.posts.loadMore')}</button>}
    </div>
  );
}
