import { useAddVehicleToGarage, useRemoveVehicleFromGarage, useSetCurrentVehicle, VehicleForm } from '../../garage';
import { vehicleName } from '../../lib/vehicle-name';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../ui/button/button';
import { IconClose } from '../../ui/icons/icons';
import { readGarageView, type GarageView } from '../../garage';

const ALL_VEHICLES = '';

/**
 * The vehicle picker's two panels. The list: 'all vehicles' first, then the saved vehicles; choosing
 * one makes it the current vehicle. The form: the vehicle form, whose vehicle is saved and chosen in
 * the list; without saved vehicles the form is the only panel.
 */
export function VehiclePicker({ garage, onDone }: { garage: GarageView | null; onDone: () => void }) {
  const { t } = useTranslation();
  const name = useId();
  const vehicles = garage?.vehicles ?? [];
  const [choice, setChoice] = useState(garage?.currentVehicle?.id ?? ALL_VEHICLES);
  const { setCurrentVehicle, loading, error } = useSetCurrentVehicle();
  const navigate = useNavigate();
  const [panel, setPanel] = useState<'list' | 'form'>('list');
  const adding = useAddVehicleToGarage();
  const removing = useRemoveVehicleFromGarage();
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [removeFailed, setRemoveFailed] = useState(false);

  /** Removes a saved vehicle; the list follows the mutation's answer. A click while one is in progress is ignored. */
  const remove = async (vehicleId: string) => {
    if (removingId) return;
    setRemovingId(vehicleId);
    const answer = await removing.removeVehicle(vehicleId);
    setRemovingId(null);
    setRemoveFailed(!answer?.data);
    if (answer?.data && choice === vehicleId) setChoice(readGarageView(answer.data.removeVehicleFromGarage)?.currentVehicle?.id ?? ALL_VEHICLES);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const answer = await setCurrentVehicle(choice === ALL_VEHICLES ? null : choice);
    if (!answer?.data) return;
    onDone();
    // A vehicle chosen is a vehicle's page: its address says which car the parts are for.
    const path = readGarageView(answer.data.setCurrentVehicle)?.currentVehicle?.path;
    if (path) void navigate(path);
  };

  if (vehicles.length === 0 || panel === 'form') {
    return (
      <div className="vehicle-picker">
        <p className="vehicle-picker__title">{vehicles.length === 0 ? t('TEXT_VEHICLE_PICKER_EMPTY') : t('BUTTON_ADD_VEHICLE')}</p>
        <VehicleForm
          busy={adding.loading}
          onSubmit={async (vehicle) => {
            const answer = await adding.addVehicle(vehicle.id, vehicle.year);
            if (!answer?.data) return;
            setChoice(vehicle.id);
            setPanel('list');
          }}
          error={
            (adding.error ?? removing.error ?? error) && (
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
        <label className="vehicle-picker__option">
          <input type="radio" name={name} value={ALL_VEHICLES} checked={choice === ALL_VEHICLES} onChange={() => setChoice(ALL_VEHICLES)} />
          <span>{t('TEXT_ALL_VEHICLES')}</span>
        </label>
        {vehicles.map((vehicle) => {
          const label = vehicleName(vehicle);
          return (
            <div key={vehicle.id} className="vehicle-picker__row">
              <label className="vehicle-picker__option">
                <input type="radio" name={name} value={vehicle.id} checked={choice === vehicle.id} onChange={() => setChoice(vehicle.id)} />
                <span>{label}</span>
              </label>
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                icon={<IconClose size={16} />}
                className="vehicle-picker__remove"
                loading={removingId === vehicle.id}
                aria-disabled={removingId !== null && removingId !== vehicle.id ? true : undefined}
                onClick={() => void remove(vehicle.id)}
              >
                {t('BUTTON_REMOVE_VEHICLE', { vehicle: label })}
              </Button>
            </div>
          );
        })}
      </fieldset>
      {(error || removeFailed) && (
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
