/**
 * The little XML the ARCA services need: SOAP envelopes written from plain values, and answers read
 * into a tree of elements by local name (namespace prefixes dropped). Not a general XML parser: no
 * DTDs, no processing of attributes beyond skipping them, which ARCA's answers do not rely on.
 */

export interface XmlElement {
  name: string;
  children: XmlElement[];
  text: string;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return named[e.toLowerCase()];
  });
}

/** A value to write as elements: text, a number, nested elements, or a list repeating the element. */
export type XmlValue = string | number | boolean | null | undefined | XmlObject | XmlValue[];
export interface XmlObject {
  [name: string]: XmlValue;
}

/** Elements from a plain object, in key order; null and undefined are left out. */
export function toXml(value: XmlObject, prefix = ''): string {
  let out = '';
  for (const [key, v] of Object.entries(value)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      if (item === null || item === undefined) continue;
      const tag = `${prefix}${key}`;
      out += typeof item === 'object' ? `<${tag}>${toXml(item as XmlObject, prefix)}</${tag}>` : `<${tag}>${escapeXml(String(item))}</${tag}>`;
    }
  }
  return out;
}

/** Parses a document into its root element. Throws on text that is not well-formed enough to read. */
export function parseXml(text: string): XmlElement {
  const root: XmlElement = { name: '#document', children: [], text: '' };
  const stack: XmlElement[] = [root];
  const re = /<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>|<\/([^\s>]+)\s*>|<([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/gy;
  let m: RegExpExecArray | null;
  let pos = 0;
  while (pos < text.length && (m = re.exec(text)) !== null) {
    pos = re.lastIndex;
    const top = stack[stack.length - 1];
    if (m[1] !== undefined) top.text += m[1];
    else if (m[2] !== undefined) {
      const name = local(m[2]);
      if (stack.length < 2 || top.name !== name) throw new Error(`XML: unexpected </${m[2]}>`);
      stack.pop();
    } else if (m[3] !== undefined) {
      const el: XmlElement = { name: local(m[3]), children: [], text: '' };
      top.children.push(el);
      if (m[5] !== '/') stack.push(el);
    } else if (m[6] !== undefined) top.text += unescapeXml(m[6]);
  }
  if (pos < text.length) throw new Error('XML: malformed');
  if (stack.length !== 1 || root.children.length !== 1) throw new Error('XML: unclosed or missing root element');
  return root.children[0];
}

function local(name: string): string {
  const i = name.indexOf(':');
  return i < 0 ? name : name.slice(i + 1);
}

/** The first descendant (or the element itself) named `name`, depth first. */
export function find(el: XmlElement | undefined, name: string): XmlElement | undefined {
  if (!el) return undefined;
  if (el.name === name) return el;
  for (const c of el.children) {
    const f = find(c, name);
    if (f) return f;
  }
  return undefined;
}

/** The direct children named `name`. */
export function childrenNamed(el: XmlElement | undefined, name: string): XmlElement[] {
  return el ? el.children.filter((c) => c.name === name) : [];
}

/** The trimmed text of the first descendant named `name`, or undefined. */
export function textOf(el: XmlElement | undefined, name: string): string | undefined {
  const f = find(el, name);
  return f ? f.text.trim() : undefined;
}

/** A SOAP 1.1 envelope around one operation's body. */
export function soapEnvelope(namespace: string, operation: string, body: XmlObject): string {
  return `<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ns="${escapeXml(namespace)}"><soap:Body><ns:${operation}>${toXml(body, 'ns:')}</ns:${operation}></soap:Body></soap:Envelope>`;
}

/** A SOAP answer as the services write it: the operation's response element inside the body. */
export function soapResponse(namespace: string, element: string, inner: string): string {
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><${element} xmlns="${escapeXml(namespace)}">${inner}</${element}></soap:Body></soap:Envelope>`;
}

/** A SOAP fault, as both services answer a malformed or refused request. */
export function soapFault(code: string, message: string): string {
  return `<?xml version="1.0" encoding="utf-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body><soapenv:Fault><faultcode>${escapeXml(code)}</faultcode><faultstring>${escapeXml(message)}</faultstring></soapenv:Fault></soapenv:Body></soapenv:Envelope>`;
}
