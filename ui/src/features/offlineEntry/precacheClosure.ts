/** One module of Vite's build manifest (dist/.vite/manifest.json): its file, CSS and the modules it imports. */
export interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
}

export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/**
 * The files the given modules need to run: each module's file and CSS, and those of every module it imports
 * statically, transitively. A module it loads later (a dynamic import) is its own root when it must be there
 * offline. A root missing from the manifest is an error: a renamed file would silently drop out of the offline set.
 */
export const precacheClosure = (manifest: BuildManifest, roots: readonly string[]): Set<string> => {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, from: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The offline set names ${key} (from ${from}), which the build manifest does not hold`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, key);
  };
  for (const root of roots) visit(root, 'the roots');
  return files;
};
