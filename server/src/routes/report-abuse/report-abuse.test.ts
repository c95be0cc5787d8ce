import type { AbuseReport, Communication, NotificationsPage, ReportAbuseDetail, ReportAbuseSearchReply } from '@tessera/schemas';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { announcedChanges, apiCallerOf } from '../../testing/api-calls.ts';
import { accountIdOf } from '../../testing/auth-helpers.ts';
import { DEMO_SITE_DIR } from '../../testing/demo-site.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

type Who = 'ada' | 'grace' | 'editor' | 'admin';

describeAppOnEachDatabase('abuse reports and moderation', (current) => {
  const api = apiCallerOf(current);
  const call = (who: Who, method: InjectOptions['method'], url: string, payload?: object) => api.call(`${who}@demo.test`, method, url, payload);
  const ok = async <T>(who: Who, method: InjectOptions['method'], url: string, payload?: object): Promise<T> => {
    const response = await call(who, method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const post = (who: Who, comment: object) => ok<Communication>(who, 'PUT', `/structure/block/${talk}/comment`, { comment });
  const report = (who: Who, body: object) => call(who, 'PUT', '/reportAbuse/communication', body);
  const notificationsOf = async (who: Who, list: 'system' | 'admin') => (await ok<NotificationsPage>(who, 'GET', `/profile/notifications/${list}/0`)).items;
  /** Everything moderation may change, to show a refused call changed nothing. */
  const snapshot = async () => {
    const { db } = current();
    return {
      reports: await db.selectFrom('abuseReports').selectAll().orderBy('id').execute(),
      deleted: await db.selectFrom('communications').select(['id', 'deletedAt']).where('deletedAt', 'is not', null).orderBy('id').execute(),
      audit: await db.selectFrom('auditLog').select('id').where('logType', '=', 'moderation').execute(),
      notifications: await db.selectFrom('notifications').select('id').execute(),
    };
  };
  const announced = (work: () => Promise<unknown>) => announcedChanges(current().changes, work);

  let talk = 0;
  let question: Communication;
  let comment: Communication;
  beforeAll(async () => {
    talk = (await current().db.selectFrom('blocks as b').innerJoin('pages as p', 'p.id', 'b.pageId')
      .select('b.id').where('b.key', '=', 'talk').where('p.key', '=', 'noticeboard').executeTakeFirstOrThrow()).id;
    question = await post('grace', { message: '<p>Who is coming on Saturday?</p>' });
    comment = await post('ada', { message: '<p>Buy cheap watches at example.test</p>', parentId: question.id });
  });

  describe('reporting', () => {
    it("lets a member report a comment once, tells the admins, and replaces the member's report when they report again", async () => {
      const first = (await report('grace', { reportedId: comment.id, reportedType: 'comment', category: 'spam', data: { message: 'An advert' } }));
      expect(first.statusCode, first.body).toBe(200);
      const stored = first.json<AbuseReport>();
      expectMatchesSchema(stored, 'api/report-abuse', 'abuseReport');
      expect(stored).toMatchObject({ reportedId: comment.id, reportedType: 'comment', category: 'spam', status: 'open', data: { message: 'An advert' }, reporterName: 'Grace Hopper' });
      const told = await notificationsOf('admin', 'admin');
      expect(told.filter((n) => n.type === 'abuseReported' && n.targetId === stored.id)).toEqual([
        expect.objectContaining({ typeId: 8, list: 'admin', message: 'Buy cheap watches at example.test', data: expect.objectContaining({ postId: comment.id, fromName: 'Grace Hopper' }) }),
      ]);
      const again = await report('grace', { reportedId: comment.id, reportedType: 'comment', category: 'harassment' });
      expect(again.json<AbuseReport>()).toMatchObject({ id: stored.id, category: 'harassment', data: {} });
      expect(await current().db.selectFrom('abuseReports').select('id').where('communicationId', '=', comment.id).execute()).toHaveLength(1);
      expect((await notificationsOf('admin', 'admin')).filter((n) => n.type === 'abuseReported' && n.targetId === stored.id)).toHaveLength(1);
    });

    it('refuses bad input with 400, a wrong type with 400, an own item with 403 and an unknown item with 404, storing nothing', async () => {
      const before = await snapshot();
      for (const body of [
        { reportedId: comment.id, reportedType: 'comment', category: 'rude' },
        { reportedId: comment.id, reportedType: 'comment' },
        { reportedId: comment.id, reportedType: 'comment', category: 'spam', data: { message: 'x'.repeat(1001) } },
        { reportedId: comment.id, reportedType: 'post', category: 'spam' },
      ]) expect((await report('editor', body)).statusCode, JSON.stringify(body)).toBe(400);
      expect((await report('ada', { reportedId: comment.id, reportedType: 'comment', category: 'spam' })).statusCode).toBe(403);
      expect((await report('editor', { reportedId: 999999, reportedType: 'comment', category: 'spam' })).statusCode).toBe(404);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('the report list', () => {
    it('groups the reports of one item into one row with their count and categories, and filters', async () => {
      await ok('editor', 'PUT', '/reportAbuse/communication', { reportedId: comment.id, reportedType: 'comment', category: 'spam' });
      await ok('ada', 'PUT', '/reportAbuse/communication', { reportedId: question.id, reportedType: 'post', category: 'misinformation' });
      const all = await ok<ReportAbuseSearchReply>('admin', 'GET', '/reportAbuse/search');
      expectMatchesSchema(all, 'api/report-abuse', 'reportAbuseSearchReply');
      expect(all).toMatchObject({ total: 2, more: false });
      expect(all.items.map((row) => [row.item.id, row.count, row.categories])).toEqual([
        [question.id, 1, ['misinformation']],
        [comment.id, 2, ['harassment', 'spam']],
      ]);
      expect(all.items[1]!.item).toMatchObject({ type: 'comment', author: { id: await accountIdOf(current().db, 'ada@demo.test'), name: 'Ada Lovelace' }, deleted: false });
      const spam = await ok<ReportAbuseSearchReply>('admin', 'GET', '/reportAbuse/search?category=spam');
      expect(spam.items.map((row) => [row.item.id, row.count])).toEqual([[comment.id, 1]]);
      expect((await ok<ReportAbuseSearchReply>('admin', 'GET', '/reportAbuse/search?reportedType=post')).items.map((row) => row.item.id)).toEqual([question.id]);
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      expect((await ok<ReportAbuseSearchReply>('admin', 'GET', `/reportAbuse/search?from=${tomorrow}`)).total).toBe(0);
      const today = new Date().toISOString().slice(0, 10);
      expect((await ok<ReportAbuseSearchReply>('admin', 'GET', `/reportAbuse/search?from=${today}&to=${today}&limit=1`)).items).toHaveLength(1);
      expect((await ok<ReportAbuseSearchReply>('admin', 'GET', '/reportAbuse/search?status=dismissed')).total).toBe(0);
      expect((await call('admin', 'GET', '/reportAbuse/search?status=closed')).statusCode).toBe(400);
    });

    it('answers 403 to members: they neither read nor act, and nothing changes', async () => {
      const id = (await ok<ReportAbuseSearchReply>('admin', 'GET', '/reportAbuse/search?reportedType=comment')).items[0]!.id;
      const before = await snapshot();
      const refused = [
        await call('grace', 'GET', '/reportAbuse/search'),
        await call('grace', 'GET', `/reportAbuse/${id}`),
        await call('grace', 'POST', '/reportAbuse/deleteCommunicationAdmin', { id, reason: 'Spam' }),
        await call('grace', 'POST', '/reportAbuse/commentCommunicationAdmin', { id, message: 'Please stop' }),
        await call('grace', 'POST', '/reportAbuse/enableCommunicationAdmin', { id }),
        await call('grace', 'POST', `/reportAbuse/${id}`, { status: 'dismissed', bulk: true }),
      ];
      expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('moderation', () => {
    let reportId = 0;
    beforeAll(async () => {
      reportId = (await ok<ReportAbuseSearchReply>('admin', 'GET', '/reportAbuse/search?reportedType=comment')).items[0]!.id;
    });

    it('refuses a deletion without a reason and unknown reports, changing nothing', async () => {
      const before = await snapshot();
      expect((await call('admin', 'POST', '/reportAbuse/deleteCommunicationAdmin', { id: reportId, reason: '  ' })).statusCode).toBe(400);
      expect((await call('admin', 'POST', '/reportAbuse/deleteCommunicationAdmin', { id: reportId })).statusCode).toBe(400);
      expect((await call('admin', 'POST', '/reportAbuse/deleteCommunicationAdmin', { id: 999999, reason: 'Spam' })).statusCode).toBe(404);
      expect((await call('admin', 'POST', '/reportAbuse/enableCommunicationAdmin', { id: reportId })).statusCode).toBe(404);
      expect((await call('admin', 'POST', `/reportAbuse/${reportId}`, { status: 'gone' })).statusCode).toBe(400);
      expect(await snapshot()).toEqual(before);
    });

    it('deletes with a reason: gone for everyone live, its reports resolved, the author told why, the audit log written', async () => {
      let detail: ReportAbuseDetail | undefined;
      const heard = await announced(async () => {
        detail = await ok<ReportAbuseDetail>('admin', 'POST', '/reportAbuse/deleteCommunicationAdmin', { id: reportId, reason: 'Advertising is not allowed here' });
      });
      expectMatchesSchema(detail, 'api/report-abuse', 'reportAbuseDetail');
      expect(heard).toContainEqual({ scope: 'posts', event: expect.objectContaining({ blockId: talk, id: comment.id, action: 'deleted' }) });
      expect(detail!.item).toMatchObject({ deleted: true, deleteReason: 'Advertising is not allowed here' });
      expect(detail!.reports.map((r) => r.status)).toEqual(['resolved', 'resolved']);
      expect(detail!.history).toEqual([expect.objectContaining({ action: 'deleted', byName: 'Morgan Reyes', message: 'Advertising is not allowed here' })]);
      expect((await call('grace', 'GET', `/communications/single/${comment.id}`)).statusCode).toBe(404);
      expect((await notificationsOf('ada', 'system')).find((n) => n.type === 'postRemoved'))
        .toMatchObject({ message: 'Advertising is not allowed here', targetId: comment.id, data: { postId: question.id, parentId: comment.id } });
      const logged = await current().db.selectFrom('auditLog').selectAll().where('logType', '=', 'moderation').execute();
      expect(logged).toEqual([expect.objectContaining({
        accountId: await accountIdOf(current().db, 'admin@demo.test'), subject: { type: 'comment', id: comment.id },
        extra: { action: 'deleted', reportId, message: 'Advertising is not allowed here', status: null }, actionTime: expect.any(Date),
      })]);
      expect((await call('admin', 'POST', '/reportAbuse/deleteCommunicationAdmin', { id: reportId, reason: 'Again' })).statusCode).toBe(404);
    });

    it('re-enables: back for everyone live, written to the audit log', async () => {
      const heard = await announced(async () => {
        const detail = await ok<ReportAbuseDetail>('admin', 'POST', '/reportAbuse/enableCommunicationAdmin', { id: reportId });
        expect(detail.item.deleted).toBe(false);
        expect(detail.history.map((entry) => entry.action)).toEqual(['deleted', 'enabled']);
      });
      expect(heard).toContainEqual({ scope: 'posts', event: expect.objectContaining({ id: comment.id, action: 'created' }) });
      expect((await call('grace', 'GET', `/communications/single/${comment.id}`)).statusCode).toBe(200);
    });

    it("comments to the author: a notification, kept in the report's history", async () => {
      const detail = await ok<ReportAbuseDetail>('admin', 'POST', '/reportAbuse/commentCommunicationAdmin', { id: reportId, message: 'Please keep adverts off the noticeboard' });
      expect(detail.history.at(-1)).toMatchObject({ action: 'commented', message: 'Please keep adverts off the noticeboard' });
      expect((await notificationsOf('ada', 'system')).find((n) => n.type === 'moderatorComment')).toMatchObject({ message: 'Please keep adverts off the noticeboard', typeId: 8 });
    });

    it("sets one report's status, or with bulk every report of the item", async () => {
      const one = await ok<ReportAbuseDetail>('admin', 'POST', `/reportAbuse/${reportId}`, { status: 'inReview' });
      expect(one.reports.map((r) => [r.id === reportId, r.status])).toEqual(expect.arrayContaining([[true, 'inReview'], [false, 'resolved']]));
      const all = await ok<ReportAbuseDetail>('admin', 'POST', `/reportAbuse/${reportId}`, { status: 'dismissed', bulk: true });
      expect(all.reports.map((r) => r.status)).toEqual(['dismissed', 'dismissed']);
      expect(all.history.slice(-2).map((entry) => [entry.action, entry.status])).toEqual([['status', 'inReview'], ['status', 'dismissed']]);
      expect((await ok<ReportAbuseSearchReply>('admin', 'GET', '/reportAbuse/search?status=dismissed')).items.map((row) => row.item.id)).toEqual([comment.id]);
    });
  });
}, { siteDir: DEMO_SITE_DIR });
