// Dues rates per year: read live by whatever prices a year, set by the board.
export { setDuesRate, type DuesRateRecord } from './api/duesRates';
export { useDuesRates, useDuesRateTable, useDuesSchedule } from './hooks/useDuesRates';
