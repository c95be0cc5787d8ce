// What the post blocks need from the app (PostsHost in @tessera/blocks): the posts calls, the
// block's live events, the member's grants (the blocks evaluate their rights in them), the media
// URLs and the member search of the mention suggestions.
import { useMemo } from 'react';
import type { PostsHost } from '@tessera/blocks';
import { mediaUrl } from '@tessera/schemas';
import { api } from '../../api/api.ts';
import { uploadFiles } from '../../files/file-service.ts';
import { useImageToken } from '../../files/image-token.ts';
import { PersonAvatar } from '../../people/PersonAvatar.tsx';
import { profilePath } from '../../people/profile-path.ts';
import { usePermissions, useSession, useSettings, useUser } from '../../state/hooks.ts';

// Posts change live: their reads go uncached and quietly (each block shows its own state).
const host = {
  list: (blockId, query) => api.call('GET /communications/{targetId}', { params: { targetId: blockId }, query, quiet: true, cache: false }),
  single: (id) => api.call('GET /communications/single/{id}', { params: { id }, quiet: true, cache: false }),
  write: (blockId, comment) => api.call('PUT /structure/block/{id}/comment', { params: { id: blockId }, body: { comment } }),
  edit: (blockId, id, comment) => api.call('POST /structure/block/{id}/comment/{commentId}', { params: { id: blockId, commentId: id }, body: { comment } }),
  async remove(blockId, id) {
    await api.call('DELETE /communications/{targetId}/{communicationId}', { params: { targetId: blockId, communicationId: id } });
  },
  react: (blockId, id, reactionId) => api.call('POST /structure/block/{id}/setReaction/{commentId}', { params: { id: blockId, commentId: id }, body: { reactionId }, quiet: true }),
  report: (body) => api.call('PUT /reportAbuse/communication', { body }),
  searchMembers: async (text, limit, signal) => (await api.call('GET /profile/search', { query: { text, limit }, quiet: true, signal })).profiles,
  // The block's live events: their code comes with the first post block a page shows.
  watch(blockId, listener) {
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('../../posts/posts-live.ts').then(({ watchPostBlock }) => {
      if (!stopped) stop = watchPostBlock(blockId, listener);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  },
  Avatar: PersonAvatar,
} satisfies Partial<PostsHost>;

/** The posts host of a page in module `moduleId`. */
export function usePostsHost(moduleId: number): PostsHost {
  const settings = useSettings();
  const accountId = useUser((user) => user.accountId);
  const isAdmin = useUser((user) => user.isAdmin);
  const { permissions } = usePermissions();
  const { basePaths } = useSession();
  return useMemo(() => {
    return {
      ...host,
      accountId,
      grants: { isAdmin, permissions },
      moduleId,
      upload: async (files) => (await uploadFiles(basePaths.api, 'files/postMedia', files)).files,
      useFileUrl(needed) {
        const token = useImageToken(needed);
        return useMemo(() => token === null ? null : (fileId, kind, width) => mediaUrl(basePaths.api, { kind, id: fileId }, { token, ...(width === undefined ? {} : { width }) }), [token]);
      },
      profilePath: (id) => profilePath(settings, id, accountId),
    };
  }, [settings, accountId, isAdmin, permissions, basePaths.api, moduleId]);
}
