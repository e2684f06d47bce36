import { describe, it, expect } from 'vitest';
import {
  FLAGS,
  FLAG_OVERRIDES_STORAGE_KEY,
  flagBucket,
  fnv1a32,
  isFlagOn,
  parseFlagOverrides,
  type FeatureFlag,
} from '../../core/flags.ts';
import { deterministicId } from '../../core/ids.ts';

const users = Array.from({ length: 1000 }, (_, i) => deterministicId('User', 'flags', i));
const flags = (percent: number): FeatureFlag[] => [
  { flag: 'alpha', name: 'Alpha', percent },
  { flag: 'beta', name: 'Beta', percent },
];

describe('flag table', () => {
  it('has the two spec flags, both at 0 %', () => {
    expect(FLAGS).toEqual([
      { flag: 'gamebooks2', name: 'Gamebooks v2', percent: 0 },
      { flag: 'worldstory', name: 'World Story', percent: 0 },
    ]);
    expect(FLAG_OVERRIDES_STORAGE_KEY).toBe('bookloom.featureFlags');
  });

  it.each(['gamebooks2', 'worldstory'])('%s is off for every user and for guests', (flag) => {
    expect(users.filter((user) => isFlagOn(flag, user))).toEqual([]);
    expect(isFlagOn(flag, null)).toBe(false);
  });
});

describe('fnv1a32', () => {
  // Published FNV-1a 32-bit test vectors.
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('fnv1a32(%j) is %i', (text, expected) => {
    expect(fnv1a32(text)).toBe(expected);
  });

  it('hashes UTF-8 bytes, not UTF-16 code units', () => {
    // "é" is C3 A9 in UTF-8: two rounds.
    let hash = 0x811c9dc5;
    for (const byte of [0xc3, 0xa9]) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
    expect(fnv1a32('é')).toBe(hash);
  });
});

describe('flagBucket', () => {
  it('is in 0..99, stable, and spreads over all buckets', () => {
    const buckets = users.map((user) => flagBucket('alpha', user));
    expect(Math.min(...buckets)).toBe(0);
    expect(Math.max(...buckets)).toBe(99);
    expect(new Set(buckets).size).toBe(100);
    expect(users.map((user) => flagBucket('alpha', user))).toEqual(buckets);
  });

  it('hashes flag and user together', () => {
    expect(flagBucket('alpha', users[0]!)).toBe(fnv1a32(`alpha:${users[0]}`) % 100);
  });
});

describe('isFlagOn', () => {
  it.each([0, 1, 50, 99, 100])('a signed-in user is in at %i %% exactly when their bucket is below it', (percent) => {
    for (const user of users.slice(0, 200)) {
      expect(isFlagOn('alpha', user, undefined, flags(percent))).toBe(flagBucket('alpha', user) < percent);
    }
  });

  it('is on for everyone at 100 % and off for everyone at 0 %', () => {
    expect(users.every((user) => isFlagOn('alpha', user, undefined, flags(100)))).toBe(true);
    expect(users.some((user) => isFlagOn('alpha', user, undefined, flags(0)))).toBe(false);
  });

  it('turns on for roughly half of 1000 users at 50 %, the same half every time', () => {
    const on = users.filter((user) => isFlagOn('alpha', user, undefined, flags(50)));
    expect(on.length).toBeGreaterThan(430);
    expect(on.length).toBeLessThan(570);
    expect(users.filter((user) => isFlagOn('alpha', user, undefined, flags(50)))).toEqual(on);
  });

  it('picks a different half for a different flag', () => {
    const alpha = users.filter((user) => isFlagOn('alpha', user, undefined, flags(50)));
    const beta = users.filter((user) => isFlagOn('beta', user, undefined, flags(50)));
    const both = alpha.filter((user) => beta.includes(user));
    expect(both.length).toBeGreaterThan(170);
    expect(both.length).toBeLessThan(330);
  });

  it.each([
    [0, false],
    [50, false],
    [99, false],
    [100, true],
    [150, true],
  ])('an anonymous visitor sees a %i %% flag: %s', (percent, expected) => {
    expect(isFlagOn('alpha', null, undefined, flags(percent))).toBe(expected);
    expect(isFlagOn('alpha', undefined, undefined, flags(percent))).toBe(expected);
    expect(isFlagOn('alpha', '', undefined, flags(percent))).toBe(expected);
  });

  it('is off for flags that do not exist', () => {
    expect(isFlagOn('nope', users[0], undefined, flags(100))).toBe(false);
    expect(isFlagOn('toString', users[0], undefined, flags(100))).toBe(false);
  });

  it.each([
    ['override on beats 0 %', 0, users[0], { alpha: true }, true],
    ['override on for a guest', 0, null, { alpha: true }, true],
    ['override off beats 100 %', 100, users[0], { alpha: false }, false],
    ['override of another flag is ignored', 100, users[0], { beta: false }, true],
    ['non-boolean override is ignored', 100, users[0], { alpha: 'no' as unknown as boolean }, true],
    ['inherited key is not an override', 0, users[0], Object.create({ alpha: true }) as Record<string, boolean>, false],
    ['null overrides', 100, users[0], null, true],
  ])('%s', (_label, percent, user, overrides, expected) => {
    expect(isFlagOn('alpha', user, overrides, flags(percent))).toBe(expected);
  });

  it('lets an override switch on a flag of the real table', () => {
    expect(isFlagOn('worldstory', users[0], { worldstory: true })).toBe(true);
    expect(isFlagOn('worldstory', users[0], { gamebooks2: true })).toBe(false);
  });
});

describe('parseFlagOverrides', () => {
  it.each([
    ['{"gamebooks2":true,"worldstory":false}', { gamebooks2: true, worldstory: false }],
    ['{"gamebooks2":"yes","worldstory":1,"x":null,"y":true}', { y: true }],
    ['{}', {}],
    ['[true]', {}],
    ['true', {}],
    ['null', {}],
    ['not json', {}],
    ['', {}],
    [null, {}],
    [undefined, {}],
  ])('parseFlagOverrides(%j) is %j', (json, expected) => {
    expect(parseFlagOverrides(json)).toEqual(expected);
  });

  it('keeps a "__proto__" key as data, never as the prototype', () => {
    const overrides = parseFlagOverrides('{"__proto__":true}');
    expect(Object.getPrototypeOf(overrides)).toBe(Object.prototype);
    expect(Object.hasOwn(overrides, '__proto__')).toBe(true);
  });
});
