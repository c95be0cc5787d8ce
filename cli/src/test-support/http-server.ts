import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

/**
 * A real HTTP server on a free port answering with `answer`, recording what it receives: the
 * server side of the CLI's calls, speaking the API's shapes ({jwt}, {error, message}).
 */
export async function httpServer(answer: (request: SeenRequest, response: ServerResponse) => void): Promise<{ url: string; seen: SeenRequest[]; close(): Promise<void> }> {
  const seen: SeenRequest[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => { text += chunk.toString(); });
    request.on('end', () => {
      const received = { method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization, body: text ? JSON.parse(text) as unknown : undefined };
      seen.push(received);
      answer(received, response);
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, close: () => new Promise((closed) => server.close(() => closed())) };
}

/** Writes a JSON reply. */
export function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
