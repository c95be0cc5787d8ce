import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaShapeProblem, type PostMedia, type PostMediaSource, type PostMediaType, type PostRules } from '@tessera/schemas';
import type { PostsHost } from './posts-host.ts';

/** The services a link may come from, by its address's host. */
const LINK_SOURCES: ReadonlyArray<readonly [Exclude<PostMediaSource, 'local'>, RegExp]> = [
  ['youtube', /youtu\.?be/], ['vimeo', /vimeo/], ['googleDrive', /drive\.google/], ['oneDrive', /onedrive|1drv/],
];

/** What a link's address says it is. */
function linkMedia(url: string): PostMedia {
  const host = url.replace(/^https:\/\//i, '').split('/')[0]!.toLowerCase();
  const source = LINK_SOURCES.find(([, pattern]) => pattern.test(host))?.[0];
  if (source === 'youtube' || source === 'vimeo') return { type: 'video', source, url };
  return { type: 'link', source: source ?? 'googleDrive', url };
}

/** A user post's media: files uploaded here (checked by content on the server) and links, up to the block's limit. */
export function MediaPicker({ host, rules, media, onChange, problem }: {
  host: PostsHost; rules: PostRules; media: PostMedia[]; onChange(media: PostMedia[]): void; problem: string | null;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [link, setLink] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const room = rules.maxMediaPerPost - media.length;

  async function add(files: File[]) {
    if (files.length === 0) return;
    // Refused before anything is sent: the post could not take them all.
    if (files.length > room) return setFailure(t('blocks.posts.problems.media.tooMany', { limit: rules.maxMediaPerPost }));
    setBusy(true);
    setFailure(null);
    try {
      const stored = await host.upload(files);
      onChange([...media, ...stored.map((file) => ({ type: file.kind as PostMediaType, source: 'local' as const, fileId: file.id, title: file.name }))]);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  function addLink() {
    const item = linkMedia(link.trim());
    if (mediaShapeProblem(item) || !rules.mediaTypes.includes(item.type)) return setFailure(t('blocks.posts.media.badLink'));
    setFailure(null);
    onChange([...media, item]);
    setLink('');
  }

  return (
    <fieldset className="post-media-picker">
      <legend className="t-label">{t('blocks.posts.media.legend', { count: media.length, limit: rules.maxMediaPerPost })}</legend>
      {media.length > 0 && (
        <ul className="post-media-picker__list">
          {media.map((item, index) => (
            <li key={`${item.fileId ?? item.url}-${index}`}>
              <span>{t(`blocks.posts.media.types.${item.type}`)}: {item.title ?? item.url}</span>
              <button type="button" className="t-button t-button--ghost" onClick={() => onChange(media.filter((_, i) => i !== index))}>{t('blocks.posts.media.remove')}</button>
            </li>
          ))}
        </ul>
      )}
      <label className="t-button t-button--secondary post-media-picker__upload" aria-disabled={room <= 0 || busy}>
        {t('blocks.posts.media.upload')}
        <input type="file" multiple hidden disabled={room <= 0 || busy} onChange={(event) => {
          const picked = [...(event.target.files ?? [])];
          event.target.value = ''; // the same files may be picked again after a refusal
          void add(picked);
        }} />
      </label>
      <div className="post-media-picker__link">
        <label className="t-label" htmlFor={`${ids}-link`}>{t('blocks.posts.media.link')}</label>
        <input id={`${ids}-link`} className="t-input" type="url" placeholder="https://" value={link} onChange={(event) => setLink(event.target.value)} />
        <button type="button" className="t-button t-button--secondary" disabled={link.trim() === '' || room <= 0} onClick={addLink}>{t('blocks.posts.media.addLink')}</button>
      </div>
      {(problem ?? failure) && <p className="post-composer__failure" role="alert">{problem ?? failure}</p>}
    </fieldset>
  );
}
