// The Content-Security-Policy allows no eval (firebase.json). zod tries `Function('')`
// when it builds an object schema, to see whether it may compile a faster parser, and the
// browser reports that try as a violation. zod keeps its settings on globalThis (zod/v4/core's
// globalConfig, created with `??=`), so they can be set here, before any zod code is loaded and
// without loading it: schemas then parse the same way, without the try. Imported first by
// main.tsx; tests/attack/content-security-policy.test.ts fails if a page reports a violation.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
