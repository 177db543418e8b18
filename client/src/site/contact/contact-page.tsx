import { usePageQuery } from '../../lib/data/use-page-query';
import { useTranslation } from '../../i18n/use-translation';
import { QueryState } from '../../lib/query-state/query-state';
import { SectionPage } from '../../lib/section-page/section-page';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { ContactBlock } from './contact-block';
import { ContactPageQuery } from './contact-documents';
import { ContactForm } from './contact-form';
import { LocationMap } from './location-map';
import { OpeningHours } from './opening-hours';
import styles from './contact.module.css';

function ContactSkeleton() {
  return <Skeleton variant="rect" height={220} />;
}

/** Contact us: the shop's contacts beside the contact form. */
export function ContactUsOnePage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = usePageQuery(ContactPageQuery);
  return (
    <SectionPage section={{ title: t('MENU_PAGES'), url: '/site/about-us' }} title={t('MENU_PAGES_CONTACT_ONE')} lead={t('TEXT_CONTACT_LEAD')}>
      <div className={styles.layout}>
        <QueryState data={data} loading={loading} error={error} onRetry={refetch} skeleton={<ContactSkeleton />}>
          {(d) => <ContactBlock shop={d.shop} />}
        </QueryState>
        <ContactForm />
      </div>
    </SectionPage>
  );
}

/** Contact us, second version: the drawing of the location, then the hours and contacts beside the form. */
export function ContactUsTwoPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = usePageQuery(ContactPageQuery);
  return (
    <SectionPage section={{ title: t('MENU_PAGES'), url: '/site/about-us' }} title={t('MENU_PAGES_CONTACT_TWO')} lead={t('TEXT_CONTACT_LEAD')}>
      <QueryState data={data} loading={loading} error={error} onRetry={refetch} skeleton={<Skeleton variant="rect" height={320} />}>
        {(d) => (
          <>
            {d.shop.address && <LocationMap address={d.shop.address} />}
            <div className={styles.layoutTwo}>
              <div className={styles.aside}>
                {d.shop.hours && <OpeningHours hours={d.shop.hours} />}
                <ContactBlock shop={d.shop} showHours={false} />
              </div>
              <ContactForm />
            </div>
          </>
        )}
      </QueryState>
    </SectionPage>
  );
}
