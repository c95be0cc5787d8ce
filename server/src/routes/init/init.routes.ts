// GET /init: everything the runtime needs to show its first screen, in one call, compressed as
// the browser accepts (the first page waits for it).
import { initRoutes } from '@tessera/schemas/contract';
import { signedIn } from '../../auth/authenticate.ts';
import { compressReply } from '../../http/compressed-reply.ts';
import { sendSerialisedJson } from '../../http/send-serialised.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import type { ServerContext } from '../../server-context.ts';
import { parseInitOpts } from './init-opts.ts';
import { initPayload } from './init-payload.ts';
import { initParts } from './init-reply.ts';

export const initHandlers = (ctx: ServerContext) => implementRoutes(initRoutes)({
  init: {
    async handler(request, reply) {
      const { shared, own } = await initParts(ctx, signedIn(request), parseInitOpts(request.query.opts));
      return sendSerialisedJson(reply, initPayload(shared, own));
    },
    onSend: compressReply,
  },
});
