import type { TranslationKey } from '../../i18n/keys';
import { REVOCATION_PAGE_PATH } from '../../../../shared/returns/revocation-page';

/** A section of the terms: a heading and its paragraphs (texts live in the translation files). */
export interface TermsSection {
  id: string;
  title: TranslationKey;
  paragraphs: TranslationKey[];
  /** A page the section sends the reader to, after its paragraphs. */
  link?: { to: string; label: TranslationKey };
}

/** The terms of sale and use, in the order a buyer meets them. */
export const TERMS_SECTIONS: TermsSection[] = [
  { id: 'general', title: 'TEXT_TERMS_GENERAL_TITLE', paragraphs: ['TEXT_TERMS_GENERAL_P1', 'TEXT_TERMS_GENERAL_P2'] },
  { id: 'prices', title: 'TEXT_TERMS_PRICES_TITLE', paragraphs: ['TEXT_TERMS_PRICES_P1', 'TEXT_TERMS_PRICES_P2'] },
  { id: 'shipping', title: 'TEXT_TERMS_SHIPPING_TITLE', paragraphs: ['TEXT_TERMS_SHIPPING_P1', 'TEXT_TERMS_SHIPPING_P2'] },
  { id: 'returns', title: 'TEXT_TERMS_RETURNS_TITLE', paragraphs: ['TEXT_TERMS_RETURNS_P1', 'TEXT_TERMS_RETURNS_P2', 'TEXT_TERMS_RETURNS_P3'],
    link: { to: REVOCATION_PAGE_PATH, label: 'TEXT_TERMS_RETURNS_LINK' },
  },
  { id: 'warranty', title: 'TEXT_TERMS_WARRANTY_TITLE', paragraphs: ['TEXT_TERMS_WARRANTY_P1', 'TEXT_TERMS_WARRANTY_P2'] },
  { id: 'privacy', title: 'TEXT_TERMS_PRIVACY_TITLE', paragraphs: ['TEXT_TERMS_PRIVACY_P1', 'TEXT_TERMS_PRIVACY_P2'] },
  { id: 'catalogue', title: 'TEXT_TERMS_CATALOGUE_TITLE', paragraphs: ['TEXT_TERMS_CATALOGUE_P1', 'TEXT_TERMS_CATALOGUE_P2'] },
  { id: 'law', title: 'TEXT_TERMS_LAW_TITLE', paragraphs: ['TEXT_TERMS_LAW_P1'] },
];
