// Stands in for 'firebase/database' when reactfire imports it (see vite.config.ts): this app
// keeps its data in Firestore and never uses reactfire's Realtime Database hooks, but reactfire
// references these functions in a top-level table that the bundler cannot drop, which would put
// the whole Realtime Database SDK in the landing page's bundle.

function notUsedByThisApp(): never {
  throw new Error("reactfire's Realtime Database hooks are disabled in this build (see web/vite.config.ts)");
}

export const get = notUsedByThisApp;
export const off = notUsedByThisApp;
export const onChildAdded = notUsedByThisApp;
export const onChildChanged = notUsedByThisApp;
export const onChildMoved = notUsedByThisApp;
export const onChildRemoved = notUsedByThisApp;
export const onValue = notUsedByThisApp;
