import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../button/button';
import { Checkbox, ChoiceGroup, RadioButton } from '../form/choice';
import { Input } from '../form/input';
import { Select } from '../form/select';
import { IconCart, IconHeart } from '../icons/icons';
import { NumberStepper } from '../number-stepper/number-stepper';
import styles from './gallery.module.css';
import { paletteSwatches } from './gallery-data';

export function PaletteSection() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="gallery-palette">
      <h2 id="gallery-palette">{t('TEXT_GALLERY_PALETTE')}</h2>
      <div className={styles.swatches}>
        {paletteSwatches.map((name) => (
          <div key={name}>
            <div className={styles.swatch} style={{ background: `var(${name})` }} />
            <code className={styles.swatchName}>{name}</code>
          </div>
        ))}
      </div>
    </section>
  );
}

export function ButtonsSection() {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="gallery-buttons">
      <h2 id="gallery-buttons">{t('TEXT_GALLERY_BUTTONS')}</h2>
      <div className={styles.row}>
        <Button>{t('TEXT_GALLERY_SAMPLE_PRIMARY')}</Button>
        <Button variant="accent" icon={<IconCart size={18} />}>
          {t('BUTTON_ADD_TO_CART')}
        </Button>
        <Button variant="secondary">{t('TEXT_GALLERY_SAMPLE_SECONDARY')}</Button>
        <Button variant="ghost">{t('TEXT_GALLERY_SAMPLE_GHOST')}</Button>
        <Button variant="danger">{t('TEXT_GALLERY_SAMPLE_DANGER')}</Button>
        <Button variant="secondary" iconOnly icon={<IconHeart size={18} />}>
          {t('BUTTON_ADD_TO_WISHLIST')}
        </Button>
      </div>
      <div className={styles.row}>
        <Button size="sm">{t('TEXT_GALLERY_SAMPLE_PRIMARY')}</Button>
        <Button size="md">{t('TEXT_GALLERY_SAMPLE_PRIMARY')}</Button>
        <Button size="lg">{t('TEXT_GALLERY_SAMPLE_PRIMARY')}</Button>
        <Button disabled>{t('TEXT_GALLERY_SAMPLE_PRIMARY')}</Button>
        <Button variant="accent" loading>
          {t('BUTTON_ADD_TO_CART')}
        </Button>
        <Button
          variant="secondary"
          loading={loading}
          onClick={() => {
            setLoading(true);
            setTimeout(() => setLoading(false), 1500);
          }}
        >
          {t('TEXT_GALLERY_SAMPLE_SECONDARY')}
        </Button>
      </div>
    </section>
  );
}

export function FormsSection() {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(1);
  const [bounded, setBounded] = useState(3);
  const [decimal, setDecimal] = useState(1.5);
  const [payment, setPayment] = useState('cash');
  const [inStockOnly, setInStockOnly] = useState(true);
  return (
    <>
      <section className={styles.section} aria-labelledby="gallery-forms">
        <h2 id="gallery-forms">{t('TEXT_GALLERY_FORMS')}</h2>
        <div className={styles.columns}>
          <div className={styles.stack}>
            <Input label={t('TEXT_GALLERY_SAMPLE_EMAIL')} type="email" hint={t('TEXT_GALLERY_SAMPLE_EMAIL_HINT')} required />
            <Input label={t('TEXT_GALLERY_SAMPLE_EMAIL')} type="email" defaultValue="cliente@" error={t('TEXT_GALLERY_SAMPLE_ERROR')} />
            <Input label={t('TEXT_GALLERY_SAMPLE_EMAIL')} disabled defaultValue="cliente@autopartes.com.ar" />
          </div>
          <div className={styles.stack}>
            <Select
              label={t('TEXT_GALLERY_SAMPLE_SORT')}
              options={[
                { value: 'default', label: t('TEXT_GALLERY_SAMPLE_SORT_DEFAULT') },
                { value: 'name_asc', label: t('TEXT_GALLERY_SAMPLE_SORT_NAME_ASC') },
                { value: 'name_desc', label: t('TEXT_GALLERY_SAMPLE_SORT_NAME_DESC') },
              ]}
            />
            <Select label={t('TEXT_GALLERY_SAMPLE_SORT')} size="sm" disabled options={[{ value: 'default', label: t('TEXT_GALLERY_SAMPLE_SORT_DEFAULT') }]} />
            <Checkbox label={t('TEXT_GALLERY_SAMPLE_CHECKBOX')} checked={inStockOnly} onChange={(event) => setInStockOnly(event.target.checked)} />
            <Checkbox label={t('TEXT_GALLERY_SAMPLE_CHECKBOX')} indeterminate />
            <Checkbox label={t('TEXT_GALLERY_SAMPLE_CHECKBOX')} disabled />
          </div>
          <ChoiceGroup legend={t('TEXT_GALLERY_SAMPLE_PAYMENT')}>
            <RadioButton name="gallery-payment" value="cash" label={t('TEXT_GALLERY_SAMPLE_CASH')} checked={payment === 'cash'} onChange={() => setPayment('cash')} />
            <RadioButton
              name="gallery-payment"
              value="transfer"
              label={t('TEXT_GALLERY_SAMPLE_TRANSFER')}
              checked={payment === 'transfer'}
              onChange={() => setPayment('transfer')}
            />
            <RadioButton name="gallery-payment-disabled" value="none" label={t('TEXT_GALLERY_SAMPLE_TRANSFER')} disabled />
          </ChoiceGroup>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="gallery-quantity">
        <h2 id="gallery-quantity">{t('TEXT_GALLERY_QUANTITY')}</h2>
        <div className={styles.row}>
          <NumberStepper value={quantity} onChange={setQuantity} min={1} />
          <NumberStepper value={bounded} onChange={setBounded} min={1} max={5} size="sm" />
          <NumberStepper value={decimal} onChange={setDecimal} min={0} max={10} step={0.5} size="lg" />
          <NumberStepper value={2} onChange={() => undefined} disabled />
        </div>
      </section>
    </>
  );
}
