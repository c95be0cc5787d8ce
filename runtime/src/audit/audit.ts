import { api } from '../api/api.ts';
import { createAuditQueue } from './audit-queue.ts';

/** The app's audit log: `audit.log('profileView', {type: 'profile', id})`. SignedInApp sends it. */
export const audit = createAuditQueue({
  save: (entries, { keepalive }) => api.call('POST /audit/save', { body: entries, quiet: true, keepalive }),
});
