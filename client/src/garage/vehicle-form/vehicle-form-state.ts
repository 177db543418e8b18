import type { VinProblem } from '../../../../shared/vehicle/vin';
import type { TranslationKey } from '../../i18n/keys';

/** A vehicle the form can hand over: what the garage and the fit check need. */
export interface FormVehicle {
  id: string;
  year: number;
  make: string;
  model: string;
  engine: string;
}

/** The four selects of the cascade, each '' while nothing is chosen. */
export interface Cascade {
  makeId: string;
  modelId: string;
  year: string;
  vehicleId: string;
}

export const EMPTY_CASCADE: Cascade = { makeId: '', modelId: '', year: '', vehicleId: '' };

/** Choosing a make resets model, year and engine. */
export function chooseMake(_state: Cascade, makeId: string): Cascade {
  return { makeId, modelId: '', year: '', vehicleId: '' };
}

/** Choosing a model resets year and engine. */
export function chooseModel(state: Cascade, modelId: string): Cascade {
  if (!state.makeId) return state;
  return { ...state, modelId, year: '', vehicleId: '' };
}

/** Choosing a year resets the engine. */
export function chooseYear(state: Cascade, year: string): Cascade {
  if (!state.modelId) return state;
  return { ...state, year, vehicleId: '' };
}

/** Picking an engine sets the selected vehicle. */
export function chooseEngine(state: Cascade, vehicleId: string): Cascade {
  if (!state.year) return state;
  return { ...state, vehicleId };
}

/** Each dependent select is disabled until its parent is chosen. */
export function enabledSelects(state: Cascade): { model: boolean; year: boolean; engine: boolean } {
  return { model: state.makeId !== '', year: state.modelId !== '', engine: state.year !== '' };
}

/** The VIN to look up: trimmed and upper-cased (as the API's decoder reads it); '' means no lookup. */
export function vinToLookUp(input: string): string {
  // As shared/vehicle/vin.ts's normaliseVin, which the form loads only when a VIN is checked.
  return input.trim().toUpperCase();
}

/** The state of the VIN lookup as the form shows it. */
export type VinLookup =
  | { kind: 'none' }
  | { kind: 'searching' }
  | { kind: 'invalid'; problem: VinProblem }
  | { kind: 'failed' }
  | { kind: 'found'; vehicles: FormVehicle[] };

/**
 * The VIN lookup for what is typed now: nothing for an empty VIN (an emptied VIN clears the result
 * and the error); 'searching' while the debounced value or the answer is behind the typed value, so
 * a stale result never stands for a new VIN; 'invalid' when the VIN asked about breaks a rule of the
 * decoder (`problem`, checked in the browser: a typo never reaches the API).
 */
export function vinLookup(
  typed: string,
  asked: string,
  answer: { loading: boolean; failed: boolean; vehicles: FormVehicle[] | null | undefined },
  problem: VinProblem | null = null,
): VinLookup {
  const vin = vinToLookUp(typed);
  if (vin === '') return { kind: 'none' };
  if (asked !== vin) return { kind: 'searching' };
  if (problem) return { kind: 'invalid', problem };
  if (answer.loading) return { kind: 'searching' };
  if (answer.failed || !answer.vehicles || answer.vehicles.length === 0) return { kind: 'failed' };
  return { kind: 'found', vehicles: answer.vehicles };
}

/**
 * The vehicle the form would submit. A vehicle found by VIN takes precedence over one chosen by the
 * selects: one match is chosen at once, several wait for the shopper's choice. While a VIN is typed
 * but not (yet) found, nothing is chosen, so the submit never sends the selects' vehicle by mistake.
 */
export function selectedVehicle(
  vin: VinLookup,
  vinChoice: string,
  cascadeVehicle: FormVehicle | null,
): FormVehicle | null {
  if (vin.kind === 'none') return cascadeVehicle;
  if (vin.kind !== 'found') return null;
  if (vin.vehicles.length === 1) return vin.vehicles[0];
  return vin.vehicles.find((v) => v.id === vinChoice) ?? null;
}

/** How the VIN field words a problem of the VIN typed (the translation key and its values). */
export function vinProblemMessage(problem: VinProblem): { key: TranslationKey; values: Record<string, string | number> } {
  switch (problem.code) {
    case 'LENGTH':
      return { key: 'ERROR_VIN_LENGTH', values: { length: problem.length } };
    case 'LETTERS_IOQ':
      return { key: 'ERROR_VIN_LETTERS_IOQ', values: {} };
    case 'CHARACTERS':
      return { key: 'ERROR_VIN_CHARACTERS', values: {} };
    case 'CHECK_DIGIT':
      return { key: 'ERROR_VIN_CHECK_DIGIT', values: {} };
    case 'MODEL_YEAR':
      return { key: 'ERROR_VIN_MODEL_YEAR', values: { character: problem.character } };
  }
}
