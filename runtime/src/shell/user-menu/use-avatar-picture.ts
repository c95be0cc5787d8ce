import { useEffect, useState } from 'react';
import { mediaUrl, type FocalPos } from '@tessera/schemas';
import { api } from '../../api/api.ts';
import { useImageToken } from '../../files/image-token.ts';

/** Where an avatar's focal point is when its file says nothing: the centre (forms spec §9). */
const CENTRE = '50% 50%';

/** What an avatar shows of its image: the thumbnail for its size and the focal point to keep in view. */
export interface AvatarPicture { src: string; objectPosition: string }

/**
 * The picture of an avatar `cssSize` pixels wide: the thumbnail as wide as the screen's pixels need
 * (the server picks the nearest thumbnail width), carrying the image access token, and the file's
 * focal point as an object-position (read from the file, cached and refreshed). Null until the
 * token has arrived, or without an image: the initials show meanwhile.
 */
export function useAvatarPicture(apiBase: string, fileId: number | null | undefined, cssSize: number): AvatarPicture | null {
  const token = useImageToken();
  const [focal, setFocal] = useState<{ fileId: number; position: string } | null>(null);

  useEffect(() => {
    if (fileId == null) return undefined;
    let current = true;
    const show = ({ files }: { files: { data?: { focalPos?: FocalPos } }[] }) => {
      const point = files[0]?.data?.focalPos;
      if (current) setFocal({ fileId, position: point ? `${point.x}% ${point.y}%` : CENTRE });
    };
    api.call('POST /files/getFiles', { body: { fileIds: [fileId] }, cache: true, quiet: true, onUpdate: show }).then(show, () => undefined);
    return () => { current = false; };
  }, [fileId]);

  if (fileId == null || token === null) return null;
  const width = Math.ceil(cssSize * (globalThis.devicePixelRatio || 1));
  return {
    src: mediaUrl(apiBase, { kind: 'image', id: fileId }, { token, width }),
    objectPosition: focal?.fileId === fileId ? focal.position : CENTRE,
  };
}
