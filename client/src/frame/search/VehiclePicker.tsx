import { evictFitStatements } from '../../garage/fit-cache';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button/button';
import type { VehiclePicker_GarageFragment } from '../../gql/graphql';
import { SetCurrentVehicleMutation, vehicleName } from './vehicle-documents';

const ALL_VEHICLES = '';

/**
 * The vehicle picker's list: 'all vehicles' first, then the saved vehicles; choosing one makes it
 * the current vehicle. Without saved vehicles it points to the garage, where vehicles are added.
 */
export function VehiclePicker({ garage, onDone }: { garage: VehiclePicker_GarageFragment | null; onDone: () => void }) {
  const { t } = useTranslation();
  const name = useId();
  const vehicles = garage?.vehicles ?? [];
  const [choice, setChoice] = useState(garage?.currentVehicle?.id ?? ALL_VEHICLES);
  const [setCurrent, { loading, error }] = useMutation(SetCurrentVehicleMutation, { update: evictFitStatements });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    await setCurrent({ variables: { vehicleId: choice === ALL_VEHICLES ? null : choice } });
    onDone();
  };

  if (vehicles.length === 0) {
    return (
      <div className="vehicle-picker">
        <p className="vehicle-picker__title">{t('TEXT_VEHICLE_PICKER_EMPTY')}</p>
        <Link className="vehicle-picker__add" to="/account/garage" onClick={onDone}>
          {t('BUTTON_ADD_VEHICLE')}
        </Link>
      </div>
    );
  }
  return (
    <form className="vehicle-picker" onSubmit={onSubmit}>
      <fieldset className="vehicle-picker__list">
        <legend className="vehicle-picker__title">{t('TEXT_SELECT_VEHICLE')}</legend>
        {[{ id: ALL_VEHICLES, label: t('TEXT_ALL_VEHICLES') }, ...vehicles.map((v) => ({ id: v.id, label: vehicleName(v) }))].map(
          (option) => (
            <label key={option.id || 'all'} className="vehicle-picker__option">
              <input type="radio" name={name} value={option.id} checked={choice === option.id} onChange={() => setChoice(option.id)} />
              <span>{option.label}</span>
            </label>
          ),
        )}
      </fieldset>
      {error && (
        <p className="vehicle-picker__error" role="alert">
          {t('ERROR_LOADING')}
        </p>
      )}
      <div className="vehicle-picker__actions">
        <Link className="vehicle-picker__add" to="/account/garage" onClick={onDone}>
          {t('BUTTON_ADD_VEHICLE')}
        </Link>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('BUTTON_CANCEL')}
        </Button>
        <Button type="submit" size="sm" loading={loading}>
          {t('BUTTON_SELECT_VEHICLE')}
        </Button>
      </div>
    </form>
  );
}
