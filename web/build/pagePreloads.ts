import type { OutputBundle } from 'rolldown';
import { LANDING_PAGE } from './paths.ts';

/** The pages whose code index.html starts fetching beside the entry, by address. */
const PRELOADED_PAGES: Record<string, string> = {
  '/': LANDING_PAGE,
  // Not /my-account (tried): on a slow phone, preloading its code made a reload
  // slower (the browser compiles preloaded modules at once, beside the entry, which then starts
  // Auth later); the app starts the page's import itself as soon as the entry runs (lazyPage).
};

/**
 * The files each of PRELOADED_PAGES needs beyond the entry chunk: its own chunk and its static
 * imports, by address. index.html starts fetching them next to the entry (instead of only once
 * the entry has run and reached the lazy route, and then the chunk's own imports one level at a
 * time), which saves round trips on a slow network.
 */
export function pagePreloads(bundle: OutputBundle): Record<string, string[]> {
  const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entryFiles = new Set<string>();
  const collect = (name: string, into: Set<string>) => {
    const chunk = byName.get(name);
    if (!chunk || into.has(name)) return;
    into.add(name);
    for (const imported of chunk.imports) collect(imported, into);
  };
  for (const chunk of chunks) if (chunk.isEntry) collect(chunk.fileName, entryFiles);
  return Object.fromEntries(
    Object.entries(PRELOADED_PAGES).map(([address, page]) => {
      const pageChunk = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(page));
      if (!pageChunk) throw new Error(`${page} is not a chunk of its own`);
      const files = new Set<string>();
      collect(pageChunk.fileName, files);
      return [address, [...files].filter((name) => !entryFiles.has(name)).map((name) => `/${name}`)];
    }),
  );
}
