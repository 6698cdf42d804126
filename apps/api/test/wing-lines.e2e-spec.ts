import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { API_SRC, wingFiles, wingLines } from '../scripts/wing-lines';

/** Writes `files` (path relative to the folder → text) into a fresh temporary source folder. */
function sourceFolder(files: Record<string, string>): string {
  const src = fs.mkdtempSync(path.join(os.tmpdir(), 'wing-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
    fs.writeFileSync(path.join(src, file), text);
  }
  return src;
}

describe('the public catalogue wing of pnpm bench (scripts/wing-lines.ts)', () => {
  it('counts the module and the common files only the module imports, without tests', () => {
    const src = sourceFolder({
      'modules/public-catalog/a.service.ts':
        "import { only } from '../../common/only';\nimport type { T } from '../../common/shared.js';\n",
      'modules/public-catalog/nested/b.ts': "import { only } from '../../../common/only';\n\n\n",
      'modules/public-catalog/a.service.spec.ts': "import { lone } from '../../common/lone';\n",
      'common/only.ts': 'export const only = 1;\n',
      'common/shared.ts': 'export type T = number;\n',
      'common/lone.ts': 'export const lone = 1;\n',
      'common/tools/index.ts': 'export const tool = 1;\n',
      'modules/orders/orders.service.ts':
        "import type { T } from '../../common/shared';\nexport const x = 1;\n",
      'app.module.ts': "import { x } from './modules/orders/orders.service';\n",
    });
    try {
      expect(wingFiles(src)).toEqual([
        { file: 'modules/public-catalog/a.service.ts', lines: 2 },
        { file: 'modules/public-catalog/nested/b.ts', lines: 3 },
        { file: 'common/only.ts', lines: 1 },
      ]);
      expect(wingLines(src)).toBe(6);
    } finally {
      fs.rmSync(src, { recursive: true, force: true });
    }
  });

  it('holds every non-test TypeScript file of the API’s public-catalog module', () => {
    const dir = path.join(API_SRC, 'modules/public-catalog');
    const moduleFiles = fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))
      .map((f) => `modules/public-catalog/${f}`);
    const files = wingFiles().map((f) => f.file);
    expect(moduleFiles.length).toBeGreaterThan(0);
    expect(files).toEqual(expect.arrayContaining(moduleFiles));
    expect(
      files.every((f) => f.startsWith('modules/public-catalog/') || f.startsWith('common/')),
    ).toBe(true);
  });
});
