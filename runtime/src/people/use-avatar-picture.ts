import { useEffect } from 'react';
import { mediaUrl, type FocalPos } from '@tessera/schemas';
import { api } from '../api/api.ts';
import { rememberFocalPoint, useFocalPoint } from '../files/focal-points.ts';
import { useImageToken } from '../files/image-token.ts';

/** Where an avatar's focal point is when its file says nothing: the centre (forms spec §9). */
const CENTRE: FocalPos = { x: 50, y: 50 };

/** What an avatar shows of its image: the thumbnail for its size and the focal point to keep in view. */
export interface AvatarPicture { src: string; objectPosition: string }

/**
 * The picture of an avatar `cssSize` pixels wide: the thumbnail as wide as the screen's pixels need
 * (the server picks the nearest thumbnail width), carrying the image access token, and the file's
 * focal point as an object-position (read from the file, cached and refreshed, or as just saved
 * in the avatar editor). Null until the token has arrived, or without an image (which asks for no
 * token): the initials show meanwhile.
 */
export function useAvatarPicture(apiBase: string, fileId: number | null | undefined, cssSize: number): AvatarPicture | null {
  const token = useImageToken(fileId != null);
  const focal = useFocalPoint(fileId) ?? CENTRE;

  useEffect(() => {
    if (fileId == null) return;
    const remember = ({ files }: { files: { data?: { focalPos?: FocalPos } }[] }) => rememberFocalPoint(fileId, files[0]?.data?.focalPos ?? CENTRE);
    api.call('POST /files/getFiles', { body: { fileIds: [fileId] }, cache: true, quiet: true, onUpdate: remember }).then(remember, () => undefined);
  }, [fileId]);

  if (fileId == null || token === null) return null;
  const width = Math.ceil(cssSize * (globalThis.devicePixelRatio || 1));
  return { src: mediaUrl(apiBase, { kind: 'image', id: fileId }, { token, width }), objectPosition: `${focal.x}% ${focal.y}%` };
}
