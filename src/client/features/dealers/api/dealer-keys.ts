/**
 * The dealers feature's own query keys: its members (the caller's dealer is shared:
 * api/query-keys.ts).
 */
export const membersKey = (dealerId: string) => ['dealers', dealerId, 'members'] as const
