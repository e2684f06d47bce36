import { describe, it, expect } from 'vitest';
import { REQUIRED_MESSAGE, VALIDATION_MESSAGES, fieldLabel } from '../../core/validation.ts';

describe('generic form messages (spec §5)', () => {
  it('shows Required under empty required fields', () => {
    expect(REQUIRED_MESSAGE).toBe('Required');
  });

  it('has exactly the seven default messages', () => {
    expect(VALIDATION_MESSAGES).toEqual({
      required: 'is required',
      format: 'is not formatted correctly',
      tooShort: 'is too short',
      tooLong: 'is too long',
      tooLow: 'is too low',
      tooHigh: 'is too high',
      invalid: 'is not valid',
    });
  });
});

describe('fieldLabel', () => {
  it.each([
    ['Email', true, 'Email: '],
    ['Email', false, 'Email (optional): '],
    ['Dedication', false, 'Dedication (optional): '],
    ['', true, ': '],
  ])('fieldLabel(%j, %s) is %j', (label, required, expected) => {
    expect(fieldLabel(label, required)).toBe(expected);
  });
});
