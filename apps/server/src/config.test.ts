import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

/** A valid environment needs a payment provider in production; these tests are about the rest. */
const TRIAL = { PAYMENTS_PROVIDER: 'sandbox' };

/** The error loadConfig throws for this environment (fails the test when it does not throw). */
function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env, '/srv/gazeta');
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('uses the defaults for an empty environment', () => {
    const config = loadConfig({ ...TRIAL }, '/srv/gazeta');
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.NODE_ENV).toBe('production');
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.DEMO_CONTENT).toBe('auto');
    expect(config.PAGE_CACHE_TTL_SECONDS).toBe(60);
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.TILE_URL).toContain('{z}');
  });

  it('resolves DATA_DIR to an absolute path against the working directory', () => {
    expect(loadConfig({ ...TRIAL }, '/srv/gazeta').dataDir).toBe('/srv/gazeta/data');
    expect(loadConfig({ ...TRIAL, DATA_DIR: 'var/files' }, '/srv/gazeta').dataDir).toBe('/srv/gazeta/var/files');
    expect(loadConfig({ ...TRIAL, DATA_DIR: '/mnt/data' }, '/srv/gazeta').dataDir).toBe('/mnt/data');
    const fromCwd = loadConfig({ ...TRIAL }).dataDir;
    expect(path.isAbsolute(fromCwd)).toBe(true);
    expect(fromCwd).toBe(path.resolve(process.cwd(), 'data'));
  });

  it('reads valid values', () => {
    const config = loadConfig(
      {
        ...TRIAL,
        PORT: '8080',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: 'postgresql://user:pw@db:5432/gazeta',
        PUBLIC_URL: 'https://gazeta.example/',
        TRUST_PROXY: 'true',
        PAGE_CACHE_TTL_SECONDS: '0',
      },
      '/srv/gazeta',
    );
    expect(config.PORT).toBe(8080);
    expect(config.NODE_ENV).toBe('test');
    expect(config.LOG_LEVEL).toBe('warn');
    expect(config.DATABASE_URL).toBe('postgresql://user:pw@db:5432/gazeta');
    // The trailing slash is dropped so paths can be appended.
    expect(config.publicUrl).toBe('https://gazeta.example');
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.PAGE_CACHE_TTL_SECONDS).toBe(0);
  });

  it('treats empty variables as unset and ignores unknown ones', () => {
    const config = loadConfig({ ...TRIAL, PORT: '', LOG_LEVEL: '', SOMETHING_ELSE: 'x' }, '/srv/gazeta');
    expect(config.PORT).toBe(3000);
    expect(config.LOG_LEVEL).toBe('info');
    expect(config).not.toHaveProperty('SOMETHING_ELSE');
  });

  it('the public URL follows PORT when PUBLIC_URL is not set', () => {
    expect(loadConfig({ ...TRIAL, PORT: '4000' }, '/srv/gazeta').publicUrl).toBe('http://localhost:4000');
  });

  it('rejects PORT=abc with one line naming PORT and what it expects', () => {
    const error = configError({ PORT: 'abc' });
    expect(error.message).not.toContain('\n');
    expect(error.message).toContain('PORT');
    expect(error.message).toContain('"abc"');
    expect(error.message).toMatch(/port number/i);
    expect(error.message).toContain('65535');
  });

  it('rejects a port out of range', () => {
    expect(configError({ PORT: '70000' }).message).toContain('PORT');
    expect(configError({ PORT: '-1' }).message).toContain('PORT');
    expect(configError({ PORT: '80.5' }).message).toContain('PORT');
  });

  it('rejects a non-PostgreSQL DATABASE_URL, naming it', () => {
    const error = configError({ DATABASE_URL: 'mysql://x' });
    expect(error.message).not.toContain('\n');
    expect(error.message).toContain('DATABASE_URL');
    expect(error.message).toContain('postgres://');
    expect(error.message).not.toMatch(/\bPORT\b/);
  });

  it('rejects an unknown LOG_LEVEL, naming it and the accepted levels', () => {
    const error = configError({ LOG_LEVEL: 'loud' });
    expect(error.message).not.toContain('\n');
    expect(error.message).toContain('LOG_LEVEL');
    expect(error.message).toContain('"loud"');
    expect(error.message).toContain('info');
  });

  it('names the bad variable even when others are fine', () => {
    const error = configError({ PORT: '8080', PUBLIC_URL: 'ftp://gazeta.example', LOG_LEVEL: 'debug' });
    expect(error.message).toContain('PUBLIC_URL');
    expect(error.message).not.toContain('\n');
  });

  it('rejects other malformed values', () => {
    expect(configError({ TILE_URL: 'https://tiles.example/tile.png' }).message).toContain('TILE_URL');
    expect(configError({ TRUST_PROXY: 'yes' }).message).toContain('TRUST_PROXY');
    expect(configError({ PAGE_CACHE_TTL_SECONDS: '7200' }).message).toContain('PAGE_CACHE_TTL_SECONDS');
    expect(configError({ NODE_ENV: 'staging' }).message).toContain('NODE_ENV');
    expect(configError({ DEMO_CONTENT: 'sometimes' }).message).toContain('DEMO_CONTENT');
  });

  it('has no payment provider by default in production: refuses to start, in one line naming PAYMENTS_PROVIDER', () => {
    const error = configError({});
    expect(error.message).not.toContain('\n');
    expect(error.message).toContain('PAYMENTS_PROVIDER');
    expect(error.message).toContain('sandbox');
    expect(configError({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/gazeta' }).message).toContain('PAYMENTS_PROVIDER');
  });

  it('takes the sandbox in production only when it is asked for, and keeps it as the default of development and tests', () => {
    expect(loadConfig({ PAYMENTS_PROVIDER: 'sandbox' }, '/srv/gazeta').PAYMENTS_PROVIDER).toBe('sandbox');
    expect(loadConfig({ PAYMENTS_PROVIDER: 'stripe' }, '/srv/gazeta').PAYMENTS_PROVIDER).toBe('stripe');
    expect(loadConfig({ NODE_ENV: 'development' }, '/srv/gazeta').PAYMENTS_PROVIDER).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test' }, '/srv/gazeta').PAYMENTS_PROVIDER).toBe('sandbox');
    // Empty is unset, as for every variable.
    expect(configError({ PAYMENTS_PROVIDER: '' }).message).toContain('PAYMENTS_PROVIDER');
    expect(configError({ PAYMENTS_PROVIDER: 'paypal' }).message).toContain('PAYMENTS_PROVIDER');
  });
});
