import { useState } from 'react';
import { usePageQuery } from '../../lib/data/use-page-query';
import {
  EMPTY_CASCADE, chooseEngine, chooseMake, chooseModel, chooseYear, type Cascade, type FormVehicle,
} from './vehicle-form-state';
import { VehicleFormEnginesQuery, VehicleFormMakesQuery, VehicleFormModelsQuery, VehicleFormYearsQuery } from './vehicle-form-documents';

export interface CascadeOptions {
  options: { value: string; label: string }[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

function optionsOf(
  items: { value: string; label: string }[] | null | undefined,
  answer: { loading: boolean; error?: unknown; refetch: () => unknown },
): CascadeOptions {
  return {
    options: items ?? [],
    loading: answer.loading,
    failed: Boolean(answer.error) || (!answer.loading && items === null),
    retry: () => void answer.refetch(),
  };
}

/** The make → model → year → engine selects: their choices, their options (asked only once the parent is chosen) and the chosen vehicle. */
export function useVehicleCascade() {
  const [cascade, setCascade] = useState<Cascade>(EMPTY_CASCADE);
  const { makeId, modelId, year } = cascade;
  const makes = usePageQuery(VehicleFormMakesQuery);
  const models = usePageQuery(VehicleFormModelsQuery, { variables: { makeId }, skip: makeId === '' });
  const years = usePageQuery(VehicleFormYearsQuery, { variables: { makeId, modelId }, skip: modelId === '' });
  const engines = usePageQuery(VehicleFormEnginesQuery, {
    variables: { makeId, modelId, year: Number(year) },
    skip: year === '',
  });

  const engineList = year === '' ? [] : (engines.data?.vehicles ?? []);
  const chosen = engineList.find((v) => v.id === cascade.vehicleId);
  // The year chosen in the form, not the vehicle's first year of construction: the garage keeps it.
  const vehicle: FormVehicle | null = chosen ? { id: chosen.id, year: Number(year), make: chosen.make, model: chosen.model, engine: chosen.engine } : null;

  return {
    cascade,
    vehicle,
    reset: () => setCascade(EMPTY_CASCADE),
    setMake: (id: string) => setCascade((s) => chooseMake(s, id)),
    setModel: (id: string) => setCascade((s) => chooseModel(s, id)),
    setYear: (y: string) => setCascade((s) => chooseYear(s, y)),
    setEngine: (id: string) => setCascade((s) => chooseEngine(s, id)),
    makes: optionsOf(makes.data?.vehicleMakes?.map((m) => ({ value: m.id, label: m.name })), makes),
    models: optionsOf(makeId === '' ? [] : models.data?.vehicleModels?.map((m) => ({ value: m.id, label: m.name })), models),
    years: optionsOf(modelId === '' ? [] : years.data?.vehicleYears?.map((y) => ({ value: String(y), label: String(y) })), years),
    engines: optionsOf(year === '' ? [] : engines.data?.vehicles?.map((v) => ({ value: v.id, label: v.engine })), engines),
  };
}
