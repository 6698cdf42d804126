import { formatPhone } from './phone';
import { Limits } from '../../limits';

describe('formatPhone', () => {
  it('masks while typing as (99) 99999-9999, 15 characters at most', () => {
    expect(formatPhone('1')).toBe('(1');
    expect(formatPhone('119')).toBe('(11) 9');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('2133334444')).toBe('(21) 3333-4444');
    expect(formatPhone('11987654321999').length).toBeLessThanOrEqual(Limits.whatsappInputMaxLength);
  });
});
