// Signs sockets in with the same token and device-session rules as HTTP requests.
import type { FastifyBaseLogger } from 'fastify';
import { authenticateToken, type AuthDependencies } from '../auth/authenticate.ts';
import { AppError, appError } from '../errors.ts';
import type { RealtimeSocket } from './events.ts';

/** The connect error a client sees for a missing, bad or revoked token (the contract's wording). */
const NOT_AUTHORIZED = 'Not authorized';

type Middleware = (socket: RealtimeSocket, next: (error?: Error) => void) => void;

/** socket.io middleware: `auth.token` of the handshake must sign in, else the connection is refused. */
export function socketAuth(dependencies: AuthDependencies, log: FastifyBaseLogger): Middleware {
  return (socket, next) => {
    const { token } = socket.handshake.auth as { token?: unknown };
    authenticateToken(dependencies, typeof token === 'string' ? token : null).then(({ account, expiresAt, generation }) => {
      socket.data.account = account;
      socket.data.tokenExpiresAt = expiresAt;
      socket.data.tokenGeneration = generation;
      next();
    }, (error: unknown) => {
      if (error instanceof AppError) return next(new Error(NOT_AUTHORIZED));
      log.error({ err: error }, 'socket sign-in failed');
      next(new Error(appError('INTERNAL').message));
    });
  };
}
