/**
 * `<link rel="modulepreload">` tags for the code of a server-rendered `/{slug}` (issue 17): the
 * boot module imports the public catalogue app dynamically, so without these the browser would
 * discover it only after running the boot module (one more round trip on slow networks).
 */

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The public catalogue's dynamic entry, as the boot module (src/main.tsx) imports it. */
export const PUBLIC_ENTRY = 'src/features/public-catalog/mount.tsx';

/** The tags for `PUBLIC_ENTRY` and its static imports (not the boot entry, already in the page). */
export function preloadTags(manifest: Record<string, ManifestChunk>): string {
  const boot = Object.values(manifest).find((chunk) => chunk.isEntry);
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (chunk !== boot) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(PUBLIC_ENTRY);
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}
