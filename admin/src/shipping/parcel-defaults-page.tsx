import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { Alert, Badge, Button, Input, Modal, Skeleton, SkeletonGroup, useToast, useTranslation } from '../ui';
import { adminErrorCode, errorMessageKey } from '../app/api-error';
import { useStaffSession } from '../app/staff-session';
import { PageHeading } from '../lib/page-heading';
import { formatDateTime, formatWhole } from '../lib/format';
import type { AdminParcelDefaultFragment, AdminParcelMeasuresFragment, ParcelCategory } from '../gql/graphql';
import { PARCEL_DEFAULTS, RESET_PARCEL_DEFAULT, SET_PARCEL_DEFAULT } from './documents';
import { formOf, readParcelForm, serverFieldError, type FieldError, type ParcelForm } from './parcel-form';
import list from '../orders/orders.module.css';
import styles from './parcels.module.css';

type Field = keyof ParcelForm;
const FIELDS: readonly Field[] = ['weightGrams', 'lengthCm', 'widthCm', 'heightCm'];
const FIELD_LABELS = {
  weightGrams: 'admin.INPUT_PARCEL_WEIGHT_LABEL',
  lengthCm: 'admin.INPUT_PARCEL_LENGTH_LABEL',
  widthCm: 'admin.INPUT_PARCEL_WIDTH_LABEL',
  heightCm: 'admin.INPUT_PARCEL_HEIGHT_LABEL',
} as const;
const CATEGORY_LABELS = {
  FILTER: 'admin.PARCEL_CATEGORY_FILTER',
  BRAKE_DISC_PAIR: 'admin.PARCEL_CATEGORY_BRAKE_DISC_PAIR',
  EXHAUST: 'admin.PARCEL_CATEGORY_EXHAUST',
  BATTERY: 'admin.PARCEL_CATEGORY_BATTERY',
  DEFAULT: 'admin.PARCEL_CATEGORY_DEFAULT',
} as const satisfies Record<ParcelCategory, string>;

/** Left-to-right isolates: a measure keeps its order (`15 × 12 × 12 cm`, not `cm 12 × 12 × 15`) in a right-to-left page. */
const ltr = (text: string) => `\u2066${text}\u2069`;

/** `15 × 12 × 12 cm` and `12.000 g`, the numbers in the interface's language. */
function useParcelText() {
  const { t, i18n } = useTranslation();
  return {
    size: (p: AdminParcelMeasuresFragment) =>
      ltr(t('admin.PARCEL_SIZE', { length: formatWhole(p.lengthCm, i18n.language), width: formatWhole(p.widthCm, i18n.language), height: formatWhole(p.heightCm, i18n.language) })),
    weight: (grams: number) => ltr(t('admin.PARCEL_WEIGHT', { grams: formatWhole(grams, i18n.language) })),
  };
}

/** The edit form of one category's default parcel: its four measures, a reason, save, and back to the code's default. */
function EditDialog({ entry, onClose }: { entry: AdminParcelDefaultFragment | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const text = useParcelText();
  const [form, setForm] = useState<ParcelForm | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [save, saving] = useMutation(SET_PARCEL_DEFAULT, { refetchQueries: [PARCEL_DEFAULTS], awaitRefetchQueries: true });
  const [reset, resetting] = useMutation(RESET_PARCEL_DEFAULT, { refetchQueries: [PARCEL_DEFAULTS], awaitRefetchQueries: true });
  const current = form ?? (entry ? formOf(entry.parcel) : formOf({ weightGrams: 0, lengthCm: 0, widthCm: 0, heightCm: 0 }));
  const label = entry ? t(CATEGORY_LABELS[entry.category]) : '';

  const close = () => {
    setForm(null);
    setReason('');
    setErrors([]);
    setFailure(null);
    onClose();
  };

  const refused = (error: unknown) => {
    const field = CombinedGraphQLErrors.is(error) ? serverFieldError(error.errors[0]?.extensions?.field) : null;
    if (adminErrorCode(error) === 'BAD_USER_INPUT' && field) setErrors([field]);
    else setFailure(t(errorMessageKey(error)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!entry) return;
    setFailure(null);
    const read = readParcelForm(current);
    if (!read.ok) {
      setErrors(read.errors);
      // The first field refused takes the focus, its message read with it.
      document.getElementById(`parcel-${read.errors[0].field}`)?.focus();
      return;
    }
    setErrors([]);
    try {
      await save({ variables: { category: entry.category, ...read.values, reason: reason.trim() || null } });
      toast.show({ message: t('admin.PARCEL_SAVED', { category: label }), tone: 'success' });
      close();
    } catch (error) {
      refused(error);
    }
  };

  const restore = async () => {
    if (!entry) return;
    setFailure(null);
    try {
      await reset({ variables: { category: entry.category, reason: reason.trim() || null } });
      toast.show({ message: t('admin.PARCEL_RESET_DONE', { category: label }), tone: 'success' });
      close();
    } catch (error) {
      refused(error);
    }
  };

  const errorOf = (field: Field) => {
    const e = errors.find((x) => x.field === field);
    if (!e) return undefined;
    return t(field === 'weightGrams' ? 'admin.ERROR_PARCEL_WEIGHT' : 'admin.ERROR_PARCEL_SIDE', { min: formatWhole(e.min, i18n.language), max: formatWhole(e.max, i18n.language) });
  };

  return (
    <Modal
      open={entry !== null}
      onClose={close}
      title={t('admin.PARCEL_EDIT_TITLE', { category: label })}
      footer={
        <div className={styles.footer}>
          {entry?.edited && (
            <Button variant="secondary" loading={resetting.loading} onClick={() => void restore()}>
              {t('admin.BUTTON_PARCEL_RESET')}
            </Button>
          )}
          <span className={styles.spacer} />
          <Button variant="ghost" onClick={close}>
            {t('BUTTON_CANCEL')}
          </Button>
          <Button type="submit" form="parcel-form" loading={saving.loading}>
            {t('BUTTON_SAVE')}
          </Button>
        </div>
      }
    >
      <form id="parcel-form" className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
        {failure && <Alert tone="danger">{failure}</Alert>}
        {entry && (
          <p className={styles.codeDefault}>
            {t('admin.PARCEL_CODE_DEFAULT', { weight: text.weight(entry.codeDefault.weightGrams), size: text.size(entry.codeDefault) })}
          </p>
        )}
        <div className={styles.fields}>
          {FIELDS.map((field) => (
            <Input
              key={field}
              id={`parcel-${field}`}
              label={t(FIELD_LABELS[field])}
              inputMode="numeric"
              autoComplete="off"
              required
              value={current[field]}
              error={errorOf(field)}
              onChange={(e) => setForm({ ...current, [field]: e.target.value })}
            />
          ))}
        </div>
        <Input label={t('admin.INPUT_PARCEL_REASON_LABEL')} hint={t('admin.INPUT_PARCEL_REASON_HINT')} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </form>
    </Modal>
  );
}

/**
 * The default parcel per part category: what a line whose part states no weight or size is packed
 * as when the carriers are asked for a quote. Everyone who reads orders sees it; those with
 * shipping:manage edit a category or bring back the code's default.
 */
export function ParcelDefaultsPage() {
  const { t, i18n } = useTranslation();
  const { grants } = useStaffSession();
  const text = useParcelText();
  const { data, loading, error } = useQuery(PARCEL_DEFAULTS, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<AdminParcelDefaultFragment | null>(null);
  const canEdit = grants.has('shipping:manage');
  const entries = data?.parcelDefaults ?? null;

  return (
    <>
      <PageHeading title={t('admin.PARCELS_TITLE')} />
      <p className={styles.intro}>{t('admin.PARCELS_INTRO')}</p>
      {error && !entries && <Alert tone="danger">{t(errorMessageKey(error))}</Alert>}
      {!entries && loading && (
        <SkeletonGroup>
          <Skeleton variant="rect" height="12rem" />
        </SkeletonGroup>
      )}
      {entries && (
        <div className={list.tableWrap}>
          <table className={`${list.table} ${styles.table}`}>
            <caption className={list.caption}>{t('admin.PARCELS_CAPTION')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.COL_PARCEL_CATEGORY')}</th>
                <th scope="col">{t('admin.COL_PARCEL_WEIGHT')}</th>
                <th scope="col">{t('admin.COL_PARCEL_SIZE')}</th>
                <th scope="col">{t('admin.COL_PARCEL_BILLABLE')}</th>
                <th scope="col">{t('admin.COL_PARCEL_SOURCE')}</th>
                {canEdit && (
                  <th scope="col">
                    <span className={styles.visuallyHidden}>{t('admin.COL_ACTIONS')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => {
                const category = t(CATEGORY_LABELS[e.category]);
                return (
                  <tr key={e.category}>
                    <th scope="row">{category}</th>
                    <td className={list.num} data-label={t('admin.COL_PARCEL_WEIGHT')}>
                      {text.weight(e.parcel.weightGrams)}
                    </td>
                    <td className={list.num} data-label={t('admin.COL_PARCEL_SIZE')}>
                      {text.size(e.parcel)}
                    </td>
                    <td className={list.num} data-label={t('admin.COL_PARCEL_BILLABLE')}>
                      {text.weight(e.parcel.billableWeightGrams)}
                    </td>
                    <td data-label={t('admin.COL_PARCEL_SOURCE')}>
                      {e.edited ? (
                        <>
                          <Badge tone="info">{t('admin.PARCEL_EDITED')}</Badge>
                          {e.updatedAt && (
                            <span className={list.sub}>
                              {e.updatedBy
                                ? t('admin.PARCEL_EDITED_BY', { when: formatDateTime(e.updatedAt, i18n.language), who: e.updatedBy.name || e.updatedBy.email })
                                : formatDateTime(e.updatedAt, i18n.language)}
                            </span>
                          )}
                        </>
                      ) : (
                        <Badge tone="neutral">{t('admin.PARCEL_CODE')}</Badge>
                      )}
                    </td>
                    {canEdit && (
                      <td className={styles.action}>
                        <Button size="sm" variant="secondary" onClick={() => setEditing(e)} aria-label={t('admin.BUTTON_PARCEL_EDIT_OF', { category })}>
                          {t('admin.BUTTON_PARCEL_EDIT')}
                        </Button>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {entries && !canEdit && <p className={styles.readOnly}>{t('admin.PARCELS_READ_ONLY')}</p>}
      <EditDialog entry={editing} onClose={() => setEditing(null)} />
    </>
  );
}
