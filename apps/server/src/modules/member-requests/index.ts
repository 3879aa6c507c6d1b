/** The member's requests of every kind in one list (issue #16). */
export { createMemberRequestsService, type MemberRequestsService } from './service.ts';
export { createMemberRequestsRepository } from './repository.ts';
