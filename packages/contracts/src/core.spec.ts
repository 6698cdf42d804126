import * as ts from 'typescript';

/**
 * `@catalogo/contracts/core` is what the public catalogue page loads: no module it reaches at run
 * time (type-only imports are erased) may import a package, class-validator above all. Walks the
 * imports and re-exports from `src/core.ts` with the TypeScript parser.
 */

function srcDir(): string {
  const cwd = ts.sys.resolvePath(ts.sys.getCurrentDirectory());
  for (const dir of [`${cwd}/src`, `${cwd}/packages/contracts/src`])
    if (ts.sys.fileExists(`${dir}/core.ts`)) return dir;
  throw new Error('run from the repository or packages/contracts');
}

/** Run-time module specifiers of a file (import/export … from, not `import type`). */
function runtimeImports(path: string): string[] {
  const source = ts.createSourceFile(path, ts.sys.readFile(path) ?? '', ts.ScriptTarget.ES2022);
  const out: string[] = [];
  for (const s of source.statements) {
    if (ts.isImportDeclaration(s) && !s.importClause?.isTypeOnly)
      out.push((s.moduleSpecifier as ts.StringLiteral).text);
    if (ts.isExportDeclaration(s) && !s.isTypeOnly && s.moduleSpecifier)
      out.push((s.moduleSpecifier as ts.StringLiteral).text);
  }
  return out;
}

describe('@catalogo/contracts/core', () => {
  it('reaches no package at run time (no class-validator on the public page)', () => {
    const root = srcDir();
    const seen = new Set<string>();
    const packages: string[] = [];
    const missing: string[] = [];
    const visit = (path: string): void => {
      if (seen.has(path)) return;
      seen.add(path);
      if (!ts.sys.fileExists(path)) missing.push(path);
      const dir = path.replace(/\/[^/]+$/, '');
      for (const spec of runtimeImports(path)) {
        if (!spec.startsWith('.')) packages.push(`${path.slice(root.length + 1)} → ${spec}`);
        else visit(ts.sys.resolvePath(`${dir}/${spec}.ts`));
      }
    };
    visit(`${root}/core.ts`);
    expect(seen.size).toBeGreaterThan(20);
    expect(missing).toEqual([]);
    expect(packages).toEqual([]);
  });
});
