import type { AddressFields } from '../address/validation';
import type { OrderModel } from '../order/model';
import { SHOP_CONTACTS } from '../shop/info';
import { formatDocument } from '../../shared/argentina/tax-identity';
import { composeMail, dateTime, money, type MailBlock, type MailContent } from './render';
import { mailText, type MailLanguage, type MailTextKey } from './texts';
import { pathInLanguage } from '../../client/src/app/i18n';
import { REVOCATION_PAGE_PATH } from '../../shared/returns/revocation-page';

/** The e-mails the shop sends. */
export type MailKind = 'order-confirmation' | 'payment-approved' | 'payment-rejected' | 'password-reset' | 'contact-shop' | 'contact-copy' | 'order-revocation' | 'invoice' | 'credit-note' | 'order-status' | 'order-refund' | 'staff-invitation' | 'contact-answer';

function countryName(code: string, language: MailLanguage): string {
  try {
    return new Intl.DisplayNames([language === 'en-RTL' ? 'en' : language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** An address as the lines of a label, with the addressee's document and IVA condition when given. */
function addressLines(a: AddressFields, language: MailLanguage): string[] {
  const t = (key: MailTextKey) => mailText(language, key);
  const identity = a.documentType && a.documentNumber ? `${a.documentType} ${formatDocument(a.documentType, a.documentNumber)}` : '';
  return [
    `${a.firstName} ${a.lastName}`,
    a.company,
    [a.address1, a.address2].filter(Boolean).join(' '),
    `${a.postcode} ${a.city}`,
    a.state,
    countryName(a.country, language),
    a.phone,
    [identity, a.ivaCondition ? t(a.ivaCondition) : ''].filter(Boolean).join(' · '),
  ].filter((line) => line.trim() !== '');
}

function greeting(language: MailLanguage, name: string): MailBlock {
  const trimmed = name.trim();
  return { kind: 'paragraph', text: trimmed ? mailText(language, 'greeting', { name: trimmed }) : mailText(language, 'greetingNoName') };
}

/** The order confirmation: number, date, lines, totals, payment, invoice, both addresses and the order's link. */
export function orderConfirmationMail(order: OrderModel, orderLink: string, language: MailLanguage): MailContent {
  const t = (key: MailTextKey, values?: Record<string, string | number>) => mailText(language, key, values);
  const unpaidWallet = order.payment === 'WALLET' && order.onlinePayment?.status !== 'APPROVED';
  const blocks: MailBlock[] = [
    greeting(language, order.billingAddress.firstName),
    { kind: 'paragraph', text: t('orderLead') },
    ...(unpaidWallet ? [{ kind: 'paragraph', text: t('orderPayWithWallet') } as const] : []),
    {
      kind: 'facts',
      rows: [
        [t('orderNumberLabel'), String(order.number)],
        [t('orderDate'), dateTime(language, order.createdAt)],
        [t('paymentMethod'), t(order.payment)],
        [t('invoice'), t('invoiceType', { type: order.invoiceType })],
      ],
    },
    {
      kind: 'table',
      headings: [t('product'), t('quantity'), t('unitPrice'), t('lineTotal')],
      rows: order.items.map((item) => [
        [item.name, ...item.options.map((o) => `${o.name}: ${o.value}`)].join(' · '),
        String(item.quantity),
        money(language, item.price),
        money(language, item.total),
      ]),
      totals: [
        [t('subtotal'), money(language, order.subtotal)],
        ...order.totals.map((row) => [t(row.type === 'SHIPPING' ? 'shipping' : 'tax'), money(language, row.price)] as const),
        [t('total'), money(language, order.total)],
      ],
    },
    {
      kind: 'columns',
      parts: [
        { title: t('shippingAddress'), lines: addressLines(order.shippingAddress, language) },
        { title: t('billingAddress'), lines: addressLines(order.billingAddress, language) },
      ],
    },
    { kind: 'button', label: unpaidWallet ? t('payAgain') : t('viewOrder'), href: orderLink },
    { kind: 'paragraph', text: t('keepLink') },
    { kind: 'link', href: orderLink },
    { kind: 'paragraph', text: t('revocationRight') },
    { kind: 'link', href: new URL(pathInLanguage(REVOCATION_PAGE_PATH, language), orderLink).toString() },
  ];
  return composeMail(language, t('orderSubject', { number: order.number }), blocks);
}

/** A payment's outcome: approved (the order is being prepared) or rejected (pay again from the order). */
export function paymentResultMail(
  order: OrderModel,
  payment: { approved: boolean; providerPaymentId: string; amount: number },
  orderLink: string,
  language: MailLanguage,
): MailContent {
  const t = (key: MailTextKey, values?: Record<string, string | number>) => mailText(language, key, values);
  const amount = money(language, payment.amount);
  const blocks: MailBlock[] = payment.approved
    ? [
        greeting(language, order.billingAddress.firstName),
        { kind: 'paragraph', text: t('paymentApprovedLead', { amount }) },
        { kind: 'facts', rows: [[t('orderNumberLabel'), String(order.number)], [t('invoice'), t('invoiceType', { type: order.invoiceType })]] },
        { kind: 'paragraph', text: t('paymentId', { id: payment.providerPaymentId }) },
        { kind: 'button', label: t('viewOrder'), href: orderLink },
      ]
    : [
        greeting(language, order.billingAddress.firstName),
        { kind: 'paragraph', text: t('paymentRejectedLead', { amount }) },
        { kind: 'button', label: t('payAgain'), href: orderLink },
        { kind: 'paragraph', text: t('paymentId', { id: payment.providerPaymentId }) },
      ];
  return composeMail(language, t(payment.approved ? 'paymentApprovedSubject' : 'paymentRejectedSubject', { number: order.number }), blocks);
}

/** The password-reset link (single use, 30 minutes). */
export function passwordResetMail(link: string, firstName: string, language: MailLanguage): MailContent {
  const t = (key: MailTextKey, values?: Record<string, string | number>) => mailText(language, key, values);
  return composeMail(language, t('resetSubject'), [
    greeting(language, firstName),
    { kind: 'paragraph', text: t('resetLead', { shop: SHOP_CONTACTS.name }) },
    { kind: 'button', label: t('resetButton'), href: link },
    { kind: 'link', href: link },
    { kind: 'paragraph', text: t('resetExpiry') },
    { kind: 'paragraph', text: t('resetIgnore') },
  ]);
}

export interface ContactMail {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** A contact message for the shop's staff (in Spanish; answering it answers the sender). */
export function contactForShopMail(message: ContactMail): MailContent {
  const t = (key: MailTextKey, values?: Record<string, string | number>) => mailText('es', key, values);
  return composeMail('es', t('contactShopSubject', { id: message.id, subject: message.subject }), [
    { kind: 'paragraph', text: t('contactShopLead', { name: message.name }) },
    { kind: 'facts', rows: [[t('name'), message.name], [t('email'), message.email], [t('subject'), message.subject]] },
    { kind: 'quote', text: message.message },
  ]);
}

/** The sender's copy of a contact message, in their language. */
export function contactCopyMail(message: ContactMail, language: MailLanguage): MailContent {
  const t = (key: MailTextKey, values?: Record<string, string | number>) => mailText(language, key, values);
  return composeMail(language, t('contactCopySubject', { subject: message.subject }), [
    { kind: 'paragraph', text: t('contactCopyLead', { name: message.name }) },
    { kind: 'facts', rows: [[t('subject'), message.subject]] },
    { kind: 'quote', text: message.message },
  ]);
}

/** A staff member's answer to a contact message, in the language of the page it was sent from, quoting it. */
export function contactAnswerMail(
  message: ContactMail & { receivedAt: string },
  answer: string,
  language: MailLanguage,
): MailContent {
  const t = (key: MailTextKey, values?: Record<string, string | number>) => mailText(language, key, values);
  const paragraphs = answer
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((text): MailBlock => ({ kind: 'paragraph', text }));
  return composeMail(language, t('contactAnswerSubject', { subject: message.subject }), [
    greeting(language, message.name),
    ...paragraphs,
    { kind: 'paragraph', text: t('contactAnswerQuote', { date: dateTime(language, message.receivedAt) }) },
    { kind: 'quote', text: message.message },
  ]);
}

export interface RevocationMail {
  orderNumber: number;
  code: string;
  requestedAt: string;
  termEndsAt: string;
  withinTerm: boolean;
}

/** The revocation code ("Botón de arrepentimiento"), told to the shopper as soon as the request is received. */
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

/** What the invoice e-mail tells of a voucher authorised by ARCA. */
export interface VoucherFacts {
  kind: 'INVOICE' | 'CREDIT_NOTE';
  /** "Factura A N.º 0001-00000001" */
  title: string;
  cae: string;
  /** dd/mm/yyyy */
  caeDueDate: string;
  /** Centavos. */
  total: number;
}

/** The invoice (or credit note) of an order, its PDF attached by the caller. */
export function invoiceMail(order: OrderModel, voucher: VoucherFacts, orderLink: string, language: MailLanguage): MailContent {
  const t = (key: MailTextKey, values?: Record<string, string | number>) => mailText(language, key, values);
  const invoice = voucher.kind === 'INVOICE';
  return composeMail(language, t(invoice ? 'invoiceMailSubject' : 'creditNoteMailSubject', { number: order.number, voucher: voucher.title }), [
    greeting(language, order.billingAddress.firstName),
    { kind: 'paragraph', text: t(invoice ? 'invoiceMailLead' : 'creditNoteMailLead') },
    {
      kind: 'facts',
      rows: [
        [t('orderNumberLabel'), String(order.number)],
        [t('invoiceVoucher'), voucher.title],
        [t('invoiceCae'), voucher.cae],
        [t('invoiceCaeDue'), voucher.caeDueDate],
        [t('total'), money(language, voucher.total / 100)],
      ],
    },
    { kind: 'button', label: t('viewOrder'), href: orderLink },
  ]);
}

/** An order's move a shopper is told about, with the carrier and tracking number once shipped. */
export type OrderStatusMailState = 'PREPARING' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED';

const STATUS_TEXTS: Record<OrderStatusMailState, { subject: MailTextKey; lead: MailTextKey }> = {
  PREPARING: { subject: 'orderPreparingSubject', lead: 'orderPreparingLead' },
  SHIPPED: { subject: 'orderShippedSubject', lead: 'orderShippedLead' },
  DELIVERED: { subject: 'orderDeliveredSubject', lead: 'orderDeliveredLead' },
  CANCELLED: { subject: 'orderCancelledSubject', lead: 'orderCancelledLead' },
};

/** The e-mail of an order's new state: what happened, the order's number and, when shipped, how to follow it. */
export function orderStatusMail(
  order: OrderModel,
  state: OrderStatusMailState,
  shipment: { carrier: string; trackingNumber: string } | null,
  orderLink: string,
  language: MailLanguage,
): MailContent {
  const t = (key: MailTextKey, values?: Record<string, string | number>) => mailText(language, key, values);
  const texts = STATUS_TEXTS[state];
  const rows: Array<readonly [string, string]> = [[t('orderNumberLabel'), String(order.number)]];
  if (shipment) rows.push([t('carrier'), shipment.carrier], [t('trackingNumber'), shipment.trackingNumber]);
  return composeMail(language, t(texts.subject, { number: order.number }), [
    greeting(language, order.billingAddress.firstName),
    { kind: 'paragraph', text: t(texts.lead) },
    { kind: 'facts', rows },
    { kind: 'button', label: t('viewOrder'), href: orderLink },
  ]);
}

/** A refund of an order's payment: how much now and in all. */
export function refundMail(
  order: OrderModel,
  refund: { amountCentavos: number; refundedCentavos: number },
  orderLink: string,
  language: MailLanguage,
): MailContent {
  const t = (key: MailTextKey, values?: Record<string, string | number>) => mailText(language, key, values);
  const amount = money(language, refund.amountCentavos / 100);
  return composeMail(language, t('refundSubject', { amount, number: order.number }), [
    greeting(language, order.billingAddress.firstName),
    { kind: 'paragraph', text: t('refundLead', { amount }) },
    {
      kind: 'facts',
      rows: [
        [t('orderNumberLabel'), String(order.number)],
        [t('refundedTotal'), money(language, refund.refundedCentavos / 100)],
      ],
    },
    { kind: 'button', label: t('viewOrder'), href: orderLink },
  ]);
}

/** A staff invitation: the link to choose a password (single use, 72 hours). */
export function staffInvitationMail(link: string, name: string, language: MailLanguage): MailContent {
  const t = (key: MailTextKey, values?: Record<string, string | number>) => mailText(language, key, values);
  return composeMail(language, t('staffInviteSubject', { shop: SHOP_CONTACTS.name }), [
    greeting(language, name),
    { kind: 'paragraph', text: t('staffInviteLead', { shop: SHOP_CONTACTS.name }) },
    { kind: 'button', label: t('staffInviteButton'), href: link },
    { kind: 'link', href: link },
    { kind: 'paragraph', text: t('staffInviteExpiry') },
  ]);
}
