/** Days after a failed renewal on which it is tried again; after the last one it is cancelled (decision 0120). */
export const RETRY_DAYS = [1, 3, 5, 7] as const;
