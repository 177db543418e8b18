import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { OrderView_OrderFragment } from '../../gql/graphql';
import { useTranslation } from '../../i18n/use-translation';
import { intlLocale } from '../../ui/locale';
import styles from './order-view.module.css';

/** The order's invoice alone, asked again while ARCA has not authorised it yet. */
export const OrderInvoiceQuery = graphql(`
  query OrderInvoice($token: String!) {
    orderByToken(token: $token) {
      id
      invoice {
        letter
        state
        number
        cae
        caeDueDate
        pdfUrl
      }
    }
  }
`);

/** How often a paid order's page asks for its invoice until it is authorised (a few seconds at most). */
const POLL_MS = 2000;
const POLLS = 30;

function dueDate(isoDate: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(intlLocale(language), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * The invoice fact of an order: "Factura A N.º 0001-00000001, CAE …, vence …" with its PDF once ARCA
 * authorised it; "being authorised" meanwhile (the page asks again every two seconds for a minute,
 * also right after an online payment's approval, before the invoice's job began).
 */
export function OrderInvoice({ order }: { order: Pick<OrderView_OrderFragment, 'token' | 'invoice' | 'onlinePayment'> }) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const invoice = order.invoice;
  // Being authorised, or paid a moment ago and its invoice job not started yet.
  const waiting = invoice ? invoice.state !== 'APPROVED' : order.onlinePayment?.status === 'APPROVED';
  useEffect(() => {
    if (!waiting) return undefined;
    let polls = 0;
    const timer = setInterval(() => {
      polls += 1;
      if (polls > POLLS) clearInterval(timer);
      else void client.query({ query: OrderInvoiceQuery, variables: { token: order.token }, fetchPolicy: 'network-only' }).catch(() => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, client, order.token]);

  if (!invoice) return null;
  return (
    <div className={styles.invoiceFact}>
      <dt>{t('TEXT_ORDER_INVOICE_LABEL')}</dt>
      <dd data-fact="invoice" data-invoice-state={invoice.state}>
        {invoice.state === 'APPROVED' && invoice.number && invoice.cae && invoice.caeDueDate ? (
          <>
            <span>{t('TEXT_ORDER_INVOICE_ISSUED', { letter: invoice.letter, number: invoice.number, cae: invoice.cae, due: dueDate(invoice.caeDueDate, i18n.language) })}</span>{' '}
            {invoice.pdfUrl && (
              <a href={invoice.pdfUrl} download className={styles.invoiceLink} data-invoice-pdf>
                {t('TEXT_ORDER_INVOICE_DOWNLOAD')}
              </a>
            )}
          </>
        ) : (
          t('TEXT_ORDER_INVOICE_PENDING')
        )}
      </dd>
    </div>
  );
}
