import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config.ts';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'bookloom-config-'));
const production = {
  APP_ENV: 'production',
  DATABASE_URL: 'postgres://u:p@db.internal:5432/bookloom',
  JWT_SECRET: 'a'.repeat(40),
  PUBLIC_URL: 'https://bookloom.app',
};

describe('loadConfig', () => {
  it('defaults to a local run on port 4321 with a generated, persisted JWT secret', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.APP_ENV).toBe('local');
    expect(config.PORT).toBe(4321);
    expect(config.PUBLIC_URL).toBe('http://localhost:4321');
    expect(config.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    const saved = JSON.parse(readFileSync(path.join(dir, 'local-settings.json'), 'utf8'));
    expect(saved.jwtSecret).toBe(config.JWT_SECRET);
    expect(loadConfig({ DATA_DIR: dir }).JWT_SECRET).toBe(config.JWT_SECRET);
    expect(loadConfig({ DATA_DIR: tmp() }).JWT_SECRET).not.toBe(config.JWT_SECRET);
    expect(config.defaultsInUse.join('\n')).toMatch(/embedded Postgres/);
    expect(config.defaultsInUse.join('\n')).toMatch(/offline AI writer/);
  });

  it('PORT overrides the port', () => {
    expect(loadConfig({ DATA_DIR: tmp(), PORT: '8080' }).PORT).toBe(8080);
  });

  it.each([
    ['PORT', 'eighty', /^Invalid setting PORT: /],
    ['PORT', '70000', /^Invalid setting PORT: /],
    ['APP_ENV', 'staging', /^Invalid setting APP_ENV: /],
    ['DATABASE_URL', 'mysql://x/y', /^Invalid setting DATABASE_URL: /],
    ['SMTP_URL', 'not a url', /^Invalid setting SMTP_URL: /],
    ['JWT_SECRET', 'short', /^Invalid setting JWT_SECRET: /],
  ])('refuses a malformed %s with one line naming it', (name, value, message) => {
    expect(() => loadConfig({ DATA_DIR: tmp(), [name]: value })).toThrow(message);
  });

  it('starts in production when every required setting is given', () => {
    const config = loadConfig({ ...production, DATA_DIR: tmp() });
    expect(config.isProduction).toBe(true);
    expect(config.JWT_SECRET).toBe(production.JWT_SECRET);
    expect(config.defaultsInUse.join()).not.toMatch(/JWT|embedded/);
  });

  it.each(['DATABASE_URL', 'JWT_SECRET', 'PUBLIC_URL'])('in production a missing %s stops the start', (name) => {
    const env: Record<string, string> = { ...production, DATA_DIR: tmp() };
    delete env[name];
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Missing setting ${name}: expected .+ \\(required when APP_ENV=production\\)$`));
  });
});
