import * as model from '../../generated/model-refs.ts';
import { routeArea } from '../route.ts';

export const healthRoutes = routeArea('service', {
  health: {
    method: 'GET', path: '/health', access: 'public',
    summary: 'Liveness check: answers while the process can serve requests (for load balancers)',
    reply: model.OkReply, errors: [],
  },
});
