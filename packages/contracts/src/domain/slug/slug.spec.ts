import { slugify } from './slug';

describe('slugify', () => {
  it('suggests slugs from names', () => {
    expect(slugify('Doces da Ána!')).toBe('doces-da-ana');
  });
});
