import { useRef, useState, type FormEvent } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from '../../i18n/use-translation';
import type { SendContactMessageMutation as Answer } from '../../gql/graphql';
import { apiErrorCode } from '../../lib/api-error/api-error';
import type { TranslationKey } from '../../i18n/keys';
import { Alert } from '../../ui/alert/alert';
import { Button } from '../../ui/button/button';
import { Input } from '../../ui/form/input';
import { useFocusFirstInvalid } from '../../ui/form/focus-first-invalid';
import { SendContactMessageMutation } from './contact-documents';
import { CONTACT_LIMITS, checkContactForm, serverFieldErrors, type ContactErrors, type ContactField, type ContactValues } from './contact-rules';
import { Textarea } from './textarea';
import styles from './contact.module.css';

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };
const LABELS: Record<ContactField, TranslationKey> = {
  name: 'INPUT_CONTACT_NAME_LABEL',
  email: 'INPUT_EMAIL_ADDRESS_LABEL',
  subject: 'INPUT_CONTACT_SUBJECT_LABEL',
  message: 'INPUT_CONTACT_MESSAGE_LABEL',
};

/**
 * The contact form: checks each field before sending (the server's rules), sends the message with
 * `sendContactMessage`, shows the server's field errors or its refusal, and on success the receipt
 * in place of the form. Focus goes to the first invalid field, or to the confirmation.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [failure, setFailure] = useState<TranslationKey | null>(null);
  const [receipt, setReceipt] = useState<Answer['sendContactMessage'] | null>(null);
  const [send, { loading }] = useMutation(SendContactMessageMutation);
  const { formRef, refused } = useFocusFirstInvalid();
  const confirmation = useRef<HTMLDivElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    setFailure(null);
    const found = checkContactForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      refused();
      return;
    }
    try {
      const result = await send({ variables: { input: values } });
      if (result.data) {
        setReceipt(result.data.sendContactMessage);
        setValues(EMPTY);
        requestAnimationFrame(() => confirmation.current?.focus());
      }
    } catch (error) {
      const code = apiErrorCode(error);
      if (code === 'BAD_USER_INPUT' && CombinedGraphQLErrors.is(error)) {
        const fromServer = serverFieldErrors(error.errors[0]?.extensions?.fields);
        setErrors(fromServer);
        refused();
        if (Object.keys(fromServer).length === 0) setFailure('ERROR_API_UNKNOWN');
      } else {
        setFailure(code === 'CONTACT_TOO_MANY_MESSAGES' ? 'ERROR_API_CONTACT_TOO_MANY_MESSAGES' : 'ERROR_API_UNKNOWN');
      }
    }
  };

  if (receipt) {
    return (
      <div ref={confirmation} tabIndex={-1} className={styles.confirmation}>
        <Alert tone="success" title={t('TEXT_CONTACT_SENT_TITLE')}>
          <p>{t('TEXT_CONTACT_SENT', { name: receipt.name, email: receipt.email, number: receipt.id })}</p>
        </Alert>
        <Button variant="secondary" onClick={() => setReceipt(null)}>
          {t('BUTTON_CONTACT_WRITE_AGAIN')}
        </Button>
      </div>
    );
  }

  const field = (name: ContactField) => ({
    name,
    label: t(LABELS[name]),
    required: true,
    value: values[name],
    maxLength: CONTACT_LIMITS[name].max,
    error: errors[name] ? t(errors[name], { min: CONTACT_LIMITS[name].min }) : undefined,
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.formTitle}>
        {t('TEXT_CONTACT_FORM_TITLE')}
      </h2>
      {failure && <Alert tone="danger">{t(failure)}</Alert>}
      <div className={styles.row}>
        <Input {...field('name')} autoComplete="name" />
        <Input {...field('email')} type="email" autoComplete="email" />
      </div>
      <Input {...field('subject')} />
      <Textarea {...field('message')} rows={6} hint={t('TEXT_CONTACT_MESSAGE_HINT', { max: CONTACT_LIMITS.message.max })} />
      <div>
        <Button type="submit" loading={loading}>
          {t('BUTTON_CONTACT_SEND')}
        </Button>
      </div>
    </form>
  );
}
