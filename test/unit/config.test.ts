import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../services/config.ts';

describe('loadConfig', () => {
  it('defaults to the local dev stack when nothing is set', () => {
    const c = loadConfig({});
    expect(c.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:25432/sitrep');
    expect(c.KAFKA_BROKERS).toEqual(['127.0.0.1:19092']);
    expect(c.TEMPORAL_ADDRESS).toBe('127.0.0.1:17233');
    expect(c.GATEWAY_PORT).toBe(8787);
  });

  it('parses and coerces values from the environment', () => {
    const c = loadConfig({ KAFKA_BROKERS: 'a:1,b:2', GATEWAY_PORT: '9000', TRUST_PROXY: 'true' });
    expect(c.KAFKA_BROKERS).toEqual(['a:1', 'b:2']);
    expect(c.GATEWAY_PORT).toBe(9000);
    expect(c.TRUST_PROXY).toBe(true);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ GATEWAY_PORT: '' }).GATEWAY_PORT).toBe(8787);
  });

  it('fails with a message naming every bad variable', () => {
    const attempt = () => loadConfig({ GATEWAY_PORT: 'eighty', DATABASE_URL: 'mysql://x/y', ADMIN_TOKEN: 'short' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/GATEWAY_PORT/);
    expect(attempt).toThrow(/DATABASE_URL/);
    expect(attempt).toThrow(/ADMIN_TOKEN: at least 24 characters/);
  });
});
