// Where the worker hands finished messages: an SMTP server, or the outbox directory.
import type { SendMailOptions } from 'nodemailer';

export interface MailTransport {
  /** Where messages go, for the log ("SMTP mail.example.org:587", "the outbox /srv/tessera/outbox"). */
  readonly description: string;
  /**
   * Delivers one message; resolves once it was accepted (the SMTP server answered 250, the file
   * is in place). Sending the same job again yields the same message (same Message-ID, same file).
   */
  send(jobId: string, message: SendMailOptions): Promise<void>;
  /** Closes open connections. */
  close(): void;
}

/**
 * Whether a failure is for good: an SMTP 5xx reply (no such mailbox, message refused). Anything
 * else (4xx, a connection that failed or timed out, a full disk) may pass, and is retried.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
