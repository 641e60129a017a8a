// The auth feature's public API for the other features: custom claims and the user lookup.
export { updateClaims } from './claims.js';
export { requireExistingUser } from './users.js';
