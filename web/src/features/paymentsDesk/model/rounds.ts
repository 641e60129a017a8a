// The rounds of the desk's read from both ends (api/readFromBothEnds.ts) and how their reports
// make one list. Apart from the read, with no Firestore in it, so the desk's hook can put its
// rows together without loading Firestore Lite before the read itself does.

/** What a round brought that nothing before it had: newest first, each part in its place. */
export interface RoundRead<T> {
  /** read downwards: they follow the newest-first list read so far */
  newer: T[];
  /** read upwards: they go before the older ones read so far (they are newer than those) */
  older: T[];
}

/**
 * Puts rounds' reports together, newest first: each call takes a round and answers the whole
 * list so far (the newer parts in the order read, then the older ones, each round's before the
 * ones read before it). The read answers its list this way, and the desk's rows are built this
 * way while it fills.
 */
export function joinRounds<T>(): (round: RoundRead<T>) => T[] {
  let newer: T[] = [];
  let older: T[] = [];
  return (round) => {
    newer = newer.concat(round.newer);
    older = round.older.concat(older);
    return newer.concat(older);
  };
}
