import type { CallableAnswer, CallableName, CallableRequest } from '@lakeside/domain';

// The one way the web app calls a Cloud Function. The Functions SDK and App Check (their code
// and App Check's start-up) load with the first call, not with the page that may make it:
// My HOA Account shows the balance without them, and the landing page never loads
// them at all.

let client: Promise<typeof import('./functionsClient')> | undefined;

function functionsClient() {
  // a failed load (offline) is tried again at the next call
  client ??= import('./functionsClient').catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client;
}

/**
 * Calls the callable `name` and answers its data. Name, payload and answer are typed from the
 * domain's table of callables (`Callables`), which the functions are typed from too.
 */
export async function callFunction<Name extends CallableName>(
  name: Name,
  ...[request]: CallableRequest<Name> extends void ? [] : [CallableRequest<Name>]
): Promise<CallableAnswer<Name>> {
  const { call } = await functionsClient();
  return (await call(name, request)) as CallableAnswer<Name>;
}
