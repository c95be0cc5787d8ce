// GET /health: answers while the process can serve requests (for load balancers).
import { healthRoutes } from '@tessera/schemas/contract';
import { implementRoutes } from '../../http/serve-routes.ts';

export const healthHandlers = () => implementRoutes(healthRoutes)({
  health: async () => ({ ok: true }),
});
