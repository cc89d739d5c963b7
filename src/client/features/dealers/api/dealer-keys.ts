/** The dealers feature's own query keys: the caller's dealer, and its members. */
export const myDealerKey = ['dealers', 'mine'] as const
export const membersKey = (dealerId: string) => ['dealers', dealerId, 'members'] as const
