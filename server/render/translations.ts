import crypto from 'node:crypto';
import { translationsUrl } from '../../client/src/app/i18n';

/** The version of a translations file: a digest of its bytes. */
export function translationsVersion(file: Buffer): string {
  return crypto.createHash('sha256').update(file).digest('base64url').slice(0, 12);
}

/**
 * The address of a language's texts with their version (`/assets/i18n/es.json?v=…`): a page names
 * it, so the browser may keep the file for good and asks for it again only when it changed.
 */
export function versionedTranslationsUrl(code: string, file: Buffer): string {
  return `${translationsUrl(code)}?v=${translationsVersion(file)}`;
}
