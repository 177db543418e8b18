import { find, parseXml, textOf, type XmlElement } from '../xml';

/** A SOAP fault answered by the service (the request reached it and was refused). */
export class SoapFault extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Why a call's outcome is unknown: no answer within the time allowed, or the connection failed
 * after the request may have been sent. The caller must find out before sending it again.
 */
export class ServiceUnavailable extends Error {
  constructor(
    message: string,
    readonly timedOut: boolean,
  ) {
    super(message);
  }
}

/** Posts a SOAP 1.1 envelope and returns the answer's Body element. */
export async function postSoap(url: string, action: string, envelope: string, timeoutMs: number): Promise<XmlElement> {
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${action}"` },
      body: envelope,
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await res.text();
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new ServiceUnavailable(`${url}: ${timedOut ? 'no answer in time' : (err as Error).message}`, timedOut);
  }
  let doc: XmlElement;
  try {
    doc = parseXml(text);
  } catch {
    throw new ServiceUnavailable(`${url}: HTTP ${res.status} without a SOAP answer`, false);
  }
  const fault = find(doc, 'Fault');
  if (fault) throw new SoapFault(textOf(fault, 'faultcode') ?? '', textOf(fault, 'faultstring') ?? 'SOAP fault');
  const body = find(doc, 'Body');
  if (!body || !res.ok) throw new ServiceUnavailable(`${url}: HTTP ${res.status}`, false);
  return body;
}
