// Stands in for 're2js' when the Firestore SDK imports it (see vite.config.ts). Firestore uses
// that regular-expression engine only to evaluate a pipeline query's like / regex_contains /
// regex_match in its local cache; this app runs no pipeline queries, and the engine is a
// large share of My HOA Account's JavaScript budget. Were a pipeline ever to
// use those functions, Firestore catches the error below and logs a warning for that one value.

export const RE2JS = {
  compile(): never {
    throw new Error(
      'Regular expressions in Firestore pipelines are disabled in this build (see web/vite.config.ts)',
    );
  },
};
