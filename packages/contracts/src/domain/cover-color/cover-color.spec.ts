import { isHexColor } from './cover-color';

describe('cover colour rule', () => {
  it('takes #rrggbb in either case and nothing else', () => {
    expect(isHexColor('#1a7f5a')).toBe(true);
    expect(isHexColor('#1A7F5A')).toBe(true);
    for (const bad of ['1a7f5a', '#fff', '#1a7f5g', '#1a7f5a0', 'red', 'rgb(0,0,0)', 123, null])
      expect(isHexColor(bad)).toBe(false);
  });
});
