import { evictFitStatements } from '../../garage/fit-cache';
import { useGarage } from '../../garage/use-garage';
import { VehicleForm } from '../../garage/vehicle-form/vehicle-form';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button/button';
import type { VehiclePicker_GarageFragment } from '../../gql/graphql';
import { SetCurrentVehicleMutation, vehicleName } from './vehicle-documents';

const ALL_VEHICLES = '';

/**
 * The vehicle picker's two panels. The list: 'all vehicles' first, then the saved vehicles; choosing
 * one makes it the current vehicle. The form: the vehicle form, whose vehicle is saved and chosen in
 * the list; without saved vehicles the form is the only panel.
 */
export function VehiclePicker({ garage, onDone }: { garage: VehiclePicker_GarageFragment | null; onDone: () => void }) {
  const { t } = useTranslation();
  const name = useId();
  const vehicles = garage?.vehicles ?? [];
  const [choice, setChoice] = useState(garage?.currentVehicle?.id ?? ALL_VEHICLES);
  const [setCurrent, { loading, error }] = useMutation(SetCurrentVehicleMutation, { update: evictFitStatements });
  const [panel, setPanel] = useState<'list' | 'form'>('list');
  const garageActions = useGarage();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    await setCurrent({ variables: { vehicleId: choice === ALL_VEHICLES ? null : choice } });
    onDone();
  };

  if (vehicles.length === 0 || panel === 'form') {
    return (
      <div className="vehicle-picker">
        <p className="vehicle-picker__title">{vehicles.length === 0 ? t('TEXT_VEHICLE_PICKER_EMPTY') : t('BUTTON_ADD_VEHICLE')}</p>
        <VehicleForm
          busy={garageActions.adding}
          onSubmit={async (vehicle) => {
            const answer = await garageActions.addVehicle(vehicle.id);
            if (!answer?.data) return;
            setChoice(vehicle.id);
            setPanel('list');
          }}
          error={
            garageActions.error && (
              <p className="vehicle-picker__error" role="alert">
                {t('ERROR_LOADING')}
              </p>
            )
          }
          actions={
            vehicles.length > 0 && (
              <Button variant="ghost" size="sm" onClick={() => setPanel('list')}>
                {t('BUTTON_BACK_TO_LIST')}
              </Button>
            )
          }
        />
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
        <Button variant="secondary" size="sm" className="vehicle-picker__add" onClick={() => setPanel('form')}>
          {t('BUTTON_ADD_VEHICLE')}
        </Button>
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
