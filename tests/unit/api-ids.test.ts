import { describe, it, expect } from 'vitest';
import { newId } from '../../api/lib/ids.ts';
import { ID_TYPES, IdError, idType, isUuid, parseId, type IdType } from '../../core/ids.ts';

describe('newId (server only)', () => {
  it.each(Object.keys(ID_TYPES) as IdType[])('makes a valid %s id', (type) => {
    const id = newId(type);
    expect(isUuid(id)).toBe(true);
    expect(id).toBe(id.toLowerCase());
    expect(idType(id)).toBe(type);
    expect(parseId(type, id)).toBe(id);
  });

  it('keeps the random UUID v4 version and variant digits', () => {
    expect(newId('User')).toMatch(/^70[0-9a-f]{6}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('does not repeat itself', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => newId('Task')));
    expect(ids.size).toBe(2000);
  });

  it('randomises the digits right after the prefix too', () => {
    const thirdDigits = new Set(Array.from({ length: 500 }, () => newId('User')[2]));
    expect(thirdDigits.size).toBeGreaterThan(8);
  });

  it('rejects unknown types', () => {
    expect(() => newId('Nope' as IdType)).toThrow(IdError);
  });
});
