// GET /health: answers while the process can serve requests (for load balancers).
import type { FastifyPluginAsync } from 'fastify';
import type { OkReply } from '@tessera/schemas';
import { ref } from '../../http/reply-schemas.ts';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Reply: OkReply }>('/health', {
    schema: { summary: 'Liveness check', tags: ['service'], response: { 200: ref('api', 'okReply') } },
  }, async () => ({ ok: true }));
};
