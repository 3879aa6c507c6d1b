/** A member as staff's review queues name them: first name and last initial ("Anna P."), or "Deleted account". */
export function authorName(owner: { firstName: string; lastName: string; deleted: boolean } | undefined): string {
  const name = !owner || owner.deleted ? '' : `${owner.firstName} ${owner.lastName.slice(0, 1)}${owner.lastName ? '.' : ''}`.trim();
  return name || 'Deleted account';
}
