import {
  DELINQUENCY_TEXTS as T,
  lateCandidateYears,
  type DueDates,
  type PropertyOwnerSummary,
} from '@lakeside/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNotify } from '@/components/notify';
import { listAccountsOwingAny, sumAccountsOwingAny, type HoaAccountRecord } from '@/features/hoaAccounts';
import { ownersOfProperties } from '@/features/properties';
import { lateRows } from '../model/lateRows';

interface Loaded {
  /** which read this is (the years asked for, and the how-manieth Refresh) */
  key: string;
  accounts: HoaAccountRecord[];
  totals: { count: number; cents: number } | null;
  complete: boolean;
  failed: boolean;
}

/**
 * The accounts late today (issue 30). Firestore is asked only for the accounts owing a year
 * whose due date has passed (the 30 most recent such years): their number and balances summed
 * by Firestore for the totals, and the accounts themselves page by page, the first 100 first,
 * so the totals and first rows show before the rest has arrived. Read on opening and on Refresh.
 */
export function useLateAccounts(dueDates: DueDates, today: string) {
  const notify = useNotify();
  const candidates = lateCandidateYears(dueDates, today).slice(0, 30).join(',');
  const [generation, setGeneration] = useState(0);
  const key = `${candidates}#${generation}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    const years = candidates ? candidates.split(',') : [];
    const update = (change: (last: Loaded) => Partial<Loaded>) =>
      setLoaded((last) => {
        const base =
          last?.key === key ? last : { key, accounts: [], totals: null, complete: false, failed: false };
        return { ...base, ...change(base) };
      });
    const fail = (error: unknown) => {
      if (!current) return;
      console.error('Loading the late accounts failed:', error);
      notify({ title: 'Error', body: T.loadFailed, intent: 'error' });
      update(() => ({ failed: true }));
    };
    sumAccountsOwingAny(years).then((totals) => {
      if (current) update(() => ({ totals }));
    }, fail);
    listAccountsOwingAny(years, (page) => {
      if (current) update((last) => ({ accounts: last.accounts.concat(page) }));
    }).then(() => {
      if (current) update(() => ({ complete: true }));
    }, fail);
    return () => {
      current = false;
    };
  }, [candidates, key, notify]);

  const state = loaded?.key === key ? loaded : null;
  const accounts = state?.accounts;
  const rows = useMemo(() => lateRows(accounts ?? [], dueDates, today), [accounts, dueDates, today]);
  const reload = useCallback(() => setGeneration((last) => last + 1), []);
  return {
    rows,
    totals: state?.totals ?? null,
    complete: state?.complete ?? false,
    failed: state?.failed ?? false,
    reload,
  };
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
