import { readFileSync } from 'node:fs';
import { APP_DOMAIN_SETTING, parseAppDomain } from '../../domain/src/appDomain.ts';

/** functions/.env: the association's settings, which the functions read too (one place for each). */
const FUNCTIONS_ENV = new URL('../../functions/.env', import.meta.url);

/**
 * The association's own domain for a production build, from functions/.env's APP_DOMAIN, or
 * null when it is not set (the app then stays on the project's web.app address). A value that
 * is not a bare host name fails the build with what to write.
 */
export function appDomainForBuild(envFile: URL | string = FUNCTIONS_ENV): string | null {
  const text = readFileSync(envFile, 'utf8');
  const line = new RegExp(`^\\s*${APP_DOMAIN_SETTING}\\s*=\\s*(.*)$`, 'm').exec(text);
  const value = line?.[1]?.trim().replace(/^(['"])(.*)\1$/, '$2');
  const parsed = parseAppDomain(value);
  if (!parsed.ok) throw new Error(`functions/.env: ${parsed.reason}`);
  return parsed.domain;
}
