import { saveAuditEntries } from '../api/endpoints.ts';
import { createAuditQueue } from './audit-queue.ts';

/** The app's audit log: `audit.log('profileView', {type: 'profile', id})`. SignedInApp sends it. */
export const audit = createAuditQueue({ save: (entries, { keepalive }) => saveAuditEntries(entries, keepalive) });
