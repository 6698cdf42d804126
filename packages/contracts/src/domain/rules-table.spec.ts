import * as ts from 'typescript';

/**
 * docs/ARCHITECTURE.md "Rules by business area" is the map of where each business rule lives:
 * every row's file must exist and export each name the row lists, and every rule file under
 * `src/domain/` must have a row. Files are read with the TypeScript parser (types and values
 * alike), so a row may point at a file outside contracts (the API's Pix BR Code).
 */

const HEADING = '## Rules by business area';

interface Row {
  rule: string;
  file: string;
  exports: string[];
}

/** The repository root: the nearest folder up from the working directory with the doc. */
function repoRoot(): string {
  let dir = ts.sys.resolvePath(ts.sys.getCurrentDirectory());
  for (;;) {
    if (ts.sys.fileExists(`${dir}/docs/ARCHITECTURE.md`)) return dir;
    const parent = dir.replace(/\/[^/]+$/, '');
    if (parent === dir || parent === '') throw new Error('docs/ARCHITECTURE.md not found');
    dir = parent;
  }
}

const ROOT = repoRoot();

/** The rows of the first table after the heading: `| rule | \`file\` | \`a\`, \`b\` |`. */
function readRows(): Row[] {
  const doc = ts.sys.readFile(`${ROOT}/docs/ARCHITECTURE.md`) ?? '';
  const start = doc.indexOf(`\n${HEADING}\n`);
  if (start < 0) throw new Error(`docs/ARCHITECTURE.md has no "${HEADING}" section`);
  const lines = doc.slice(start + HEADING.length + 2).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows: Row[] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const code = (cell: string): string[] =>
      [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
    rows.push({
      rule: cells[0] ?? '',
      file: code(cells[1] ?? '')[0] ?? '',
      exports: code(cells[2] ?? ''),
    });
  }
  return rows;
}

/** Names a module exports by declaration or `export { … }` (types and values). */
function exportedNames(path: string): Set<string> {
  const source = ts.createSourceFile(path, ts.sys.readFile(path) ?? '', ts.ScriptTarget.ES2022);
  const names = new Set<string>();
  const isExported = (node: ts.Node): boolean =>
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.exportClause && ts.isNamedExports(statement.exportClause))
        for (const element of statement.exportClause.elements) names.add(element.name.text);
      continue;
    }
    if (!isExported(statement)) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.add(statement.name.text);
    }
  }
  return names;
}

const rows = readRows();

describe('docs/ARCHITECTURE.md "Rules by business area"', () => {
  it('lists the rule areas, each with a file and at least one export', () => {
    expect(rows.length).toBeGreaterThanOrEqual(15);
    for (const row of rows) {
      expect(row.rule).not.toBe('');
      expect(row.file).toMatch(/\.ts$/);
      expect(row.exports.length).toBeGreaterThan(0);
    }
  });

  it.each(rows.map((row) => [row.rule, row] as const))(
    '%s: the file exists and exports what the table says',
    (_rule, row) => {
      const path = `${ROOT}/${row.file}`;
      expect(ts.sys.fileExists(path) ? row.file : `missing: ${row.file}`).toBe(row.file);
      const names = exportedNames(path);
      expect(row.exports.filter((name) => !names.has(name))).toEqual([]);
    },
  );

  it('has a row for every rule file under packages/contracts/src/domain', () => {
    const listed = new Set(rows.map((row) => row.file));
    const files = ts.sys
      .readDirectory(`${ROOT}/packages/contracts/src/domain`, ['.ts'])
      .map((file) => file.slice(ROOT.length + 1))
      .filter((file) => !file.endsWith('.spec.ts'));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !listed.has(file))).toEqual([]);
  });
});
