import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommunicationMeta } from '@tessera/schemas';
import { EMOJI_CATALOGUE, EMOJI_CATEGORIES, QUICK_REACTIONS, type EmojiCategory } from './emoji-catalogue.ts';

interface Props {
  meta: CommunicationMeta;
  mine: readonly string[];
  /** Undefined when the member may not react. */
  onReact?: (reactionId: string) => void;
}

/** The emoji picker: the spec's categories as tabs, each a grid of emoji. */
function EmojiPicker({ onPick }: { onPick(emoji: string): void }) {
  const { t } = useTranslation();
  const ids = useId();
  const [category, setCategory] = useState<EmojiCategory>('Peoples');
  return (
    <div className="emoji-picker" role="dialog" aria-label={t('blocks.posts.reactions.pick')}>
      <div role="tablist" className="emoji-picker__tabs">
        {EMOJI_CATEGORIES.map((name) => (
          <button
            key={name} type="button" role="tab" id={`${ids}-${name}`} aria-selected={name === category} title={t(`blocks.posts.emoji.${name}`)}
            aria-label={t(`blocks.posts.emoji.${name}`)} className="emoji-picker__tab" onClick={() => setCategory(name)}
          >
            {EMOJI_CATALOGUE[name][0]}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-labelledby={`${ids}-${category}`} className="emoji-picker__grid">
        {EMOJI_CATALOGUE[category].map((emoji) => (
          <button key={emoji} type="button" className="emoji-picker__emoji" onClick={() => onPick(emoji)}>{emoji}</button>
        ))}
      </div>
    </div>
  );
}

/** A post's score, the reactions given with their counts (the member's own pressed), quick reactions and the picker. */
export function Reactions({ meta, mine, onReact }: Props) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const given = Object.entries(meta.reactionScores).flatMap(([emoji, count]) => (count !== undefined && count > 0 ? [[emoji, count] as const] : []));
  const offered = onReact ? QUICK_REACTIONS.filter((emoji) => !(emoji in meta.reactionScores)) : [];
  return (
    <div className="post-reactions">
      <span className="post-reactions__score" aria-label={t('blocks.posts.reactions.score', { count: meta.score })}>{t('blocks.posts.reactions.score', { count: meta.score })}</span>
      {given.map(([emoji, count]) => (
        <button
          key={emoji} type="button" className="post-reactions__given" aria-pressed={mine.includes(emoji)} disabled={!onReact}
          aria-label={t('blocks.posts.reactions.given', { emoji, count })} onClick={() => onReact?.(emoji)}
        >
          {emoji} <span>{count}</span>
        </button>
      ))}
      {offered.map((emoji) => (
        <button key={emoji} type="button" className="post-reactions__quick" aria-label={t('blocks.posts.reactions.react', { emoji })} onClick={() => onReact?.(emoji)}>{emoji}</button>
      ))}
      {onReact && (
        <span className="post-reactions__more">
          <button type="button" className="t-button t-button--ghost" aria-expanded={picking} onClick={() => setPicking(!picking)}>{t('blocks.posts.reactions.more')}</button>
          {picking && <EmojiPicker onPick={(emoji) => { setPicking(false); onReact(emoji); }} />}
        </span>
      )}
    </div>
  );
}
