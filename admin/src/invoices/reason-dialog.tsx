import { useState } from 'react';
import { Alert, Button, Input, Modal, useTranslation } from '../ui';
import { errorMessageKey } from '../app/api-error';
import styles from '../orders/order.module.css';

/**
 * A confirmation that asks why (kept in the audit log, 1 to 500 characters) and sends it: the
 * dialog stays open with the API's error, and closes once `onConfirm` succeeded.
 */
export function ReasonDialog({
  open,
  title,
  lead,
  hint,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  lead: string;
  hint: string;
  confirmLabel: string;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason('');
    setFailure(null);
    onClose();
  };
  const submit = async () => {
    if (!reason.trim()) {
      setFailure(t('admin.ERROR_REASON_REQUIRED'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(reason.trim());
      close();
    } catch (error) {
      setFailure(t(errorMessageKey(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {t('BUTTON_CANCEL')}
          </Button>
          <Button loading={busy} onClick={() => void submit()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form
        className={styles.dialogBody}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p>{lead}</p>
        {failure && <Alert tone="danger">{failure}</Alert>}
        <Input label={t('admin.INPUT_REASON_LABEL')} hint={hint} required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </form>
    </Modal>
  );
}
