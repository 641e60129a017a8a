// Types of localSecrets.mjs for the TypeScript callers (the Stripe stand-in, the tests).
export const LOCAL_SECRETS_FILE: string;
export const LOCAL_SECRETS_NAME: string;
export const LOCAL_SECRETS_BUILD: string;
export function readLocalSecret(name: string, file?: string): string | undefined;
