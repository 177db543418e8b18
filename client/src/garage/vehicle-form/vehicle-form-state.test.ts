import { describe, expect, it } from 'vitest';
import { normaliseVin } from '../../../../shared/vehicle/vin';
import {
  EMPTY_CASCADE, chooseEngine, chooseMake, chooseModel, chooseYear, enabledSelects, selectedVehicle, vinLookup, vinProblemMessage, vinToLookUp,
  type FormVehicle,
} from './vehicle-form-state';

const gol: FormVehicle = { id: '101', year: 2012, make: 'Volkswagen', model: 'Gol Trend', engine: '1.6' };
const golDiesel: FormVehicle = { id: '102', year: 2012, make: 'Volkswagen', model: 'Gol Trend', engine: '1.9 SDI' };
const full = chooseEngine(chooseYear(chooseModel(chooseMake(EMPTY_CASCADE, '5'), '77'), '2012'), '101');

describe('the vehicle cascade', () => {
  it('enables each select only once its parent is chosen', () => {
    expect(enabledSelects(EMPTY_CASCADE)).toEqual({ model: false, year: false, engine: false });
    expect(enabledSelects(chooseMake(EMPTY_CASCADE, '5'))).toEqual({ model: true, year: false, engine: false });
    expect(enabledSelects(chooseModel(chooseMake(EMPTY_CASCADE, '5'), '77'))).toEqual({ model: true, year: true, engine: false });
    expect(enabledSelects(full)).toEqual({ model: true, year: true, engine: true });
  });

  it('resets model, year and engine when the make changes', () => {
    expect(full).toEqual({ makeId: '5', modelId: '77', year: '2012', vehicleId: '101' });
    expect(chooseMake(full, '9')).toEqual({ makeId: '9', modelId: '', year: '', vehicleId: '' });
  });

  it('resets year and engine when the model changes, the engine when the year changes', () => {
    expect(chooseModel(full, '78')).toEqual({ makeId: '5', modelId: '78', year: '', vehicleId: '' });
    expect(chooseYear(full, '2013')).toEqual({ makeId: '5', modelId: '77', year: '2013', vehicleId: '' });
  });

  it('ignores a choice whose parent is not chosen', () => {
    expect(chooseModel(EMPTY_CASCADE, '77')).toBe(EMPTY_CASCADE);
    expect(chooseYear(chooseMake(EMPTY_CASCADE, '5'), '2012').year).toBe('');
    expect(chooseEngine(chooseModel(chooseMake(EMPTY_CASCADE, '5'), '77'), '101').vehicleId).toBe('');
  });
});

describe('the VIN lookup', () => {
  const idle = { loading: false, failed: false, vehicles: null };

  it('trims the VIN and looks up nothing for blank text', () => {
    expect(vinToLookUp('  9bwzzz377vt004251 ')).toBe('9BWZZZ377VT004251');
    expect(vinLookup('   ', '', idle)).toEqual({ kind: 'none' });
  });

  it('asks for the VIN as the decoder reads it', () => {
    for (const typed of ['  9bwzzz377vt004251 ', '\t3vwscdhs8bk059805\n', 'wvw zzz', '']) expect(vinToLookUp(typed)).toBe(normaliseVin(typed));
  });

  it('clears the result and the error when the VIN is emptied', () => {
    expect(vinLookup('', 'VIN1', { loading: false, failed: true, vehicles: null })).toEqual({ kind: 'none' });
    expect(vinLookup('', 'VIN1', { loading: false, failed: false, vehicles: [gol] })).toEqual({ kind: 'none' });
  });

  it('is searching while the asked VIN is behind the typed one or the answer is loading', () => {
    expect(vinLookup('VIN2', 'VIN1', { loading: false, failed: false, vehicles: [gol] })).toEqual({ kind: 'searching' });
    expect(vinLookup('VIN2', 'VIN2', { loading: true, failed: false, vehicles: null })).toEqual({ kind: 'searching' });
  });

  it('fails on an error or an empty answer, finds otherwise', () => {
    expect(vinLookup('VIN1', 'VIN1', { loading: false, failed: true, vehicles: null })).toEqual({ kind: 'failed' });
    expect(vinLookup('VIN1', 'VIN1', { loading: false, failed: false, vehicles: [] })).toEqual({ kind: 'failed' });
    expect(vinLookup(' vin1 ', 'VIN1', { loading: false, failed: false, vehicles: [gol] })).toEqual({ kind: 'found', vehicles: [gol] });
  });
});

describe('a VIN that breaks a rule', () => {
  const idle = { loading: false, failed: false, vehicles: null };

  it('is invalid with its problem once asked, searching while typing goes on', () => {
    expect(vinLookup('3VWSCDHS8BK0598', '3VWSCDHS8BK0598', idle, { code: 'LENGTH', length: 15 })).toEqual({ kind: 'invalid', problem: { code: 'LENGTH', length: 15 } });
    expect(vinLookup('3VWSCDHS8BK05980', '3VWSCDHS8BK0598', idle, { code: 'LENGTH', length: 15 })).toEqual({ kind: 'searching' });
    expect(selectedVehicle({ kind: 'invalid', problem: { code: 'LETTERS_IOQ' } }, '', gol)).toBeNull();
  });

  it('is worded by a translation key per problem, with its figures', () => {
    expect(vinProblemMessage({ code: 'LENGTH', length: 15 })).toEqual({ key: 'ERROR_VIN_LENGTH', values: { length: 15 } });
    expect(vinProblemMessage({ code: 'LETTERS_IOQ' }).key).toBe('ERROR_VIN_LETTERS_IOQ');
    expect(vinProblemMessage({ code: 'CHARACTERS' }).key).toBe('ERROR_VIN_CHARACTERS');
    expect(vinProblemMessage({ code: 'CHECK_DIGIT', expected: '8' }).key).toBe('ERROR_VIN_CHECK_DIGIT');
    expect(vinProblemMessage({ code: 'MODEL_YEAR', character: 'U' })).toEqual({ key: 'ERROR_VIN_MODEL_YEAR', values: { character: 'U' } });
  });
});

describe('the selected vehicle', () => {
  it('is the selects’ vehicle without a VIN', () => {
    expect(selectedVehicle({ kind: 'none' }, '', golDiesel)).toBe(golDiesel);
    expect(selectedVehicle({ kind: 'none' }, '', null)).toBeNull();
  });

  it('is the VIN’s vehicle over the selects’ one', () => {
    expect(selectedVehicle({ kind: 'found', vehicles: [gol] }, '', golDiesel)).toBe(gol);
  });

  it('waits for the shopper’s choice when the VIN matches several vehicles', () => {
    const several = { kind: 'found' as const, vehicles: [gol, golDiesel] };
    expect(selectedVehicle(several, '', gol)).toBeNull();
    expect(selectedVehicle(several, '102', null)).toBe(golDiesel);
    expect(selectedVehicle(several, '999', null)).toBeNull();
  });

  it('is nothing while a typed VIN is searched or not found', () => {
    expect(selectedVehicle({ kind: 'searching' }, '', gol)).toBeNull();
    expect(selectedVehicle({ kind: 'failed' }, '', gol)).toBeNull();
  });
});
