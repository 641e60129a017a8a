import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The Content-Security-Policy firebase.json sends with every page. */
function deployedContentSecurityPolicy(): string {
  const config = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  };
  const header = config.hosting.headers
    .flatMap((rule) => rule.headers)
    .find((candidate) => candidate.key === 'Content-Security-Policy');
  if (!header) throw new Error('firebase.json sends no Content-Security-Policy');
  return header.value;
}

/**
 * The policy allows index.html's inline scripts only by their SHA-256 (no 'unsafe-inline'):
 * fails the build when one is not in firebase.json's script-src, saying the hash to put there,
 * instead of shipping a page whose script the browser refuses to run.
 */
export function checkInlineScriptHashes(): Plugin {
  return {
    name: 'check-inline-script-hashes',
    apply: 'build',
    writeBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      const html = String(page.source);
      const scriptSources = /(?:^|;)\s*script-src([^;]*)/.exec(deployedContentSecurityPolicy())?.[1] ?? '';
      for (const [, attributes, code] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\bsrc=/.test(attributes!) || /type="application\/json"/.test(attributes!)) continue;
        const hash = `'sha256-${createHash('sha256').update(code!).digest('base64')}'`;
        if (!scriptSources.split(/\s+/).includes(hash)) {
          throw new Error(
            `index.html has an inline script firebase.json's Content-Security-Policy does not allow: add ${hash} to its script-src (and remove the old hash).`,
          );
        }
      }
    },
  };
}
