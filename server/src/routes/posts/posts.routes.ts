// Posts and comments in blocks (data spec §7). Writes go through the operations in operations/posts.
import { postRoutes } from '@tessera/schemas/contract';
import { signedIn } from '../../auth/authenticate.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { readCommunication, readCommunications } from '../../operations/posts/read-communications.ts';
import { recalculatePostScores } from '../../operations/posts/recalculate-scores.ts';
import { removeCommunication } from '../../operations/posts/remove-communication.ts';
import { setReaction } from '../../operations/posts/set-reaction.ts';
import { editComment, writeComment } from '../../operations/posts/write-comment.ts';
import type { ServerContext } from '../../server-context.ts';

export const postHandlers = (ctx: ServerContext) => implementRoutes(postRoutes)({
  writeComment: (request) => writeComment(ctx, signedIn(request), request.params.id, request.body.comment),
  editComment: (request) => editComment(ctx, signedIn(request), request.params.id, request.params.commentId, request.body.comment),
  setReaction: (request) => setReaction(ctx, signedIn(request), request.params.id, request.params.commentId, request.body.reactionId),
  recalculatePostScores: (request) => recalculatePostScores(ctx, signedIn(request), request.params.id),
  communications: (request) => {
    const { page = 1, limit = 10, parentId, order, scope } = request.query;
    return readCommunications(ctx, signedIn(request), request.params.targetId, { page, limit, parentId, order, scope });
  },
  communication: (request) => readCommunication(ctx, signedIn(request), request.params.id),
  deleteCommunication: async (request) => {
    const { targetId, communicationId } = request.params;
    await removeCommunication(ctx, signedIn(request), communicationId, { blockId: targetId, reason: request.query.reason });
    return { ok: true };
  },
});
