import { DUES_RATE_TEXTS, duesScheduleOf, type DuesRateTable, type DuesSchedule } from '@lakeside/domain';
import { useMemo } from 'react';
import { useLive, type Live } from '@/hooks/useLive';
import { rateTableOf, watchDuesRates, type DuesRateRecord } from '../api/duesRates';

const LOAD_FAILED = { title: 'Error', body: DUES_RATE_TEXTS.loadFailed };

/** Every year's rate, live (Dues & Billing's table). */
export function useDuesRates(): Live<DuesRateRecord[]> {
  return useLive('all', watchDuesRates, LOAD_FAILED);
}

/** What each year costs, live, for pricing (Make a Payment, the HOA edit dialog). */
export function useDuesRateTable(): Live<DuesRateTable> {
  const rates = useDuesRates();
  return useMemo(
    () => (rates.status === 'ready' ? { status: 'ready', value: rateTableOf(rates.value) } : rates),
    [rates],
  );
}

/** What each year costs and when it is due, live: the past-due split (domain aging.ts). */
export function useDuesSchedule(): Live<DuesSchedule> {
  const rates = useDuesRates();
  return useMemo(
    () => (rates.status === 'ready' ? { status: 'ready', value: duesScheduleOf(rates.value) } : rates),
    [rates],
  );
}
