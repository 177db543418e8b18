import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOMOLOGATION_WSAA_URL, HOMOLOGATION_WSFE_URL, invoiceSettingsFromEnv, STAND_IN_CUIT } from './settings';

describe('invoice settings', () => {
  it('issues as a Responsable Inscripto and has no ARCA without a certificate', () => {
    const { invoice, arca } = invoiceSettingsFromEnv({});
    expect(invoice).toMatchObject({ issuerCondition: 'RESPONSABLE_INSCRIPTO', pointOfSale: 1, anonymousLimit: 10_000_000_00 });
    expect(arca).toBeNull();
  });

  it("points at ARCA's homologation services when a certificate is set, unless told otherwise", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arca-'));
    fs.writeFileSync(path.join(dir, 'key.pem'), 'KEY');
    const env = { ARCA_CUIT: '30-71234567-1', ARCA_CERT: 'CERT', ARCA_KEY_FILE: path.join(dir, 'key.pem') };
    expect(invoiceSettingsFromEnv(env).arca).toMatchObject({ wsaaUrl: HOMOLOGATION_WSAA_URL, wsfeUrl: HOMOLOGATION_WSFE_URL, certPem: 'CERT', keyPem: 'KEY', cuit: '30712345671' });
    expect(invoiceSettingsFromEnv({ ...env, ARCA_WSFE_URL: 'http://127.0.0.1:9/wsfe' }).arca?.wsfeUrl).toBe('http://127.0.0.1:9/wsfe');
    fs.rmSync(dir, { recursive: true });
  });

  it('refuses a key inside the repository, a certificate without its key, and an unknown condition', () => {
    expect(() => invoiceSettingsFromEnv({ ARCA_CUIT: '30712345671', ARCA_CERT: 'C', ARCA_KEY_FILE: 'package.json' })).toThrow(/outside the repository/);
    expect(() => invoiceSettingsFromEnv({ ARCA_CUIT: '30712345671', ARCA_CERT: 'C' })).toThrow(/ARCA_KEY/);
    expect(() => invoiceSettingsFromEnv({ ARCA_CERT: 'C', ARCA_KEY: 'K' })).toThrow(/ARCA_CUIT/);
    expect(() => invoiceSettingsFromEnv({ ARCA_ISSUER_CONDITION: 'EXENTO' })).toThrow(/ARCA_ISSUER_CONDITION/);
  });
});

describe("ARCA's stand-in", () => {
  it('is used in development without a certificate, at the addresses given or started by the gateway', () => {
    expect(invoiceSettingsFromEnv({ NODE_ENV: 'development' }).standIn).toMatchObject({ wsaaUrl: null, wsfeUrl: null });
    expect(invoiceSettingsFromEnv({ NODE_ENV: 'development' }).invoice.cuit).toBe(STAND_IN_CUIT);
    const at = invoiceSettingsFromEnv({ NODE_ENV: 'development', ARCA_WSAA_URL: 'http://127.0.0.1:9/ws/services/LoginCms', ARCA_WSFE_URL: 'http://127.0.0.1:9/wsfev1/service.asmx' });
    expect(at.standIn).toMatchObject({ wsaaUrl: 'http://127.0.0.1:9/ws/services/LoginCms', wsfeUrl: 'http://127.0.0.1:9/wsfev1/service.asmx' });
    expect(invoiceSettingsFromEnv({ NODE_ENV: 'test' }).standIn).toBeNull();
    expect(invoiceSettingsFromEnv({ NODE_ENV: 'test', ARCA_STANDIN: 'true' }).standIn).not.toBeNull();
  });

  it('never runs in production, nor beside a certificate', () => {
    expect(invoiceSettingsFromEnv({ NODE_ENV: 'production' }).standIn).toBeNull();
    expect(() => invoiceSettingsFromEnv({ NODE_ENV: 'production', ARCA_STANDIN: 'true' })).toThrow(/never runs in production/);
    expect(() => invoiceSettingsFromEnv({ ARCA_CUIT: '30712345671', ARCA_CERT: 'C', ARCA_KEY: 'K', ARCA_STANDIN: 'true' })).toThrow(/ARCA_STANDIN/);
  });
});
