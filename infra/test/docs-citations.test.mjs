// Keeps code comments and the docs trustworthy (no Docker, no build, no network):
//  - source under apps/ and packages/ cites the docs, never the team's old CONTRACT.md /
//    PRODUCT_SPEC.md nor issue numbers (state the invariant instead);
//  - every `docs/….md` path cited there exists, and every `API.md §N` / `PRODUCT.md §N` names a
//    section of that page (and, with a quoted name, a text found in that section);
//  - every decision record in docs/adr/ has a Status (Accepted, or Superseded by NNNN) and is
//    listed in docs/DECISIONS.md.
// Run alone: node --test infra/test/docs-citations.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-server', '.turbo', 'coverage']);
const SOURCE = /\.(?:ts|tsx|js|mjs|cjs)$/;
/** Old documents and issue numbers; a number on the next comment line counts too. */
const FORBIDDEN =
  /CONTRACT\.md|PRODUCT_SPEC\.md|\bissue(?:[ \t]+|[ \t]*\r?\n[ \t]*(?:(?:\*|\/\/)[ \t]*)?)[0-9]+/gi;
const DOC_PATH = /\bdocs\/[\w./-]*?\.md\b/g;
const SECTION = /\b(API|PRODUCT)\.md §(\d+)(?:[ \t,:;]*"([^"\n]+)")?/g;

/** Files under `dir` (relative to the root) whose name matches `pattern`, build output skipped. */
function filesUnder(dir, pattern) {
  const out = [];
  const walk = (rel) => {
    for (const entry of fs.readdirSync(path.join(ROOT, rel), { withFileTypes: true })) {
      const child = path.posix.join(rel, entry.name);
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) walk(child);
      } else if (pattern.test(entry.name)) out.push(child);
    }
  };
  walk(dir);
  return out;
}

const sources = ['apps', 'packages'].flatMap((dir) => filesUnder(dir, SOURCE));
const read = (rel) => fs.readFileSync(path.join(ROOT, rel), 'utf8');
const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** `## N. Title` sections of a docs page: number → the section's text, lower-cased. */
function sections(page) {
  const text = read(`docs/${page}.md`);
  const found = new Map();
  const heads = [...text.matchAll(/^## (\d+)\. .*$/gm)];
  heads.forEach((h, i) =>
    found.set(h[1], text.slice(h.index, heads[i + 1]?.index ?? text.length).toLowerCase()),
  );
  return found;
}

test('source cites the docs, not CONTRACT.md, PRODUCT_SPEC.md or issue numbers', () => {
  const offenders = [];
  for (const file of sources) {
    const text = read(file);
    for (const m of text.matchAll(FORBIDDEN))
      offenders.push(`${file}:${lineOf(text, m.index)}: ${m[0].replace(/\s+/g, ' ')}`);
  }
  assert.deepEqual(offenders, [], `cite docs/… or state the invariant:\n${offenders.join('\n')}`);
});

test('every docs/….md path cited in source exists', () => {
  const missing = [];
  for (const file of sources) {
    const text = read(file);
    for (const m of text.matchAll(DOC_PATH))
      if (!fs.existsSync(path.join(ROOT, m[0])))
        missing.push(`${file}:${lineOf(text, m.index)}: ${m[0]}`);
  }
  assert.deepEqual(missing, [], `cited docs that do not exist:\n${missing.join('\n')}`);
});

test('every API.md / PRODUCT.md § cited in source names an existing section', () => {
  const pages = { API: sections('API'), PRODUCT: sections('PRODUCT') };
  const wrong = [];
  for (const file of sources) {
    const text = read(file);
    for (const m of text.matchAll(SECTION)) {
      const [cited, page, number, quoted] = m;
      const section = pages[page].get(number);
      if (section === undefined || (quoted && !section.includes(quoted.toLowerCase())))
        wrong.push(`${file}:${lineOf(text, m.index)}: ${cited}`);
    }
  }
  assert.deepEqual(wrong, [], `no such section (or quoted text) in docs:\n${wrong.join('\n')}`);
});

test('every decision record has a Status and is listed in docs/DECISIONS.md', () => {
  const index = read('docs/DECISIONS.md');
  const records = fs.readdirSync(path.join(ROOT, 'docs/adr')).filter((f) => f.endsWith('.md'));
  assert.ok(records.length > 0, 'docs/adr holds no record');
  const wrong = [];
  for (const name of records) {
    const text = read(`docs/adr/${name}`);
    if (!/^\d{4}-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/.test(name))
      wrong.push(`${name}: not NNNN-kebab-title.md`);
    const status = /^## Status[ \t]*\n+(.+)$/m.exec(text)?.[1] ?? '';
    const superseded = /^Superseded by \[?(\d{4})\]?/.exec(status);
    if (!/^Accepted\b/.test(status) && !superseded)
      wrong.push(`${name}: Status must be "Accepted" or "Superseded by NNNN" (is "${status}")`);
    if (superseded && !records.some((r) => r.startsWith(`${superseded[1]}-`)))
      wrong.push(`${name}: superseded by ${superseded[1]}, which does not exist`);
    if (!index.includes(`adr/${name}`)) wrong.push(`${name}: missing from docs/DECISIONS.md`);
  }
  assert.deepEqual(wrong, [], wrong.join('\n'));
});
