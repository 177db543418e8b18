import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert/alert';
import { Button } from '../../ui/button/button';
import { ChoiceGroup, RadioButton } from '../../ui/form/choice';
import { Input } from '../../ui/form/input';
import { Select } from '../../ui/form/select';
import { vehicleName } from '../vehicle-name';
import { useVehicleCascade, type CascadeOptions } from './use-vehicle-cascade';
import { useVinLookup } from './use-vin-lookup';
import { enabledSelects, selectedVehicle, vinProblemMessage, type FormVehicle, type VinLookup } from './vehicle-form-state';
import styles from './vehicle-form.module.css';

export type { FormVehicle } from './vehicle-form-state';

export interface VehicleFormProps {
  /** Called with the chosen vehicle (the VIN's one wins over the selects'). */
  onSubmit: (vehicle: FormVehicle) => void | Promise<unknown>;
  /** The submit button's text; 'add vehicle' by default. */
  submitLabel?: string;
  /** The caller's action is in progress: the submit shows it and ignores clicks. */
  busy?: boolean;
  /** Clears the form once `onSubmit` has resolved (the garage page, to add the next one). */
  resetAfterSubmit?: boolean;
  /** More buttons beside the submit (the vehicle picker's 'back to list'). */
  actions?: ReactNode;
  /** An error of the caller's action, shown above the buttons. */
  error?: ReactNode;
  className?: string;
}

/**
 * The vehicle form of the garage, the vehicle picker and the product page's fit check: make → model
 * → year → engine selects, each disabled until its parent is chosen and reset when a parent changes,
 * or a VIN looked up 500 ms after typing stops; a VIN that matches several vehicles lets the shopper
 * choose. The submit stays disabled until a vehicle is chosen.
 */
export function VehicleForm({ onSubmit, submitLabel, busy = false, resetAfterSubmit = false, actions, error, className }: VehicleFormProps) {
  const { t } = useTranslation();
  const cascade = useVehicleCascade();
  const vin = useVinLookup();
  const [vinChoice, setVinChoice] = useState('');
  const vehicle = selectedVehicle(vin.lookup, vinChoice, cascade.vehicle);
  const enabled = enabledSelects(cascade.cascade);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!vehicle || busy) return;
    await onSubmit(vehicle);
    if (resetAfterSubmit) {
      cascade.reset();
      vin.setText('');
      setVinChoice('');
    }
  };

  const selectOf = (
    label: string,
    placeholder: string,
    state: CascadeOptions,
    value: string,
    onChange: (value: string) => void,
    disabled = false,
  ) => (
    <Select
      label={label}
      placeholder={state.loading ? t('TEXT_VEHICLE_FORM_LOADING') : placeholder}
      options={state.options}
      value={value}
      disabled={disabled}
      aria-busy={state.loading || undefined}
      error={state.failed ? t('ERROR_LOADING') : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );

  const failed = [cascade.makes, cascade.models, cascade.years, cascade.engines].find((s) => s.failed);
  const vinProblem = vin.lookup.kind === 'invalid' ? vinProblemMessage(vin.lookup.problem) : null;
  return (
    <form className={[styles.form, className].filter(Boolean).join(' ')} onSubmit={submit} noValidate>
      <div className={styles.selects}>
        {selectOf(t('INPUT_VEHICLE_MAKE_LABEL'), t('INPUT_VEHICLE_MAKE_PLACEHOLDER'), cascade.makes, cascade.cascade.makeId, cascade.setMake)}
        {selectOf(t('INPUT_VEHICLE_MODEL_LABEL'), t('INPUT_VEHICLE_MODEL_PLACEHOLDER'), cascade.models, cascade.cascade.modelId, cascade.setModel, !enabled.model)}
        {selectOf(t('INPUT_VEHICLE_YEAR_LABEL'), t('INPUT_VEHICLE_YEAR_PLACEHOLDER'), cascade.years, cascade.cascade.year, cascade.setYear, !enabled.year)}
        {selectOf(t('INPUT_VEHICLE_ENGINE_LABEL'), t('INPUT_VEHICLE_ENGINE_PLACEHOLDER'), cascade.engines, cascade.cascade.vehicleId, cascade.setEngine, !enabled.engine)}
      </div>
      {failed && (
        <Button type="button" variant="secondary" size="sm" onClick={failed.retry} className={styles.retry}>
          {t('BUTTON_RETRY')}
        </Button>
      )}
      <p className={styles.or}>{t('TEXT_VEHICLE_FORM_OR_VIN')}</p>
      <Input
        label={t('INPUT_VIN_LABEL')}
        placeholder={t('INPUT_VIN_PLACEHOLDER')}
        value={vin.text}
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        error={vinProblem ? t(vinProblem.key, vinProblem.values) : undefined}
        onChange={(e) => {
          vin.setText(e.target.value);
          setVinChoice('');
        }}
      />
      <VinResult lookup={vin.lookup} choice={vinChoice} onChoose={setVinChoice} />
      {error}
      <div className={styles.actions}>
        {actions}
        <Button type="submit" disabled={!vehicle} loading={busy}>
          {submitLabel ?? t('BUTTON_ADD_VEHICLE')}
        </Button>
      </div>
    </form>
  );
}

/** What the VIN lookup says: searching, not found, the vehicle found, or the vehicles to choose from. */
function VinResult({ lookup, choice, onChoose }: { lookup: VinLookup; choice: string; onChoose: (id: string) => void }) {
  const { t } = useTranslation();
  const name = useId();
  if (lookup.kind === 'none' || lookup.kind === 'invalid') return null;
  if (lookup.kind === 'searching') {
    return (
      <p className={styles.searching} role="status">
        {t('TEXT_VIN_SEARCHING')}
      </p>
    );
  }
  if (lookup.kind === 'failed') return <Alert tone="danger">{t('TEXT_ALERT_UNABLE_TO_FIND_VEHICLE_BY_VIN')}</Alert>;
  const found = lookup.vehicles.length === 1 ? lookup.vehicles[0] : lookup.vehicles.find((v) => v.id === choice);
  return (
    <>
      {lookup.vehicles.length > 1 && (
        <ChoiceGroup legend={t('TEXT_VIN_SEVERAL_VEHICLES')} className={styles.choices}>
          {lookup.vehicles.map((v) => (
            <RadioButton key={v.id} name={name} value={v.id} checked={choice === v.id} onChange={() => onChoose(v.id)} label={vehicleName(v)} />
          ))}
        </ChoiceGroup>
      )}
      {found && (
        <Alert tone="success">
          {t('TEXT_ALERT_VEHICLE_FOUND', { year: found.year, make: found.make, model: found.model, engine: found.engine })}
        </Alert>
      )}
    </>
  );
}
