import { useState, type FormEvent } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Checkbox, Input, Select, Skeleton, SkeletonGroup, useToast, useTranslation } from '../ui';
import { adminErrorCode, errorMessageKey } from '../app/api-error';
import { PageHeading } from '../lib/page-heading';
import { formatWhole } from '../lib/format';
import type { AdminPriceSupplierFragment } from '../gql/graphql';
import { PRICE_SUPPLIERS, REMOVE_BRAND_ALIAS, SAVE_PRICE_SUPPLIER, SET_BRAND_ALIAS } from './documents';
import { columnsOf } from './price-form';
import { PricesNav } from './prices-nav';
import list from '../orders/orders.module.css';
import styles from './prices.module.css';

const fieldOf = (error: unknown): string | null => {
  const field = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.field : null;
  return adminErrorCode(error) === 'BAD_USER_INPUT' && typeof field === 'string' ? field : null;
};

/** A supplier's settings: name, currency, IVA, its file's header spellings. */
function SettingsForm({ supplier }: { supplier: AdminPriceSupplierFragment }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [form, setForm] = useState(() => ({
    name: supplier.name,
    currency: supplier.currency,
    pricesIncludeIva: supplier.pricesIncludeIva,
    brand: supplier.mapping.brand.join('\n'),
    number: supplier.mapping.number.join('\n'),
    price: supplier.mapping.price.join('\n'),
    stock: Object.fromEntries(supplier.warehouses.map((w) => [w.id, supplier.mapping.stock.find((s) => s.warehouseId === w.id)?.column.join('\n') ?? ''])),
  }));
  const [failure, setFailure] = useState<{ field: string | null; text: string } | null>(null);
  const [save, saving] = useMutation(SAVE_PRICE_SUPPLIER);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await save({
        variables: {
          input: {
            id: supplier.id, name: form.name, currency: form.currency.trim().toUpperCase(), pricesIncludeIva: form.pricesIncludeIva,
            brandColumns: columnsOf(form.brand), numberColumns: columnsOf(form.number), priceColumns: columnsOf(form.price),
            stockColumns: supplier.warehouses.map((w) => ({ warehouseId: w.id, column: columnsOf(form.stock[w.id] ?? '') })).filter((s) => s.column.length > 0),
            warehouses: supplier.warehouses.map(({ id, name, deliveryDaysMin, deliveryDaysMax }) => ({ id, name, deliveryDaysMin, deliveryDaysMax })),
          },
        },
      });
      toast.show({ message: t('admin.PRICE_SUPPLIER_SAVED', { name: form.name }), tone: 'success' });
    } catch (error) {
      setFailure({ field: fieldOf(error), text: t(errorMessageKey(error)) });
    }
  };

  const errorOf = (field: string) => (failure?.field === field ? t('admin.ERROR_PRICE_FIELD') : undefined);
  const area = (field: 'brand' | 'number' | 'price', label: string, errorField: string) => (
    <div className={styles.file}>
      <label htmlFor={`supplier-${field}`}>{label}</label>
      <textarea
        id={`supplier-${field}`}
        className={styles.textarea}
        value={form[field]}
        aria-invalid={failure?.field === errorField || undefined}
        aria-describedby={`supplier-${field}-hint`}
        onChange={(e) => setForm({ ...form, [field]: e.target.value })}
      />
      <span id={`supplier-${field}-hint`} className={styles.hint}>
        {failure?.field === errorField ? t('admin.ERROR_PRICE_FIELD') : t('admin.INPUT_PRICE_COLUMNS_HINT')}
      </span>
    </div>
  );

  return (
    <form className={styles.panel} noValidate onSubmit={(e) => void submit(e)} aria-labelledby="supplier-settings-title">
      <h2 id="supplier-settings-title">{t('admin.PRICE_SUPPLIER_SETTINGS')}</h2>
      {failure && <Alert tone="danger">{failure.text}</Alert>}
      <div className={styles.fields}>
        <Input label={t('admin.INPUT_PRICE_SUPPLIER_NAME')} value={form.name} error={errorOf('name')} onChange={(e) => setForm({ ...form, name: e.target.value })} />
        <Input label={t('admin.INPUT_PRICE_CURRENCY')} hint={t('admin.INPUT_PRICE_CURRENCY_HINT')} value={form.currency} maxLength={3} error={errorOf('currency')} onChange={(e) => setForm({ ...form, currency: e.target.value })} />
      </div>
      <Checkbox label={t('admin.INPUT_PRICE_INCLUDES_IVA')} checked={form.pricesIncludeIva} onChange={(e) => setForm({ ...form, pricesIncludeIva: e.target.checked })} />
      <div className={styles.fields}>
        {area('brand', t('admin.INPUT_PRICE_BRAND_COLUMNS'), 'brandColumns')}
        {area('number', t('admin.INPUT_PRICE_NUMBER_COLUMNS'), 'numberColumns')}
        {area('price', t('admin.INPUT_PRICE_PRICE_COLUMNS'), 'priceColumns')}
        {supplier.warehouses.map((w) => (
          <div key={w.id} className={styles.file}>
            <label htmlFor={`supplier-stock-${w.id}`}>{t('admin.INPUT_PRICE_STOCK_COLUMNS', { warehouse: w.name })}</label>
            <textarea
              id={`supplier-stock-${w.id}`}
              className={styles.textarea}
              value={form.stock[w.id] ?? ''}
              onChange={(e) => setForm({ ...form, stock: { ...form.stock, [w.id]: e.target.value } })}
            />
            <span className={styles.hint}>{t('admin.PRICE_WAREHOUSE_DAYS', { min: w.deliveryDaysMin, max: w.deliveryDaysMax })}</span>
          </div>
        ))}
      </div>
      <div>
        <Button type="submit" loading={saving.loading}>
          {t('BUTTON_SAVE')}
        </Button>
      </div>
    </form>
  );
}

/** A supplier's brand aliases: its spelling → the provider's brand; add, change, remove. */
function Aliases({ supplier, initialAlias }: { supplier: AdminPriceSupplierFragment; initialAlias: string }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [alias, setAlias] = useState(initialAlias);
  const [brand, setBrand] = useState('');
  const [failure, setFailure] = useState<{ field: string | null; text: string } | null>(null);
  const [set, setting] = useMutation(SET_BRAND_ALIAS);
  const [remove] = useMutation(REMOVE_BRAND_ALIAS);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await set({ variables: { supplierId: supplier.id, alias, brand } });
      toast.show({ message: t('admin.PRICE_ALIAS_SAVED', { alias, brand }), tone: 'success' });
      setAlias('');
      setBrand('');
    } catch (error) {
      setFailure({ field: fieldOf(error), text: t(errorMessageKey(error)) });
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="supplier-aliases-title">
      <h2 id="supplier-aliases-title">{t('admin.PRICE_ALIASES_TITLE', { count: formatWhole(supplier.brandAliases.length, i18n.language) })}</h2>
      <p className={styles.hint}>{t('admin.PRICE_ALIASES_INTRO')}</p>
      {supplier.brandAliases.length > 0 && (
        <div className={list.tableWrap}>
          <table className={`${list.table} ${styles.stack}`}>
            <caption className={styles.visuallyHidden}>{t('admin.PRICE_ALIASES_CAPTION')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.COL_PRICE_ALIAS')}</th>
                <th scope="col">{t('admin.COL_PRICE_BRAND')}</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>{t('admin.COL_ACTIONS')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {supplier.brandAliases.map((a) => (
                <tr key={a.alias}>
                  <th scope="row">{a.alias}</th>
                  <td data-label={t('admin.COL_PRICE_BRAND')}>{a.brand}</td>
                  <td className={styles.end}>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('admin.BUTTON_PRICE_ALIAS_REMOVE_OF', { alias: a.alias })}
                      onClick={() => void remove({ variables: { supplierId: supplier.id, alias: a.alias } }).catch((error: unknown) => setFailure({ field: null, text: t(errorMessageKey(error)) }))}
                    >
                      {t('admin.BUTTON_PRICE_ALIAS_REMOVE')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {failure && <Alert tone="danger">{failure.text}</Alert>}
      <form className={styles.row} noValidate onSubmit={(e) => void add(e)}>
        <Input id="price-alias" label={t('admin.INPUT_PRICE_ALIAS')} value={alias} error={failure?.field === 'alias' ? t('admin.ERROR_PRICE_FIELD') : undefined} onChange={(e) => setAlias(e.target.value)} />
        <Input id="price-alias-brand" autoFocus={initialAlias !== ''} label={t('admin.INPUT_PRICE_ALIAS_BRAND')} value={brand} error={failure?.field === 'brand' ? t('admin.ERROR_PRICE_FIELD') : undefined} onChange={(e) => setBrand(e.target.value)} />
        <Button type="submit" variant="secondary" loading={setting.loading}>
          {t('admin.BUTTON_PRICE_ALIAS_ADD')}
        </Button>
      </form>
    </section>
  );
}

/**
 * "Proveedores": each supplier's settings and brand aliases. `?supplier=ID&alias=TEXT` (from a run's
 * unmatched rows) opens that supplier with the alias filled in, the brand to type next.
 */
export function SuppliersPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data, loading, error } = useQuery(PRICE_SUPPLIERS, { fetchPolicy: 'cache-and-network' });
  const [chosen, setChosen] = useState(params.get('supplier') ?? '');
  const suppliers = data?.priceSuppliers ?? null;
  const supplier = suppliers?.find((s) => s.id === chosen) ?? suppliers?.[0] ?? null;

  return (
    <>
      <PageHeading title={t('admin.PRICE_SUPPLIERS_TITLE')} />
      <PricesNav />
      {error && !suppliers && <Alert tone="danger">{t(errorMessageKey(error))}</Alert>}
      {!suppliers && loading && (
        <SkeletonGroup>
          <Skeleton variant="rect" height="16rem" />
        </SkeletonGroup>
      )}
      {suppliers && suppliers.length === 0 && <p className={list.empty}>{t('admin.PRICE_SUPPLIERS_EMPTY')}</p>}
      {suppliers && supplier && (
        <>
          <div className={styles.row}>
            <Select
              label={t('admin.INPUT_PRICE_SUPPLIER_LABEL')}
              value={supplier.id}
              onChange={(e) => setChosen(e.target.value)}
              options={suppliers.map((s) => ({ value: s.id, label: s.name }))}
            />
          </div>
          <p className={styles.meta}>{t('admin.PRICE_SUPPLIER_ID', { id: supplier.id })}</p>
          <SettingsForm key={supplier.id} supplier={supplier} />
          <Aliases key={`aliases-${supplier.id}`} supplier={supplier} initialAlias={supplier.id === params.get('supplier') ? (params.get('alias') ?? '') : ''} />
        </>
      )}
    </>
  );
}
