// Compiled by `npm run typecheck` only (nothing imports or runs it): proves that a handler whose
// reply breaks its contract fails the typecheck. Each `@ts-expect-error` must meet an error, so
// if the handlers' reply types ever stopped being checked, the typecheck would fail here instead.
import { adminRoutes, authRoutes, structureRoutes } from '@tessera/schemas/contract';
import { implementRoutes, type RouteHandler } from './serve-routes.ts';

// A reply of the promised shape passes.
export const sections: RouteHandler<typeof adminRoutes.sections> = async () => ({ sections: ['dashboard'] });

// @ts-expect-error AdminSectionsReply.sections is a list of strings, not a number.
export const wrongField: RouteHandler<typeof adminRoutes.sections> = async () => ({ sections: 3 });

// @ts-expect-error OkReply is { ok: true }: a JwtReply is not it.
export const wrongReply: RouteHandler<typeof authRoutes.logout> = async () => ({ jwt: 'token' });

// @ts-expect-error The page route answers a Page, not the module a slug names.
export const wrongModel: RouteHandler<typeof structureRoutes.page> = async (request) => ({ id: request.params.id, slug: 'home', name: 'Home', pages: [] });

// Request parts are typed from the contract too: the page id is a number.
export const typedParams: RouteHandler<typeof structureRoutes.block> = async (request) => {
  // @ts-expect-error a number has no toUpperCase
  request.params.id.toUpperCase();
  throw new Error('not called');
};

export const area = implementRoutes(adminRoutes)({
  // @ts-expect-error inside an area's implementation as well
  sections: async () => ({ sections: [1, 2] }),
});

// @ts-expect-error an area's implementation must cover every route of the area
export const incomplete = implementRoutes(authRoutes)({ logout: async () => ({ ok: true }) });
