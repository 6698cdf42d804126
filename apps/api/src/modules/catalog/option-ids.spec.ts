import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { optionIdOf, optionSeqOf } from './option-groups.queries';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('option ids made from the group id (issue 21)', () => {
  it('are UUIDs of the group version and variant, and give their number back', () => {
    const group = randomUUID();
    for (const seq of [1, 2, 30, 0xffff_ffff_ffff]) {
      const id = optionIdOf(group, seq);
      expect(id).toMatch(UUID_V4);
      expect(id.startsWith(group.slice(0, 24))).toBe(true);
      expect(optionSeqOf(group, id)).toBe(seq);
    }
  });

  it('a random (older) option id or another group id has no number in this group', () => {
    const group = randomUUID();
    expect(optionSeqOf(group, randomUUID())).toBeNull();
    expect(optionSeqOf(group, optionIdOf(randomUUID(), 1))).toBeNull();
  });

  it('compress to a fraction of random ids in a catalogue of 50 items × 3 groups × 10 options', () => {
    const ids = (make: (group: string, n: number) => string) =>
      JSON.stringify(
        Array.from({ length: 150 }, () => {
          const group = randomUUID();
          return { id: group, options: Array.from({ length: 10 }, (_, n) => make(group, n + 1)) };
        }),
      );
    const random = gzipSync(ids(() => randomUUID())).length;
    const derived = gzipSync(ids(optionIdOf)).length;
    expect(derived * 3).toBeLessThan(random);
  });
});
