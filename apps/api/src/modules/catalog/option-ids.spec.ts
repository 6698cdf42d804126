import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { groupIdOf, groupSeqOf, optionIdOf, optionSeqOf } from './option-groups.queries';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('option ids made from the group id', () => {
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

describe('group ids made from the item id', () => {
  it('are UUIDs of the item version and variant, give their number back, and differ per number', () => {
    const item = randomUUID();
    const ids = new Set<string>();
    for (const seq of [1, 2, 10, 0xfff]) {
      const id = groupIdOf(item, seq);
      if (id === null) continue; // the one number that spells the item's own id
      expect(id).toMatch(UUID_V4);
      expect(id.slice(0, 20)).toBe(item.slice(0, 20));
      expect(id.slice(23)).toBe(item.slice(23));
      expect(groupSeqOf(item, id)).toBe(seq);
      ids.add(id.slice(0, 24)); // each group's options get a prefix of their own
    }
    expect(ids.size).toBeGreaterThanOrEqual(3);
  });

  it('never spell the item id itself, and stop past 4095 (the writer then draws a random id)', () => {
    const item = '3f2a9c1e-7b4d-4e21-8001-5a6b7c8d9e0f';
    expect(groupIdOf(item, 1)).toBeNull();
    expect(groupIdOf(item, 2)).toBe('3f2a9c1e-7b4d-4e21-8002-5a6b7c8d9e0f');
    expect(groupIdOf(item, 0)).toBeNull();
    expect(groupIdOf(item, 0x1000)).toBeNull();
  });

  it('a random (older) group id or a group of another item has no number in this item', () => {
    const item = randomUUID();
    expect(groupSeqOf(item, randomUUID())).toBeNull();
    expect(groupSeqOf(item, groupIdOf(randomUUID(), 1) ?? '')).toBeNull();
  });

  it('with their options, compress a 50 × 3 × 10 catalogue to under 4/5 of random group ids', () => {
    const catalogue = (group: (item: string, n: number) => string) =>
      JSON.stringify(
        Array.from({ length: 50 }, () => {
          const item = randomUUID();
          return {
            id: item,
            optionGroups: Array.from({ length: 3 }, (_, g) => {
              const id = group(item, g + 1);
              return {
                id,
                options: Array.from({ length: 10 }, (_, n) => ({ id: optionIdOf(id, n + 1) })),
              };
            }),
          };
        }),
      );
    const random = gzipSync(catalogue(() => randomUUID())).length;
    const derived = gzipSync(catalogue((item, n) => groupIdOf(item, n) ?? randomUUID())).length;
    expect(derived).toBeLessThan(random * 0.8);
  });
});
