import { composeMail, dateTime } from '../mail/render';
import { mailText, type MailLanguage, type MailTextKey } from '../mail/texts';
import type { MailContent } from '../mail/render';

export interface RevocationMail {
  orderNumber: number;
  code: string;
  requestedAt: string;
  termEndsAt: string;
  withinTerm: boolean;
}

/** The revocation code, told to the shopper as soon as the request is received. */
export function revocationMail(r: RevocationMail, orderLink: string, language: MailLanguage): MailContent {
  const t = (key: MailTextKey, values?: Record<string, string | number>) => mailText(language, key, values);
  return composeMail(language, t('revocationSubject', { number: r.orderNumber, code: r.code }), [
    { kind: 'paragraph', text: t('greetingNoName') },
    { kind: 'paragraph', text: t('revocationLead') },
    {
      kind: 'facts',
      rows: [
        [t('revocationCode'), r.code],
        [t('orderNumberLabel'), String(r.orderNumber)],
        [t('revocationRequestedAt'), dateTime(language, r.requestedAt)],
        [t('revocationTermEnds'), dateTime(language, new Date(new Date(r.termEndsAt).getTime() - 60_000).toISOString())],
      ],
    },
    { kind: 'paragraph', text: t(r.withinTerm ? 'revocationWithin' : 'revocationPast') },
    { kind: 'button', label: t('viewOrder'), href: orderLink },
  ]);
}
