import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';

/**
 * The boundary lint fails on a breach: temporary files that break a
 * rule are written into the tree, `eslint` (the repository's real config) runs on them, and each
 * must be reported by the expected rule, while a control file that respects the rules is clean
 * (so a file eslint cannot even parse would not pass for a breach).
 */

const ROOT = join(__dirname, '../../..');
const ESLINT = join(ROOT, 'node_modules/eslint/bin/eslint.js');
const tag = randomBytes(4).toString('hex');

interface Case {
  file: string;
  source: string;
  /** Rule expected to report the breach; null for a clean file (no message at all). */
  rule: string | null;
}

const CASES: Case[] = [
  {
    // A lower module importing a higher one (store is below catalog).
    file: `apps/api/src/modules/store/__breach-up-${tag}.ts`,
    source: `import { CatalogService } from '../catalog/catalog.service';\nexport const x = CatalogService;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    // A module reaching into another's private file (raw SQL of catalog).
    file: `apps/api/src/modules/dashboard/__breach-private-${tag}.ts`,
    source: `import { lockStoreOfOwner } from '../catalog/catalog.queries';\nexport const x = lockStoreOfOwner;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    // A service importing another module's entity.
    file: `apps/api/src/modules/order/__breach-entity-${tag}.ts`,
    source: `import { StoreEntity } from '../store/store.entity';\nexport const x = StoreEntity;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    // A file of the web feature "landing" (the target of the next case; itself clean).
    file: `apps/web/src/features/landing/__target-${tag}.ts`,
    source: `export const landingValue = 1;\n`,
    rule: null,
  },
  {
    // Another web feature importing it by a relative path.
    file: `apps/web/src/features/billing/__breach-feature-${tag}.ts`,
    source: `import { landingValue } from '../landing/__target-${tag}';\nexport const x = landingValue;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    // The storefront (public catalogue and order status pages) importing an icon library.
    file: `apps/web/src/features/storefront/__breach-icons-${tag}.ts`,
    source: `import { ShoppingCart } from 'lucide-react';\nexport const x = ShoppingCart;\n`,
    rule: 'no-restricted-imports',
  },
  {
    // A service holding SQL instead of calling its module's *.queries.ts (README "Data access").
    file: `apps/api/src/modules/store/__breach-sql-${tag}.ts`,
    source: `export const sql = \`\n  SELECT id FROM stores WHERE slug = $1\`;\n`,
    rule: 'no-restricted-syntax',
  },
  {
    // The bottom floor importing a module (README "Data access": entities are found by file name).
    file: `apps/api/src/database/__breach-module-${tag}.ts`,
    source: `import { UserEntity } from '../modules/user/user.entity';\nexport const x = UserEntity;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    // A service reading through a repository instead of its module's *.queries.ts.
    file: `apps/api/src/modules/store/__breach-repository-${tag}.ts`,
    source: `import type { EntityManager } from 'typeorm';\nexport const count = (db: EntityManager) => db.getRepository('stores').count();\n`,
    rule: 'no-restricted-syntax',
  },
  {
    // Control: the same statement in a queries file is where it belongs.
    file: `apps/api/src/modules/store/__allowed-${tag}.queries.ts`,
    source: `export const sql = \`\n  SELECT id FROM stores WHERE slug = $1\`;\n`,
    rule: null,
  },
  {
    // Control: a higher module importing a lower module's Nest module is allowed.
    file: `apps/api/src/modules/dashboard/__allowed-${tag}.ts`,
    source: `import { CatalogModule } from '../catalog/catalog.module';\nexport const x = CatalogModule;\n`,
    rule: null,
  },
];

interface EslintResult {
  filePath: string;
  messages: { ruleId: string | null; message: string; fatal?: boolean }[];
}

describe('Boundary lint (eslint.config.mjs)', () => {
  afterAll(async () => {
    await Promise.all(CASES.map((c) => rm(join(ROOT, c.file), { force: true })));
  });

  it('reports every breach written into a temporary file, and not the allowed import', async () => {
    await Promise.all(CASES.map((c) => writeFile(join(ROOT, c.file), c.source)));
    let stdout: string;
    let exitCode = 0;
    try {
      ({ stdout } = await promisify(execFile)(
        process.execPath,
        [ESLINT, '--format', 'json', ...CASES.map((c) => c.file)],
        { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
      ));
    } catch (error) {
      const failed = error as { code?: number; stdout?: string };
      exitCode = failed.code ?? -1;
      stdout = failed.stdout ?? '';
    }
    expect(exitCode).toBe(1); // 1 = lint errors found (2 would be a crash)
    const results = JSON.parse(stdout) as EslintResult[];
    const rulesOf = (file: string): (string | null)[] =>
      results.find((r) => relative(ROOT, r.filePath) === file)?.messages.map((m) => m.ruleId) ?? [
        '<not linted>',
      ];
    for (const c of CASES) {
      expect({ file: c.file, rules: rulesOf(c.file) }).toEqual({
        file: c.file,
        rules: c.rule ? [c.rule] : [],
      });
    }
  }, 300_000);
});
