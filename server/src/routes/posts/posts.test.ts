import type { Communication, CommunicationsReply, NotificationsPage, Profile, ReactionReply, UploadReply } from '@tessera/schemas';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { announcedChanges, apiCallerOf } from '../../testing/api-calls.ts';
import { accountIdOf, bearer, sessionToken } from '../../testing/auth-helpers.ts';
import { DEMO_SITE_DIR } from '../../testing/demo-site.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';
import { multipartBody } from '../files/multipart-body.ts';
import { connectSocket, listenOnLoopback, nextEvent } from '../../testing/sockets.ts';

type Who = 'ada' | 'grace' | 'admin';

describeAppOnEachDatabase('posts and comments in blocks', (current) => {
  const api = apiCallerOf(current);
  const call = (who: Who, method: InjectOptions['method'], url: string, payload?: object) => api.call(`${who}@demo.test`, method, url, payload);
  const blockIdOf = async (key: string) => (await current().db.selectFrom('blocks as b').innerJoin('pages as p', 'p.id', 'b.pageId')
    .select('b.id').where('b.key', '=', key).where('p.key', '=', 'noticeboard').executeTakeFirstOrThrow()).id;
  const pageIdOf = async (key: string) => (await current().db.selectFrom('pages').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;
  const stored = async () => Number((await current().db.selectFrom('communications').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const post = (who: Who, blockId: number, comment: object) => call(who, 'PUT', `/structure/block/${blockId}/comment`, { comment });
  const posted = async (who: Who, blockId: number, comment: object) => {
    const response = await post(who, blockId, comment);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Communication>();
  };
  const notificationsOf = async (who: Who) => (await call(who, 'GET', '/profile/notifications/system/0')).json<NotificationsPage>().items;
  const announced = (work: () => Promise<unknown>) => announcedChanges(current().changes, work);
  /** A block of `type` with its type's defaults, added by the admin to the noticeboard. */
  const newBlock = async (type: string, options: object = {}) => {
    const response = await call('admin', 'PUT', '/structure/block', { pageId: await pageIdOf('noticeboard'), block: { type, options }, defaults: true });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: number }>().id;
  };

  let wall = 0;
  let talk = 0;
  beforeAll(async () => {
    wall = await blockIdOf('wall');
    talk = await blockIdOf('talk');
  });

  describe('card wall', () => {
    it('refuses a title over 100 characters with the limit, storing nothing, and takes one of 100', async () => {
      const before = await stored();
      const refused = await post('ada', wall, { title: 'x'.repeat(101), message: '<p>Bikes to fix on Saturday</p>' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: 'Bad Request', message: 'The title may have at most 100 characters.' });
      expect(await stored()).toBe(before);
      const card = await posted('ada', wall, { title: 't'.repeat(100), message: '<p>Bikes to fix on Saturday</p>' });
      expectMatchesSchema(card, 'api/posts', 'communication');
      expect(card).toMatchObject({ targetId: wall, parentId: null, scope: 'post', own: true, fromName: 'Ada Lovelace', children: 0, meta: { score: 0, reactionScores: {} } });
    });

    it('refuses text over 500 characters with the limit', async () => {
      const refused = await post('ada', wall, { title: 'Long', message: 'y'.repeat(501) });
      expect(refused.json()).toEqual({ error: 'Bad Request', message: 'The text may have at most 500 characters.' });
    });

    it('answers 403 to a member on a card wall left at its defaults (canCreateComments: admin), storing nothing; the admin may', async () => {
      const adminsWall = await newBlock('cardWall');
      const before = await stored();
      const refused = await post('ada', adminsWall, { title: 'Mine', message: 'A card' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'Forbidden', message: 'You may not post here.' });
      expect(await stored()).toBe(before);
      await posted('admin', adminsWall, { title: 'Opening hours', message: 'Saturdays 10–4' });
    });

    it("answers 403 when a member edits another member's card (onlyEditOwn), and lets the author edit", async () => {
      const card = await posted('ada', wall, { title: 'Lost drill', message: 'Blue, cordless' });
      const refused = await call('grace', 'POST', `/structure/block/${wall}/comment/${card.id}`, { comment: { title: 'Found', message: 'Mine now' } });
      expect(refused.statusCode).toBe(403);
      const admin = await call('admin', 'POST', `/structure/block/${wall}/comment/${card.id}`, { comment: { title: 'Found', message: 'Admins too' } });
      expect(admin.statusCode, 'onlyEditOwn keeps moderators out too').toBe(403);
      const edited = await call('ada', 'POST', `/structure/block/${wall}/comment/${card.id}`, { comment: { title: 'Lost drill (found)', message: 'Thanks!' } });
      expect(edited.json()).toMatchObject({ id: card.id, title: 'Lost drill (found)', message: 'Thanks!', edited: true });
    });
  });

  describe('discussion', () => {
    it('sanitises the text with the chat sanitiser and tells those viewing the block', async () => {
      let comment: Communication | undefined;
      const heard = await announced(async () => {
        comment = await posted('ada', talk, { message: '<p onclick="x()">Who has <b>a soldering iron</b>?<script>alert(1)</script> <a href="javascript:alert(1)">see</a></p>' });
      });
      expect(comment!.message).toBe('<p>Who has <b>a soldering iron</b>? <a>see</a></p>');
      expect(heard).toContainEqual({ scope: 'posts', event: expect.objectContaining({ blockId: talk, id: comment!.id, action: 'created', communication: expect.objectContaining({ own: false, message: comment!.message }) }) });
    });

    it('threads replies: reply counts, a page of replies, the author told of the reply and a mentioned member of the mention', async () => {
      const question = await posted('ada', talk, { message: 'Does anyone have M3 screws?' });
      const reply = await posted('grace', talk, { message: 'In the drawer — ask @Ada Lovelace if unsure', parentId: question.id });
      expect(reply).toMatchObject({ parentId: question.id, scope: 'comment', mentions: [{ accountId: await accountIdOf(current().db, 'ada@demo.test'), name: 'Ada Lovelace' }] });
      await posted('grace', talk, { message: 'Or the box by the window', parentId: reply.id });
      const page = (await call('ada', 'GET', `/communications/${talk}?limit=10`)).json<CommunicationsReply>();
      expectMatchesSchema(page, 'api/posts', 'communicationsReply');
      expect(page.items[0]).toMatchObject({ id: question.id, children: 1 });
      const replies = (await call('ada', 'GET', `/communications/${talk}?parentId=${question.id}`)).json<CommunicationsReply>();
      expect(replies).toMatchObject({ items: [{ id: reply.id, children: 1 }], more: false, total: 1 });
      const told = await notificationsOf('ada');
      // Mentioned in the reply: told once, of the mention (not twice).
      expect(told.filter((n) => n.targetId === reply.id).map((n) => [n.type, n.typeId])).toEqual([['mention', 5]]);
      expect(told.find((n) => n.type === 'mention')?.data).toMatchObject({ postId: question.id, fromName: 'Grace Hopper', path: `/community/noticeboard?block:${talk}=1,${question.id}` });
      const third = await posted('grace', talk, { message: 'Found them?', parentId: question.id });
      expect((await notificationsOf('ada')).filter((n) => n.targetId === third.id).map((n) => [n.type, n.typeId])).toEqual([['newCommentReply', 7]]);
    });

    it('tells followers of the block of a new post (newDiscussion, typeId 6), not the author; a muted block tells nothing', async () => {
      await posted('grace', talk, { message: 'I follow this block now' });
      const first = await posted('ada', talk, { message: 'A new topic' });
      expect((await notificationsOf('grace')).filter((n) => n.targetId === first.id).map((n) => [n.type, n.typeId])).toEqual([['newDiscussion', 6]]);
      expect((await notificationsOf('ada')).some((n) => n.targetId === first.id)).toBe(false);
      const mute = await call('grace', 'POST', '/profile/notifications/updateUserPreferences', { event: 'all', active: true, preferenceType: 'muted', type: 'block', targetId: talk });
      expect(mute.statusCode, mute.body).toBe(200);
      const second = await posted('ada', talk, { message: 'Another topic' });
      expect((await notificationsOf('grace')).some((n) => n.targetId === second.id)).toBe(false);
    });

    it('pages posts: limit 10 by default, more and total', async () => {
      const fresh = await newBlock('discussion');
      for (let i = 1; i <= 12; i += 1) await posted('ada', fresh, { message: `Post ${i}` });
      const first = (await call('grace', 'GET', `/communications/${fresh}`)).json<CommunicationsReply>();
      expect(first.items.map((item) => item.message)).toEqual(Array.from({ length: 10 }, (_, i) => `Post ${12 - i}`));
      expect(first).toMatchObject({ more: true, total: 12 });
      const second = (await call('grace', 'GET', `/communications/${fresh}?page=2&order=oldest`)).json<CommunicationsReply>();
      expect(second.items.map((item) => item.message)).toEqual(['Post 11', 'Post 12']);
      expect(second.more).toBe(false);
    });

    it('deletes: the author may, another member may not, the admin may with a reason; the item is gone from every read', async () => {
      const mine = await posted('ada', talk, { message: 'Delete me' });
      expect((await call('grace', 'DELETE', `/communications/${talk}/${mine.id}`)).statusCode).toBe(403);
      const heard = await announced(async () => {
        expect((await call('admin', 'DELETE', `/communications/${talk}/${mine.id}?reason=Off%20topic`)).json()).toEqual({ ok: true });
      });
      expect(heard).toContainEqual({ scope: 'posts', event: { blockId: talk, id: mine.id, parentId: null, action: 'deleted' } });
      expect((await call('ada', 'GET', `/communications/single/${mine.id}`)).statusCode).toBe(404);
      const row = await current().db.selectFrom('communications').select(['deleteReason', 'deletedBy']).where('id', '=', mine.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ deleteReason: 'Off topic', deletedBy: await accountIdOf(current().db, 'admin@demo.test') });
      const reply = await posted('grace', talk, { message: 'Replying', parentId: (await posted('ada', talk, { message: 'Parent' })).id });
      expect((await call('grace', 'DELETE', `/communications/${talk}/${reply.id}`)).statusCode).toBe(200);
      expect((await call('grace', 'GET', `/communications/single/${reply.parentId}`)).json()).toMatchObject({ children: 0 });
    });
  });

  describe('live', () => {
    it('joins a socket to a post block it may see (not to other blocks) and tells it of new posts', async () => {
      const token = await api.tokenOf('grace@demo.test');
      const socket = await connectSocket(await listenOnLoopback(current().app), token);
      try {
        expect(await socket.timeout(3000).emitWithAck('block:subscribe', talk)).toEqual({ ok: true });
        const heading = (await current().db.selectFrom('blocks').select('id').where('type', '=', 'heading').executeTakeFirstOrThrow()).id;
        expect(await socket.timeout(3000).emitWithAck('block:subscribe', heading)).toEqual({ error: 'Bad Request', message: 'There is no such block to follow.' });
        const heard = nextEvent(socket, 'posts:changed');
        const comment = await posted('ada', talk, { message: 'Live!' });
        expect(await heard).toMatchObject({ blockId: talk, id: comment.id, action: 'created', communication: { message: 'Live!', own: false, fromName: 'Ada Lovelace' } });
      } finally {
        socket.close();
      }
    });
  });

  describe('reactions', () => {
    it('gives and takes back a reaction, answering the scores; the author is told; the member’s reactions come with reads and their reacted posts', async () => {
      const reactedPosts = async () => (await call('grace', 'GET', `/profile/${await accountIdOf(current().db, 'grace@demo.test')}`)).json<Profile>().data.meta.reactedPosts?.filter((entry) => entry.targetId === card.id) ?? [];
      const card = await posted('ada', wall, { title: 'Paint swap', message: 'Bring your leftovers' });
      const given = await call('grace', 'POST', `/structure/block/${wall}/setReaction/${card.id}`, { reactionId: '👍' });
      expect(given.statusCode, given.body).toBe(200);
      expectMatchesSchema(given.json(), 'api/posts', 'reactionReply');
      expect(given.json<ReactionReply>()).toEqual({ id: card.id, score: 1, userReactions: ['👍'], individualReactionScores: { '👍': 1 } });
      await call('grace', 'POST', `/structure/block/${wall}/setReaction/${card.id}`, { reactionId: '🎉' });
      expect((await call('grace', 'GET', `/communications/single/${card.id}`)).json()).toMatchObject({ userReactions: ['👍', '🎉'], meta: { score: 2, reactionScores: { '👍': 1, '🎉': 1 } } });
      expect((await call('ada', 'GET', `/communications/single/${card.id}`)).json()).toMatchObject({ userReactions: [], meta: { score: 2 } });
      expect((await notificationsOf('ada')).filter((n) => n.targetId === card.id).map((n) => [n.type, n.data.fromName])).toEqual([['newReaction', 'Grace Hopper'], ['newReaction', 'Grace Hopper']]);
      expect(await reactedPosts()).toEqual([{ targetId: card.id, blockId: wall, reactionIds: ['👍', '🎉'], reactedAt: expect.any(String) }]);
      const taken = await call('grace', 'POST', `/structure/block/${wall}/setReaction/${card.id}`, { reactionId: '👍' });
      expect(taken.json<ReactionReply>()).toEqual({ id: card.id, score: 1, userReactions: ['🎉'], individualReactionScores: { '🎉': 1 } });
      expect((await reactedPosts()).map((entry) => entry.reactionIds)).toEqual([['🎉']]);
      await call('grace', 'POST', `/structure/block/${wall}/setReaction/${card.id}`, { reactionId: '🎉' });
      expect(await reactedPosts()).toEqual([]);
      expect((await call('grace', 'POST', `/structure/block/${wall}/setReaction/${card.id}`, { reactionId: 'like' })).statusCode).toBe(400);
    });

    it('recalculates drifted scores for moderators only', async () => {
      const card = await posted('ada', wall, { title: 'Drift', message: 'Scores' });
      await call('grace', 'POST', `/structure/block/${wall}/setReaction/${card.id}`, { reactionId: '❤️' });
      await current().db.updateTable('communications').set({ score: 9 }).where('id', '=', card.id).execute();
      expect((await call('ada', 'GET', `/structure/block/${wall}/recalculatePostScores`)).statusCode).toBe(403);
      const recount = (await call('admin', 'GET', `/structure/block/${wall}/recalculatePostScores`)).json<{ counted: number; corrected: number }>();
      expect(recount.corrected).toBe(1);
      expect((await call('ada', 'GET', `/communications/single/${card.id}`)).json()).toMatchObject({ meta: { score: 1, reactionScores: { '❤️': 1 } } });
    });
  });

  describe('user posts with media', () => {
    const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#cc6633' } }).png().toBuffer();
    const uploadAs = async (who: Who, filename: string, bytes: Uint8Array) => {
      const token = await api.tokenOf(`${who}@demo.test`);
      const { payload, headers } = multipartBody([{ name: 'file', filename, bytes }]);
      return current().app.inject({ method: 'POST', url: '/api/v1/files/postMedia', payload, headers: { ...headers, ...bearer(token) } });
    };

    it('refuses a .pdf that is really a program, storing nothing', async () => {
      const before = await current().db.selectFrom('files').select('id').execute();
      // An ELF executable's first bytes.
      const program = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(4000, 0x90)]);
      const refused = await uploadAs('ada', 'minutes.pdf', program);
      expect(refused.statusCode).toBe(415);
      expect(await current().db.selectFrom('files').select('id').execute()).toEqual(before);
    });

    it('takes 6 images, refuses 7 media with the limit, and refuses a file posted as another type', async () => {
      const feed = await newBlock('userPost');
      const ids: number[] = [];
      for (let i = 0; i < 7; i += 1) ids.push((await uploadAs('ada', `p${i}.png`, await png())).json<UploadReply>().fileIds[0]!);
      const media = ids.map((fileId) => ({ type: 'image', source: 'local', fileId }));
      const seven = await post('ada', feed, { title: 'Workshop day', message: 'Photos', media });
      expect(seven.json()).toEqual({ error: 'Bad Request', message: 'At most 6 media items may be added.' });
      const six = await posted('ada', feed, { title: 'Workshop day', message: 'Photos', media: media.slice(0, 6) });
      expect(six.media).toHaveLength(6);
      const asAudio = await post('ada', feed, { title: 'Song', message: 'Listen', media: [{ type: 'audio', source: 'local', fileId: ids[0] }] });
      expect(asAudio.statusCode).toBe(415);
      const others = await post('grace', feed, { title: 'Not mine', message: 'x', media: [{ type: 'image', source: 'local', fileId: ids[0] }] });
      expect(others.statusCode).toBe(404);
      expect((await post('ada', feed, { title: 'Video', message: 'x', media: [{ type: 'video', source: 'youtube', url: 'https://youtu.be/abc' }] })).statusCode).toBe(200);
      expect((await post('ada', feed, { title: 'x'.repeat(401), message: 'x' })).json()).toEqual({ error: 'Bad Request', message: 'The title may have at most 400 characters.' });
    });
  });

  describe('scores under concurrency', () => {
    it('200 members reacting at once: the score equals the number of reactions', async () => {
      const { db } = current();
      const card = await posted('ada', wall, { title: 'Everyone react', message: 'Now' });
      const accounts = await db.insertInto('accounts')
        .values(Array.from({ length: 200 }, (_, i) => ({ email: `reactor${i}@posts.test`, passwordHash: 'not-used', isAdmin: false, isElevated: false })))
        .returning('id').execute();
      await db.insertInto('profiles').values(accounts.map(({ id }) => ({ accountId: id, data: JSON.stringify({ profile: { firstName: 'R', lastName: String(id) }, meta: {} }) }))).execute();
      const memberTokens = await Promise.all(accounts.map((_, i) => sessionToken(current(), `reactor${i}@posts.test`)));
      const replies = await Promise.all(memberTokens.map((token) => current().app.inject({
        method: 'POST', url: `/api/v1/structure/block/${wall}/setReaction/${card.id}`, headers: bearer(token), payload: { reactionId: '👏' },
      })));
      expect(replies.map((reply) => reply.statusCode).every((status) => status === 200)).toBe(true);
      const reactions = Number((await db.selectFrom('communicationReactions').select((eb) => eb.fn.countAll<string>().as('n')).where('communicationId', '=', card.id).executeTakeFirstOrThrow()).n);
      expect(reactions).toBe(200);
      expect((await call('ada', 'GET', `/communications/single/${card.id}`)).json()).toMatchObject({ meta: { score: 200, reactionScores: { '👏': 200 } } });
    });
  });
}, { siteDir: DEMO_SITE_DIR });
