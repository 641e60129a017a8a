// The dues rates feature's public API for the other features: a year's price as the domain
// reads it, from the rate documents.
export { duesRateTableOf, duesScheduleFrom, duesScheduleIn, yearRateOf } from './rateTable.js';
