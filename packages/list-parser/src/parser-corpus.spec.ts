/**
 * The project's own parser corpus: lists written for this project by
 * scripts/corpus/generate.ts and committed under corpus/. The shared fixtures
 * (fixtures/catalog-paste) stay a separate check at F1 1.000.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { evaluateFixtures, loadFixtures } from '../eval/parser-eval';
import { buildCorpus, FORMATS } from '../scripts/corpus/generate';

const CORPUS = path.resolve(__dirname, '../corpus');
const SHARED = path.resolve(__dirname, '../fixtures/catalog-paste');

/** Kinds of seller the corpus covers (pet shop and banho e tosa count as one, like moda and moda infantil). */
const SEGMENTS = [
  'lanchonete',
  'pizzaria',
  'acai',
  'doceria',
  'padaria',
  'hortifruti',
  'acougue',
  'mercadinho',
  'adega',
  'petshop',
  'moda',
  'cosmeticos',
  'grafica',
  'celular',
  'salao',
  'festas',
  'naturais',
];

describe('project parser corpus', () => {
  const cases = loadFixtures(CORPUS);
  const report = evaluateFixtures(CORPUS);

  it('holds at least 120 lists of at least 15 kinds of seller in every corpus format', () => {
    expect(cases.length).toBeGreaterThanOrEqual(120);
    const segments = new Set(cases.map((c) => c.segment));
    expect(segments.size).toBeGreaterThanOrEqual(15);
    expect([...segments].sort()).toEqual([...SEGMENTS].sort());
    const formats = new Set(cases.flatMap((c) => c.formats ?? []));
    for (const format of FORMATS) expect(formats).toContain(format);
    for (const c of cases) {
      expect(c.expected.length).toBeGreaterThan(0);
      for (const e of c.expected) {
        expect(e.price).toBeGreaterThan(0);
        expect(e.name.trim()).not.toBe('');
        expect(e.category.trim()).not.toBe('');
      }
    }
  });

  it('is what the generator writes (the committed files are not edited by hand)', () => {
    const built = buildCorpus();
    expect(built.map((c) => `${c.id}.json`)).toEqual(
      fs
        .readdirSync(CORPUS)
        .filter((f) => f.endsWith('.json'))
        .sort(),
    );
    for (const c of built)
      expect(JSON.parse(fs.readFileSync(path.join(CORPUS, `${c.id}.json`), 'utf8'))).toEqual(c);
  });

  it('reaches items F1 ≥ 0.97, heading-category ≥ 0.95 and inferred-category ≥ 0.85', () => {
    expect(report.f1).toBeGreaterThanOrEqual(0.97);
    expect(report.categoryAccuracy.heading).toBeGreaterThanOrEqual(0.95);
    expect(report.categoryAccuracy.inferred).toBeGreaterThanOrEqual(0.85);
  });

  it('reaches F1 ≥ 0.90 in every format and every kind of seller', () => {
    const weak = [...Object.entries(report.byFormat), ...Object.entries(report.bySegment)]
      .filter(([, g]) => g.f1 < 0.9)
      .map(([k, g]) => `${k}: ${g.f1.toFixed(3)}`);
    expect(weak).toEqual([]);
  });
});

describe('shared fixtures (a separate check)', () => {
  it('stay at items F1 1.000 and category accuracy 1.000', () => {
    const report = evaluateFixtures(SHARED);
    expect(report.cases).toHaveLength(24);
    expect(report.f1).toBe(1);
    expect(report.categoryAccuracy).toEqual({ heading: 1, inferred: 1 });
  });
});
