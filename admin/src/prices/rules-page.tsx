import { useState, type FormEvent } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { intlLocale, Alert, Button, Input, Modal, Select, Skeleton, SkeletonGroup, useToast, useTranslation } from '../ui';
import { adminErrorCode, errorMessageKey } from '../app/api-error';
import { PageHeading } from '../lib/page-heading';
import { formatPesos } from '../lib/format';
import type { AdminMarkupRuleFragment, MarkupScope } from '../gql/graphql';
import { DELETE_MARKUP_RULE, MARKUP_RULES, SAVE_MARKUP_RULE } from './documents';
import { percentOf, pesosOf, readRuleForm, ruleFormOf, type RuleField, type RuleForm } from './price-form';
import { PricesNav } from './prices-nav';
import list from '../orders/orders.module.css';
import styles from './prices.module.css';

export const SCOPE_LABELS = {
  BRAND: 'admin.PRICE_SCOPE_BRAND',
  CATEGORY: 'admin.PRICE_SCOPE_CATEGORY',
  SUPPLIER: 'admin.PRICE_SCOPE_SUPPLIER',
  DEFAULT: 'admin.PRICE_SCOPE_DEFAULT',
} as const satisfies Record<MarkupScope, string>;

const FIELDS: readonly { field: RuleField; label: 'admin.INPUT_PRICE_RULE_PERCENT' | 'admin.INPUT_PRICE_RULE_SURCHARGE' | 'admin.INPUT_PRICE_RULE_ROUNDING' | 'admin.INPUT_PRICE_RULE_MIN_MARGIN'; server: string }[] = [
  { field: 'percent', label: 'admin.INPUT_PRICE_RULE_PERCENT', server: 'percentBp' },
  { field: 'surcharge', label: 'admin.INPUT_PRICE_RULE_SURCHARGE', server: 'surchargeCentavos' },
  { field: 'rounding', label: 'admin.INPUT_PRICE_RULE_ROUNDING', server: 'roundingCentavos' },
  { field: 'minMargin', label: 'admin.INPUT_PRICE_RULE_MIN_MARGIN', server: 'minMarginBp' },
];

type Editing = { rule: AdminMarkupRuleFragment | null } | null;

function RuleDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const rule = editing?.rule ?? null;
  const [scope, setScope] = useState<MarkupScope>('BRAND');
  const [key, setKey] = useState('');
  const [form, setForm] = useState<RuleForm | null>(null);
  const [invalid, setInvalid] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [save, saving] = useMutation(SAVE_MARKUP_RULE, { refetchQueries: [MARKUP_RULES], awaitRefetchQueries: true });
  const current = form ?? ruleFormOf(rule ?? { percentBp: 4000, surchargeCentavos: 0, roundingCentavos: 100, minMarginBp: 1500 });

  const close = () => {
    setForm(null);
    setKey('');
    setInvalid([]);
    setFailure(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const read = readRuleForm(current);
    if (!read.ok) {
      setInvalid(read.fields);
      document.getElementById(`rule-${read.fields[0]}`)?.focus();
      return;
    }
    setInvalid([]);
    try {
      await save({ variables: { input: { scope: rule?.scope ?? scope, key: rule ? rule.key : scope === 'DEFAULT' ? '' : key.trim(), ...read.values } } });
      toast.show({ message: t('admin.PRICE_RULE_SAVED'), tone: 'success' });
      close();
    } catch (error) {
      const field = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.field : null;
      const local = FIELDS.find((f) => f.server === field)?.field ?? (field === 'key' ? 'key' : null);
      if (adminErrorCode(error) === 'BAD_USER_INPUT' && local) setInvalid([local]);
      else setFailure(t(errorMessageKey(error)));
    }
  };

  return (
    <Modal
      open={editing !== null}
      onClose={close}
      title={rule ? t('admin.PRICE_RULE_EDIT_TITLE', { scope: t(SCOPE_LABELS[rule.scope]), key: rule.key }) : t('admin.PRICE_RULE_NEW_TITLE')}
      footer={
        <div className={styles.actions}>
          <Button variant="ghost" onClick={close}>
            {t('BUTTON_CANCEL')}
          </Button>
          <Button type="submit" form="rule-form" loading={saving.loading}>
            {t('BUTTON_SAVE')}
          </Button>
        </div>
      }
    >
      <form id="rule-form" className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
        {failure && <Alert tone="danger">{failure}</Alert>}
        {!rule && (
          <div className={styles.fields}>
            <Select
              label={t('admin.INPUT_PRICE_RULE_SCOPE')}
              value={scope}
              onChange={(e) => setScope(e.target.value as MarkupScope)}
              options={(['BRAND', 'CATEGORY', 'SUPPLIER'] as const).map((s) => ({ value: s, label: t(SCOPE_LABELS[s]) }))}
            />
            <Input
              id="rule-key"
              label={t('admin.INPUT_PRICE_RULE_KEY')}
              hint={t('admin.INPUT_PRICE_RULE_KEY_HINT')}
              value={key}
              error={invalid.includes('key') ? t('admin.ERROR_PRICE_FIELD') : undefined}
              onChange={(e) => setKey(e.target.value)}
            />
          </div>
        )}
        <div className={styles.fields}>
          {FIELDS.map(({ field, label }) => (
            <Input
              key={field}
              id={`rule-${field}`}
              label={t(label)}
              inputMode="decimal"
              autoComplete="off"
              value={current[field]}
              error={invalid.includes(field) ? t('admin.ERROR_PRICE_FIELD') : undefined}
              onChange={(e) => setForm({ ...current, [field]: e.target.value })}
            />
          ))}
        </div>
        <p className={styles.hint}>{t('admin.PRICE_RULE_HOW')}</p>
      </form>
    </Modal>
  );
}

/** "Reglas de margen": the mark-up rules, the most specific of which prices each offer. */
export function RulesPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { data, loading, error } = useQuery(MARKUP_RULES, { fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DELETE_MARKUP_RULE, { refetchQueries: [MARKUP_RULES], awaitRefetchQueries: true });
  const [editing, setEditing] = useState<Editing>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const rules = data?.markupRules ?? null;
  // Left-to-right isolates: `40 %` keeps its order in a right-to-left page.
  const pct = (bp: number) => `\u2066${percentOf(bp, i18n.language, intlLocale)} %\u2069`;

  const drop = async (rule: AdminMarkupRuleFragment) => {
    setFailure(null);
    try {
      await remove({ variables: { id: rule.id } });
      toast.show({ message: t('admin.PRICE_RULE_REMOVED'), tone: 'success' });
    } catch (err) {
      setFailure(t(errorMessageKey(err)));
    }
  };

  return (
    <>
      <PageHeading title={t('admin.PRICE_RULES_TITLE')}>
        <Button onClick={() => setEditing({ rule: null })}>{t('admin.BUTTON_PRICE_RULE_NEW')}</Button>
      </PageHeading>
      <PricesNav />
      <p className={styles.intro}>{t('admin.PRICE_RULES_INTRO')}</p>
      {failure && <Alert tone="danger">{failure}</Alert>}
      {error && !rules && <Alert tone="danger">{t(errorMessageKey(error))}</Alert>}
      {!rules && loading && (
        <SkeletonGroup>
          <Skeleton variant="rect" height="12rem" />
        </SkeletonGroup>
      )}
      {rules && (
        <div className={list.tableWrap}>
          <table className={`${list.table} ${styles.stack}`}>
            <caption className={list.caption}>{t('admin.PRICE_RULES_CAPTION')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.COL_PRICE_RULE')}</th>
                <th scope="col">{t('admin.COL_PRICE_RULE_PERCENT')}</th>
                <th scope="col">{t('admin.COL_PRICE_RULE_SURCHARGE')}</th>
                <th scope="col">{t('admin.COL_PRICE_RULE_ROUNDING')}</th>
                <th scope="col">{t('admin.COL_PRICE_RULE_MIN_MARGIN')}</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>{t('admin.COL_ACTIONS')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rules.map((r) => {
                const name = r.scope === 'DEFAULT' ? t(SCOPE_LABELS.DEFAULT) : `${t(SCOPE_LABELS[r.scope])}: ${r.key}`;
                return (
                  <tr key={r.id}>
                    <th scope="row">{name}</th>
                    <td className={list.num} data-label={t('admin.COL_PRICE_RULE_PERCENT')}>
                      {pct(r.percentBp)}
                    </td>
                    <td className={list.num} data-label={t('admin.COL_PRICE_RULE_SURCHARGE')}>
                      {formatPesos(pesosOf(r.surchargeCentavos), i18n.language)}
                    </td>
                    <td className={list.num} data-label={t('admin.COL_PRICE_RULE_ROUNDING')}>
                      {formatPesos(pesosOf(r.roundingCentavos), i18n.language)}
                    </td>
                    <td className={list.num} data-label={t('admin.COL_PRICE_RULE_MIN_MARGIN')}>
                      {pct(r.minMarginBp)}
                    </td>
                    <td className={styles.end}>
                      <Button size="sm" variant="secondary" aria-label={t('admin.BUTTON_PRICE_RULE_EDIT_OF', { rule: name })} onClick={() => setEditing({ rule: r })}>
                        {t('admin.BUTTON_PRICE_RULE_EDIT')}
                      </Button>{' '}
                      {r.scope !== 'DEFAULT' && (
                        <Button size="sm" variant="ghost" aria-label={t('admin.BUTTON_PRICE_RULE_REMOVE_OF', { rule: name })} onClick={() => void drop(r)}>
                          {t('admin.BUTTON_PRICE_RULE_REMOVE')}
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <RuleDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
