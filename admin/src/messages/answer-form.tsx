import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { Alert, Button, useToast, useTranslation } from '../ui';
import { Textarea } from '../../../client/src/site/contact/textarea';
import { adminErrorCode, errorMessageKey } from '../app/api-error';
import { ANSWER_CONTACT_MESSAGE, CONTACT_MESSAGES } from './documents';
import { answerProblem, type AnswerProblem } from './answer-text';
import styles from './messages.module.css';

const PROBLEM_KEYS = {
  REQUIRED: 'admin.ERROR_ANSWER_REQUIRED',
  TOO_SHORT: 'admin.ERROR_ANSWER_TOO_SHORT',
  TOO_LONG: 'admin.ERROR_ANSWER_TOO_LONG',
} as const satisfies Record<AnswerProblem, string>;

/** The answer form: a text box with its count and bounds, checked before it is sent; the API's refusal shown on the field. */
export function AnswerForm({ id, email, languageName, limits }: { id: string; email: string; languageName: string; limits: { minLength: number; maxLength: number } }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<AnswerProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const [send, sending] = useMutation(ANSWER_CONTACT_MESSAGE, { refetchQueries: [CONTACT_MESSAGES] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const local = answerProblem(body, limits);
    setProblem(local);
    if (local) {
      box.current?.focus();
      return;
    }
    try {
      await send({ variables: { id, body } });
      setBody('');
      toast.show({ message: t('admin.MESSAGE_ANSWER_SENT', { email }), tone: 'success' });
    } catch (error) {
      const reason = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.reason : null;
      if (adminErrorCode(error) === 'BAD_USER_INPUT' && (reason === 'REQUIRED' || reason === 'TOO_SHORT' || reason === 'TOO_LONG')) {
        setProblem(reason);
        box.current?.focus();
      } else setFailure(t(errorMessageKey(error)));
    }
  };

  const count = [...body.trim()].length;
  return (
    <form className={styles.answerForm} noValidate onSubmit={(e) => void submit(e)}>
      {failure && <Alert tone="danger">{failure}</Alert>}
      <Textarea
        ref={box}
        id="answer-body"
        label={t('admin.INPUT_ANSWER_LABEL')}
        hint={t('admin.INPUT_ANSWER_HINT', { email, language: languageName, min: limits.minLength, max: limits.maxLength, count })}
        error={problem ? t(PROBLEM_KEYS[problem], { max: limits.maxLength }) : undefined}
        required
        rows={8}
        value={body}
        onChange={(e) => {
          setBody(e.target.value);
          if (problem) setProblem(null);
        }}
      />
      <div className={styles.formActions}>
        <Button type="submit" loading={sending.loading}>
          {t('admin.BUTTON_SEND_ANSWER')}
        </Button>
      </div>
    </form>
  );
}
