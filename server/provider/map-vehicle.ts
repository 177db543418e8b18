import { listOf, type DateValue, type RawLinkageTarget, type RawManufacturer, type RawModelSeries, type RawVehicleById } from './raw';
import type { ProviderMake, ProviderModel, ProviderVehicle } from './types';

/** The year of a provider date: the first 4 digits of `200503`, `"2005-03"` or `20050317`; null when absent. */
export function yearOf(value: DateValue): number | null {
  if (value === null || value === undefined || value === '') return null;
  const m = /^(\d{4})/.exec(String(value).trim());
  return m ? Number(m[1]) : null;
}

/** The years offered for a model: construction start to end (or `currentYear` when open-ended), newest first. */
export function yearsOfModel(from: DateValue, to: DateValue, currentYear: number): number[] {
  const start = yearOf(from);
  if (start === null) return [];
  const end = Math.min(yearOf(to) ?? currentYear, currentYear);
  const years: number[] = [];
  for (let y = end; y >= start; y--) years.push(y);
  return years;
}

export function makeFromManufacturer(m: RawManufacturer): ProviderMake | null {
  if (m.manuId === undefined || !m.manuName) return null;
  return { id: String(m.manuId), name: m.manuName };
}

/** Accepts both spellings of the model name (`modelname` in getModelSeries2, `modelName` elsewhere). */
export function modelFromSeries(m: RawModelSeries, makeId: number): ProviderModel | null {
  const name = m.modelname ?? m.modelName;
  const yearFrom = yearOf(m.yearOfConstrFrom);
  if (m.modelId === undefined || !name || yearFrom === null) return null;
  return { id: String(m.modelId), name, yearFrom, yearTo: yearOf(m.yearOfConstrTo), makeId: String(makeId) };
}

/** A vehicle from getVehicleByIds3: year = first 4 digits of the construction start. */
export function vehicleFromDetails(raw: RawVehicleById): ProviderVehicle | null {
  const d = raw.vehicleDetails;
  const id = raw.carId ?? (d ? d.carId : undefined);
  if (!d || id === undefined) return null;
  const year = yearOf(d.yearOfConstrFrom);
  if (year === null) return null;
  return {
    id: String(id),
    year,
    yearTo: yearOf(d.yearOfConstrTo),
    make: d.manuName ?? '',
    model: d.modelName ?? '',
    makeId: d.manuId !== undefined ? String(d.manuId) : null,
    modelId: d.modId !== undefined ? String(d.modId) : null,
    engine: d.typeName ?? '',
    fuelType: d.fuelType ?? null,
    powerKw: d.powerKwFrom ?? null,
    powerHp: d.powerHpFrom ?? null,
    capacityCc: d.cylinderCapacityCcm ?? null,
    engineCodes: listOf(raw.motorCodes).map((c) => c.motorCode ?? '').filter(Boolean),
  };
}

/** A vehicle from getLinkageTargets (new-style names, `"YYYY-MM"` dates). */
export function vehicleFromLinkageTarget(t: RawLinkageTarget): ProviderVehicle | null {
  const year = yearOf(t.beginYearMonth);
  if (t.linkageTargetId === undefined || year === null) return null;
  return {
    id: String(t.linkageTargetId),
    year,
    yearTo: yearOf(t.endYearMonth),
    make: t.mfrName ?? '',
    model: t.vehicleModelSeriesName ?? '',
    makeId: t.mfrId !== undefined ? String(t.mfrId) : null,
    modelId: t.vehicleModelSeriesId !== undefined ? String(t.vehicleModelSeriesId) : null,
    engine: t.description ?? '',
    fuelType: t.fuelType ?? null,
    powerKw: t.kiloWattsFrom ?? null,
    powerHp: t.horsePowerFrom ?? null,
    capacityCc: t.capacityCC ?? null,
    engineCodes: listOf(t.engines).map((e) => e.code ?? '').filter(Boolean),
  };
}
