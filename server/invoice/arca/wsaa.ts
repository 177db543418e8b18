/**
 * WSAA, ARCA's authentication service: a login ticket request (TRA) signed as CMS with the shop's
 * certificate is exchanged by `loginCms` for a token and a sign valid about 12 hours.
 */
import crypto from 'node:crypto';
import type ForgeModule from 'node-forge';
import { lazyModule } from '../../lazy-module';

/** Loaded with the first login to ARCA (a few times a day): a start does not need it. */
const forgeModule = lazyModule<typeof ForgeModule>('node-forge');
import { escapeXml, find, parseXml, soapEnvelope, textOf } from '../xml';
import { postSoap, SoapFault } from './soap';

export const WSAA_NAMESPACE = 'http://wsaa.view.sua.dvadac.desein.afip.gov';

export interface LoginTicket {
  token: string;
  sign: string;
  expiresAt: Date;
}

/** The login ticket request for a service, valid from ten minutes ago to ten minutes ahead. */
export function loginTicketRequest(service: string, now = new Date()): string {
  const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const uniqueId = Math.floor(now.getTime() / 1000);
  return `<?xml version="1.0" encoding="UTF-8"?><loginTicketRequest version="1.0"><header><uniqueId>${uniqueId}</uniqueId><generationTime>${iso(new Date(now.getTime() - 600_000))}</generationTime><expirationTime>${iso(new Date(now.getTime() + 600_000))}</expirationTime></header><service>${escapeXml(service)}</service></loginTicketRequest>`;
}

/** The TRA signed as CMS SignedData (SHA-256, the content attached), base64 as `loginCms` takes it. */
export function signLoginTicketRequest(tra: string, certPem: string, keyPem: string): string {
  const forge = forgeModule();
  const cert = forge.pki.certificateFromPem(certPem);
  const key = forge.pki.privateKeyFromPem(keyPem);
  const p7 = forge.pkcs7.createSignedData();
  p7.content = forge.util.createBuffer(tra, 'utf8');
  p7.addCertificate(cert);
  p7.addSigner({
    key,
    certificate: cert,
    digestAlgorithm: forge.pki.oids.sha256,
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType, value: forge.pki.oids.data },
      { type: forge.pki.oids.messageDigest },
      // forge fills the value in when it signs; its typing wants one anyway
      { type: forge.pki.oids.signingTime, value: new Date() as unknown as string },
    ],
  });
  p7.sign();
  return forge.util.encode64(forge.asn1.toDer(p7.toAsn1()).getBytes());
}

/** Reads `loginCms`'s answer (the loginTicketResponse XML, escaped inside `loginCmsReturn`). */
export function parseLoginTicketResponse(xml: string): LoginTicket {
  const ticket = parseXml(xml);
  const token = textOf(ticket, 'token');
  const sign = textOf(ticket, 'sign');
  const expiration = textOf(ticket, 'expirationTime');
  if (!token || !sign || !expiration || Number.isNaN(Date.parse(expiration))) throw new Error('WSAA: login ticket without token, sign or expiration');
  return { token, sign, expiresAt: new Date(expiration) };
}

export interface WsaaCall {
  url: string;
  certPem: string;
  keyPem: string;
  service: string;
  timeoutMs: number;
}

/** Logs in to WSAA: a fresh signed TRA, `loginCms`, the ticket. Faults surface as `SoapFault`. */
export async function loginCms(call: WsaaCall): Promise<LoginTicket> {
  const cms = signLoginTicketRequest(loginTicketRequest(call.service), call.certPem, call.keyPem);
  const body = await postSoap(call.url, '', soapEnvelope(WSAA_NAMESPACE, 'loginCms', { in0: cms }), call.timeoutMs);
  const ret = textOf(find(body, 'loginCmsResponse'), 'loginCmsReturn');
  if (!ret) throw new Error('WSAA: answer without loginCmsReturn');
  return parseLoginTicketResponse(ret);
}

/** WSAA's fault when a ticket for the same certificate and service is still valid. */
export function isAlreadyAuthenticated(err: unknown): boolean {
  return err instanceof SoapFault && /alreadyAuthenticated/i.test(err.code);
}

/** A self-signed certificate and key for a CUIT, as ARCA's stand-in and tests use. */
export function testCertificate(cuit: string, commonName = 'tienda'): { certPem: string; keyPem: string } {
  const forge = forgeModule();
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = crypto.randomBytes(8).toString('hex').replace(/^[89a-f]/, '1');
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  const subject = [
    { name: 'commonName', value: commonName },
    { type: '2.5.4.5', value: `CUIT ${cuit}` },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.sign(forge.pki.privateKeyFromPem(keyPem), forge.md.sha256.create());
  return { certPem: forge.pki.certificateToPem(cert), keyPem };
}
