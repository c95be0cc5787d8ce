// Posts and comments in blocks (data spec §7: the block comment, reaction and score calls under
// Structure; communications/{targetId}, single and delete under Chat and communications). The
// targetId of a post is its block's id.
import Type from 'typebox';
import * as model from '../../generated/model-refs.ts';
import { databaseId, idParams } from '../params.ts';
import { routeArea } from '../route.ts';

const commentParams = Type.Object({ id: databaseId(), commentId: databaseId() });
/** The text's 20,000 characters, escaped, with the title and media beside it. */
const COMMENT_BODY_LIMIT = 160 * 1024;

export const postRoutes = routeArea('posts', {
  writeComment: {
    method: 'PUT', path: '/structure/block/{id}/comment', access: 'signedIn', permission: { action: 'createComments', subject: 'items.blocks' },
    summary: "Writes a post in a post block, or with parentId a reply; checked against the block's limits and rights (canCreateComments, canReply), its HTML sanitised, members it @mentions told",
    params: idParams, body: model.CommentBody, reply: model.Communication,
    errors: ['BLOCK_NOT_FOUND', 'COMMUNICATION_NOT_FOUND', 'NOT_ALLOWED', 'BAD_REQUEST', 'FILE_NOT_FOUND', 'FILE_TYPE_NOT_ACCEPTED'], bodyLimit: COMMENT_BODY_LIMIT,
  },
  editComment: {
    method: 'POST', path: '/structure/block/{id}/comment/{commentId}', access: 'signedIn',
    summary: 'Changes a post or comment: its author when the block allows editing; moderators too unless the block keeps edits to authors (onlyEditOwn)',
    params: commentParams, body: model.CommentBody, reply: model.Communication,
    errors: ['BLOCK_NOT_FOUND', 'COMMUNICATION_NOT_FOUND', 'NOT_ALLOWED', 'BAD_REQUEST', 'FILE_NOT_FOUND', 'FILE_TYPE_NOT_ACCEPTED'], bodyLimit: COMMENT_BODY_LIMIT,
  },
  setReaction: {
    method: 'POST', path: '/structure/block/{id}/setReaction/{commentId}', access: 'signedIn', permission: { action: 'react', subject: 'items.blocks' },
    summary: "Gives a reaction (an emoji) to a post or comment, or takes it back; answers its score, the member's reactions and each reaction's score",
    params: commentParams, body: model.SetReactionBody, reply: model.ReactionReply,
    errors: ['BLOCK_NOT_FOUND', 'COMMUNICATION_NOT_FOUND', 'NOT_ALLOWED', 'BAD_REQUEST'],
  },
  recalculatePostScores: {
    method: 'GET', path: '/structure/block/{id}/recalculatePostScores', access: 'signedIn', permission: { action: 'moderateComments', subject: 'items.blocks' },
    summary: "Counts the reactions of the block's posts and comments again and puts drifted scores right",
    params: idParams, reply: model.RecalculateScoresReply, errors: ['BLOCK_NOT_FOUND', 'NOT_ALLOWED'],
  },
  communications: {
    method: 'GET', path: '/communications/{targetId}', access: 'signedIn',
    summary: "One page (from 1, limit 10 by default) of a block's posts, or of one post's or comment's replies (parentId), each with its reply count",
    params: Type.Object({ targetId: databaseId() }), query: model.CommunicationsQuery, reply: model.CommunicationsReply,
    errors: ['BLOCK_NOT_FOUND', 'COMMUNICATION_NOT_FOUND'],
  },
  communication: {
    method: 'GET', path: '/communications/single/{id}', access: 'signedIn',
    summary: 'One post or comment', params: idParams, reply: model.Communication, errors: ['COMMUNICATION_NOT_FOUND'],
  },
  deleteCommunication: {
    method: 'DELETE', path: '/communications/{targetId}/{communicationId}', access: 'signedIn',
    summary: 'Removes a post or comment (and its replies from every read): its author, or those who may moderate the block (with a reason)',
    params: Type.Object({ targetId: databaseId(), communicationId: databaseId() }), query: model.DeleteCommunicationQuery, reply: model.OkReply,
    errors: ['COMMUNICATION_NOT_FOUND', 'NOT_ALLOWED'],
  },
});
