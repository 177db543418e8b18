import { useMutation } from '@apollo/client/react';
import { usePageQuery } from '../../lib/data/use-page-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { orderDate } from '../../checkout/order-view/order-view';
import { graphql } from '../../gql';
import type { DevicesSectionQuery } from '../../gql/graphql';
import { Alert } from '../../ui/alert/alert';
import { Badge } from '../../ui/badge/badge';
import { Button } from '../../ui/button/button';
import { useApiErrorText } from '../use-api-error-text';
import styles from './devices-section.module.css';

export const DevicesSectionDocument = graphql(`
  query DevicesSection {
    devices {
      id
      kind
      name
      signedInAt
      lastActiveAt
      current
    }
  }
`);

export const SignOutDeviceMutation = graphql(`
  mutation SignOutDevice($id: ID!) {
    signOutDevice(id: $id)
  }
`);

export const SignOutOtherDevicesMutation = graphql(`
  mutation SignOutOtherDevices {
    signOutOtherDevices
  }
`);

type Device = DevicesSectionQuery['devices'][number];

/**
 * Where the account is signed in (this browser, other browsers, the shop's apps and partners' apps)
 * with "sign out" for each other one and for all of them at once. A password change signs the others
 * out and reads the list again (the page refetches DevicesSectionDocument).
 */
export function DevicesSection() {
  const { t, i18n } = useTranslation();
  const errorText = useApiErrorText();
  const { data, error, refetch } = usePageQuery(DevicesSectionDocument, { fetchPolicy: 'cache-and-network' });
  const [signOutDevice, one] = useMutation(SignOutDeviceMutation);
  const [signOutOthers, others] = useMutation(SignOutOtherDevicesMutation);
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  const devices = data?.devices ?? [];
  const otherDevices = devices.filter((d) => !d.current);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setMessage(null);
    try {
      await action();
      await refetch();
      setMessage({ tone: 'success', text: done });
      // The button pressed is gone with its device: the keyboard goes on from the section's heading.
      document.getElementById('devices-heading')?.focus();
    } catch (err) {
      setMessage({ tone: 'danger', text: errorText(err) });
    } finally {
      setPending(null);
    }
  };

  const kind = (d: Device) => t(d.kind === 'APP' ? 'TEXT_DEVICE_KIND_APP' : 'TEXT_DEVICE_KIND_BROWSER');

  return (
    <section className={styles.section} aria-labelledby="devices-heading">
      <h2 id="devices-heading" className={styles.heading} tabIndex={-1}>
        {t('HEADER_SIGNED_IN_DEVICES')}
      </h2>
      <p className={styles.hint}>{t('TEXT_SIGNED_IN_DEVICES_HINT')}</p>
      {message && (
        <Alert tone={message.tone}>{message.text}</Alert>
      )}
      {error && !data && <Alert tone="danger">{errorText(error)}</Alert>}
      <ul className={styles.list}>
        {devices.map((d) => (
          <li key={d.id} className={styles.device} data-current={d.current || undefined}>
            <div className={styles.what}>
              <span className={styles.name}>{d.name}</span>
              <span className={styles.badges}>
                <Badge tone="neutral">{kind(d)}</Badge>
                {d.current && <Badge tone="success">{t('TEXT_DEVICE_THIS')}</Badge>}
              </span>
              <span className={styles.when}>
                {t('TEXT_DEVICE_LAST_ACTIVE', { date: orderDate(d.lastActiveAt, i18n.resolvedLanguage) })} ·{' '}
                {t('TEXT_DEVICE_SIGNED_IN_AT', { date: orderDate(d.signedInAt, i18n.resolvedLanguage) })}
              </span>
            </div>
            {!d.current && (
              <Button
                variant="secondary"
                size="sm"
                loading={pending === d.id && one.loading}
                aria-label={t('BUTTON_SIGN_OUT_DEVICE_LABEL', { name: d.name })}
                onClick={() => {
                  setPending(d.id);
                  void run(() => signOutDevice({ variables: { id: d.id } }), t('TEXT_DEVICE_SIGNED_OUT', { name: d.name }));
                }}
              >
                {t('BUTTON_SIGN_OUT_DEVICE')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {data && otherDevices.length === 0 && <p className={styles.hint}>{t('TEXT_NO_OTHER_DEVICES')}</p>}
      {otherDevices.length > 1 && (
        <div>
          <Button variant="danger" loading={others.loading} onClick={() => void run(() => signOutOthers(), t('TEXT_OTHER_DEVICES_SIGNED_OUT'))}>
            {t('BUTTON_SIGN_OUT_OTHER_DEVICES')}
          </Button>
        </div>
      )}
    </section>
  );
}
