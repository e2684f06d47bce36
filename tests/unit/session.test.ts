import { describe, it, expect } from 'vitest';
import {
  CLIENT_LOCK_DEAD_MS,
  HEARTBEAT_MS,
  LOGIN_COOKIE,
  REFRESH_ATTEMPTS,
  REFRESH_DELAY_MS,
  TOKEN_EXPIRY_MARGIN_S,
  claimsFromToken,
  decodeJwtPayload,
  isExpiring,
  loginTokenPayload,
  parseClaims,
} from '../../core/session.ts';

const USER_ID = '70a1b2c3-d4e5-4f60-8a7b-9c0d1e2f3a4b';
const NOW_S = 1_750_000_000;

const valid = {
  sub: USER_ID,
  iss: 'bookloom',
  iat: NOW_S,
  nbf: NOW_S,
  exp: NOW_S + 3600,
  custom: { fhash: 'f1a2', roles: ['admin', 'contentMod'] },
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  picture: null,
};

const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const jwt = (payload: unknown) => `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(payload))}.c2ln`;

describe('constants (spec §4, §9)', () => {
  it.each([
    ['TOKEN_EXPIRY_MARGIN_S', TOKEN_EXPIRY_MARGIN_S, 60],
    ['REFRESH_ATTEMPTS', REFRESH_ATTEMPTS, 5],
    ['REFRESH_DELAY_MS', REFRESH_DELAY_MS, 2000],
    ['HEARTBEAT_MS', HEARTBEAT_MS, 60000],
    ['CLIENT_LOCK_DEAD_MS', CLIENT_LOCK_DEAD_MS, 3100],
    ['LOGIN_COOKIE', LOGIN_COOKIE, 'loginJWT'],
  ])('%s is %j', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('parseClaims', () => {
  it('accepts the spec claim shape', () => {
    expect(parseClaims(valid)).toEqual(valid);
  });

  it.each([
    ['without optional claims', { email: undefined, name: undefined, picture: undefined }],
    ['with null optional claims', { email: null, name: null, picture: null }],
    ['with no roles', { custom: { fhash: '', roles: [] } }],
    ['with fractional times', { exp: NOW_S + 0.5 }],
  ])('accepts claims %s', (_label, change) => {
    const claims = parseClaims({ ...valid, ...change });
    expect(claims).toBeDefined();
    expect(claims?.sub).toBe(USER_ID);
  });

  it('lowercases sub and drops unknown claims', () => {
    const claims = parseClaims({ ...valid, sub: USER_ID.toUpperCase(), extra: 'x', custom: { ...valid.custom, more: 1 } });
    expect(claims?.sub).toBe(USER_ID);
    expect(claims).not.toHaveProperty('extra');
    expect(claims?.custom).toEqual(valid.custom);
  });

  it('copies roles, so later edits to the payload cannot change the claims', () => {
    const payload = structuredClone(valid);
    const claims = parseClaims(payload);
    payload.custom.roles.push('injected');
    expect(claims?.custom.roles).toEqual(['admin', 'contentMod']);
  });

  const without = (key: keyof typeof valid) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key));

  it.each([
    ['missing custom', without('custom')],
    ['missing sub', without('sub')],
    ['missing iss', without('iss')],
    ['missing iat', without('iat')],
    ['missing nbf', without('nbf')],
    ['missing exp', without('exp')],
    ['wrong sub prefix', { ...valid, sub: '8aa1b2c3-d4e5-4f60-8a7b-9c0d1e2f3a4b' }],
    ['sub not a uuid', { ...valid, sub: 'ada' }],
    ['numeric sub', { ...valid, sub: 70 }],
    ['string exp', { ...valid, exp: String(NOW_S + 3600) }],
    ['string iat', { ...valid, iat: String(NOW_S) }],
    ['NaN nbf', { ...valid, nbf: Number.NaN }],
    ['infinite exp', { ...valid, exp: Number.POSITIVE_INFINITY }],
    ['numeric iss', { ...valid, iss: 1 }],
    ['custom is an array', { ...valid, custom: [] }],
    ['custom is null', { ...valid, custom: null }],
    ['missing fhash', { ...valid, custom: { roles: [] } }],
    ['numeric fhash', { ...valid, custom: { fhash: 1, roles: [] } }],
    ['missing roles', { ...valid, custom: { fhash: 'x' } }],
    ['roles is a string', { ...valid, custom: { fhash: 'x', roles: 'admin' } }],
    ['a non-string role', { ...valid, custom: { fhash: 'x', roles: ['admin', 1] } }],
    ['numeric email', { ...valid, email: 1 }],
    ['object name', { ...valid, name: {} }],
    ['boolean picture', { ...valid, picture: false }],
    ['an array payload', [valid]],
    ['a string payload', JSON.stringify(valid)],
    ['null', null],
    ['undefined', undefined],
  ])('rejects %s', (_label, payload) => {
    expect(parseClaims(payload)).toBeUndefined();
  });
});

describe('decodeJwtPayload', () => {
  it('decodes the middle part, including non-ASCII UTF-8 text', () => {
    const payload = { ...valid, name: 'José 李 ✓' };
    expect(decodeJwtPayload(jwt(payload))).toEqual(payload);
  });

  it('decodes payloads whose base64url length needs padding', () => {
    for (const name of ['a', 'ab', 'abc', 'abcd']) {
      expect(decodeJwtPayload(jwt({ name }))).toEqual({ name });
    }
  });

  it.each([
    ['empty', ''],
    ['one part', b64url('{}')],
    ['two parts', `x.${b64url('{}')}`],
    ['four parts', `x.${b64url('{}')}.y.z`],
    ['empty payload', 'x..y'],
    ['payload not base64url', 'x.e30=.y'],
    ['payload with +', 'x.e+0.y'],
    ['impossible base64 length', 'x.abcde.y'],
    ['payload not JSON', `x.${b64url('not json')}.y`],
    ['payload not UTF-8', `x.${Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff]), Buffer.from('"}')]).toString('base64url')}.y`],
    ['number', 42],
    ['null', null],
  ])('is undefined for %s', (_label, token) => {
    expect(decodeJwtPayload(token)).toBeUndefined();
  });
});

describe('claimsFromToken', () => {
  it('accepts a well-formed token', () => {
    expect(claimsFromToken(jwt(valid))?.sub).toBe(USER_ID);
  });

  it.each([
    ['unparsable token', 'garbage'],
    ['token with a bad claim shape', jwt({ ...valid, custom: undefined })],
    ['missing token', undefined],
  ])('is undefined for a %s', (_label, token) => {
    expect(claimsFromToken(token)).toBeUndefined();
  });
});

describe('loginTokenPayload', () => {
  it('exposes the user id and the expiry in milliseconds', () => {
    const claims = parseClaims(valid)!;
    expect(loginTokenPayload(claims)).toEqual({ id: USER_ID, expires: (NOW_S + 3600) * 1000 });
  });
});

describe('isExpiring: within 60 s of exp', () => {
  const nowMs = NOW_S * 1000;
  it.each([
    [3600, false],
    [61, false],
    [60.001, false],
    [60, true],
    [59, true],
    [1, true],
    [0, true],
    [-10, true],
  ])('with %s s left: %s', (secondsLeft, expected) => {
    expect(isExpiring({ exp: NOW_S + secondsLeft }, nowMs)).toBe(expected);
  });
});
