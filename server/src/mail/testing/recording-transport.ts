// A real transport (the outbox) that also counts what each worker handed it, to tell a message
// sent twice from one sent once: the outbox itself keeps one file per message either way.
import type { MailTransport } from '../transport/mail-transport.ts';

export interface Recorded {
  /** Job ids in the order they were handed over, with the worker that did. */
  sends: Array<{ jobId: string; worker: string }>;
}

/** `transport` as worker `worker` uses it, recording into `recorded`; `beforeSend` runs first (a delay). */
export function recording(transport: MailTransport, worker: string, recorded: Recorded, beforeSend?: () => Promise<void>): MailTransport {
  return {
    description: transport.description,
    async send(jobId, message) {
      await beforeSend?.();
      recorded.sends.push({ jobId, worker });
      await transport.send(jobId, message);
    },
    close: () => transport.close(),
  };
}
