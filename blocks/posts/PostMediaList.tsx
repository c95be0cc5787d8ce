import { useTranslation } from 'react-i18next';
import type { PostMedia } from '@tessera/schemas';
import type { PostsHost } from './posts-host.ts';

/** A file uploaded with the post (not a link to elsewhere). */
const isUploaded = (item: PostMedia): item is PostMedia & { fileId: number; type: Exclude<PostMedia['type'], 'link'> } =>
  item.source === 'local' && item.fileId !== undefined && item.type !== 'link';

/** A user post's media: images in a grid, audio and video players, documents and links as links. */
export function PostMediaList({ host, media }: { host: PostsHost; media: readonly PostMedia[] }) {
  const { t } = useTranslation();
  const fileUrl = host.useFileUrl(media.some(isUploaded));
  if (media.length === 0) return null;
  return (
    <ul className={`post-media post-media--${Math.min(media.length, 6)}`}>
      {media.map((item, index) => {
        const key = `${item.fileId ?? item.url}-${index}`;
        const label = item.title ?? t(`blocks.posts.media.types.${item.type}`);
        if (isUploaded(item)) {
          // Its place is kept until the address can be made, so nothing moves when it shows.
          if (!fileUrl) return <li key={key} className="post-media__pending" aria-busy="true" />;
          const url = fileUrl(item.fileId, item.type, item.type === 'image' ? 480 : undefined);
          if (item.type === 'image') return <li key={key}><img src={url} alt={item.title ?? ''} loading="lazy" /></li>;
          if (item.type === 'audio') return <li key={key}><audio controls src={url} aria-label={label} /></li>;
          if (item.type === 'video') return <li key={key}><video controls src={url} aria-label={label} /></li>;
          return <li key={key}><a href={url} target="_blank" rel="noopener noreferrer">{label}</a></li>;
        }
        return <li key={key}><a href={item.url} target="_blank" rel="noopener noreferrer">{label}</a></li>;
      })}
    </ul>
  );
}
