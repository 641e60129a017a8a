/** Writes functions/.secret.local's missing secrets (owner-only) and functions/.env.local. */
export function writeFunctionsEnv(files?: { secretsFile?: string; envFile?: string }): void;
