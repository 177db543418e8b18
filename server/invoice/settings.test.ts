import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOMOLOGATION_WSAA_URL, HOMOLOGATION_WSFE_URL, invoiceSettingsFromEnv } from './settings';

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
