/** The audit log as other modules see it: `record(tx, event)` in the transaction of the change (issue #27). */
export { createAuditRepository, type AuditRepository } from './repository.ts';
export { createAuditService, type AuditEvent, type AuditService } from './service.ts';
export { changedFields } from './diff.ts';
