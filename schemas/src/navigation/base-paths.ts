/**
 * Where the server serves the app, the API and the sign-in page (InitReply.basePaths). The
 * runtime needs them before GET /init answers (to sign in, to probe, as the router's basename),
 * so both sides read them from here.
 */
export const BASE_PATHS = { app: '/app', api: '/api/v1', signIn: '/signin' } as const;
