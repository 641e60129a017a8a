import {
  DELINQUENCY_TEXTS as T,
  lateCandidateYears,
  type DueDates,
  type PropertyOwnerSummary,
} from '@lakeside/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { listAccountsOwingAny } from '@/features/hoaAccounts';
import { ownersOfProperties } from '@/features/properties';
import { useReloadable } from '@/hooks/useReloadable';
import { lateRows } from '../model/lateRows';

/**
 * The accounts late today (issue 30): Firestore is asked only for the accounts owing a year
 * whose due date has passed, then the domain's rule makes each a row. Read on opening and on
 * Refresh, as the other admin lists are.
 */
export function useLateAccounts(dueDates: DueDates, today: string) {
  const candidates = lateCandidateYears(dueDates, today).join(',');
  const load = useCallback(() => listAccountsOwingAny(candidates ? candidates.split(',') : []), [candidates]);
  const { value, loading, reload } = useReloadable(load, [], { title: 'Error', body: T.loadFailed });
  const rows = useMemo(() => lateRows(value, dueDates, today), [value, dueDates, today]);
  return { rows, loading, reload };
}

/** The owners of the properties shown, read as they come into view (not those of every row). */
export function useOwners(propertyIds: readonly string[]) {
  const [owners, setOwners] = useState<ReadonlyMap<string, PropertyOwnerSummary[]>>(new Map());
  const wanted = propertyIds.filter((id) => !owners.has(id)).join(',');
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    ownersOfProperties(wanted.split(',')).then(
      (found) => {
        if (!current) return;
        setOwners((known) => {
          const next = new Map(known);
          // a property without owners (or gone) is known too, so it is not asked for again
          for (const id of wanted.split(',')) next.set(id, found.get(id) ?? []);
          return next;
        });
      },
      (error: unknown) => console.error('Loading the owners failed:', error),
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return owners;
}
