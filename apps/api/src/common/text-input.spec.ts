import { Messages } from '@catalogo/contracts/core';
import { hasForbiddenCharacters, jsonDepth, normaliseText } from './text-input';

describe('hasForbiddenCharacters', () => {
  it.each([
    ['abc\u0000def', true],
    ['\u0007', true],
    ['\u001f', true],
    ['\ud800', true],
    ['x\udc00', true],
    ['\udbff', true],
    ['tab\tand\r\nline breaks', false],
    ['emoji 😀 (a proper pair)', false],
    ['Café e\u0301 ☕', false],
    ['\u007f\u0085', false], // DEL and C1 are not C0
  ])('%j → %s', (text, expected) => {
    expect(hasForbiddenCharacters(text)).toBe(expected);
  });
});

describe('normaliseText', () => {
  it('normalises every string to NFC, at any depth, without touching other values', () => {
    const body = [{ name: 'Cafe\u0301', price: 1, tags: ['a\u0301'], nested: { x: 'n\u0303' } }];
    const { value, messages } = normaliseText(body);
    expect(messages).toEqual([]);
    expect(value).toEqual([{ name: 'Café', price: 1, tags: ['á'], nested: { x: 'ñ' } }]);
  });

  it('names each offending field once, items of a top-level array as "Item N"', () => {
    const { messages } = normaliseText([{ name: 'ok' }, { name: 'a\u0000', category: '\ud800' }]);
    expect(messages.sort()).toEqual(
      [
        `Item 2: ${Messages.invalidCharacters('name')}`,
        `Item 2: ${Messages.invalidCharacters('category')}`,
      ].sort(),
    );
  });

  it('names a path or query parameter by its own name', () => {
    expect(normaliseText('a\u0000', 'slug').messages).toEqual([Messages.invalidCharacters('slug')]);
    expect(normaliseText('e\u0301', 'slug')).toEqual({ value: 'é', messages: [] });
  });

  it('refuses __proto__, constructor and prototype keys at any depth', () => {
    const body = JSON.parse('{"a":{"constructor":1},"__proto__":{"x":1},"b":[{"prototype":2}]}');
    expect(normaliseText(body).messages.sort()).toEqual(
      [
        Messages.unknownField('a.constructor'),
        Messages.unknownField('__proto__'),
        Messages.unknownField('b.1.prototype'),
      ].sort(),
    );
  });

  it('handles 20,000 levels of nesting without exhausting the stack', () => {
    const deep = JSON.parse('['.repeat(20_000) + '"x\\u0000"' + ']'.repeat(20_000));
    expect(normaliseText(deep).messages).toHaveLength(1);
  });
});

describe('jsonDepth', () => {
  it('counts nesting levels and stops early past the limit', () => {
    expect(jsonDepth('x')).toBe(0);
    expect(jsonDepth({ a: [1, { b: 2 }] })).toBe(3);
    expect(jsonDepth(JSON.parse('['.repeat(50_000) + ']'.repeat(50_000)), 32)).toBe(33);
  });
});
