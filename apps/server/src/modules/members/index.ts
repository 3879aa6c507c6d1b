/** The newsroom's members (issue #27, decision 061): admins' search of accounts and their actions on them. */
export { createMembersRepository, type MembersRepository } from './repository.ts';
export { createMembersService, type MembersService } from './service.ts';
