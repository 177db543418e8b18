import { describe, expect, it } from 'vitest';
import type { Vehicle } from '../generated/graphql';
import type { RawArticle } from '../provider/raw';
import { fitmentNotes } from './notes';

const vehicle: Vehicle = {
  id: '10001', year: 2010, yearTo: 2016, make: 'Volkswagen', model: 'Gol Trend', engine: '1.6', engineCodes: ['CFZA', 'CCRA'],
};

const article: RawArticle = {
  articleCriteria: [
    { criteriaId: 100, criteriaDescription: 'Lado de montaje', rawValue: 'Eje delantero', formattedValue: 'Eje delantero' },
    { criteriaId: 102, criteriaDescription: 'Diámetro', criteriaUnitDescription: 'mm', rawValue: '256', formattedValue: '256 mm' },
  ],
  linkages: [
    {
      linkageTargetId: 10001,
      linkageCriteria: [
        { criteriaDescription: 'Año de fabricación desde', rawValue: '201003', formattedValue: '03.2010' },
        { criteriaDescription: 'Lado de montaje', formattedValue: 'Eje delantero' },
      ],
    },
    { linkageTargetId: 10002, linkageCriteria: [{ criteriaDescription: 'para número de chasis desde', formattedValue: '5U-A-000001' }] },
  ],
};

describe('fitmentNotes', () => {
  it('gives the linkage criteria of that vehicle, the mounting position and the vehicle data a criterion does not narrow, once each', () => {
    expect(fitmentNotes(article, 10001, vehicle)).toEqual([
      { kind: 'LINKAGE_CRITERION', label: 'Año de fabricación desde', value: '03.2010' },
      { kind: 'LINKAGE_CRITERION', label: 'Lado de montaje', value: 'Eje delantero' },
      { kind: 'PRODUCTION_TO', label: 'Año de fabricación hasta', value: '2016' },
      { kind: 'ENGINE_CODES', label: 'Código de motor', value: 'CFZA, CCRA' },
    ]);
  });

  it('leaves the vehicle’s engine codes to an engine code of the linkage, and keeps chassis numbers and equipment as they come', () => {
    const coded: RawArticle = {
      linkages: [
        {
          linkageTargetId: 10001,
          linkageCriteria: [
            { criteriaId: 1042, criteriaDescription: 'Código de motor', rawValue: 'CFZA', formattedValue: 'CFZA' },
            { criteriaId: 1197, criteriaDescription: 'Equipamiento del vehículo', rawValue: 'para vehículos con ABS' },
            { criteriaId: 22, criteriaDescription: 'para número de chasis desde', rawValue: 'K123456' },
          ],
        },
      ],
    };
    expect(fitmentNotes(coded, 10001, vehicle)).toEqual([
      { kind: 'LINKAGE_CRITERION', label: 'Código de motor', value: 'CFZA' },
      { kind: 'LINKAGE_CRITERION', label: 'Equipamiento del vehículo', value: 'para vehículos con ABS' },
      { kind: 'LINKAGE_CRITERION', label: 'para número de chasis desde', value: 'K123456' },
      { kind: 'PRODUCTION_FROM', label: 'Año de fabricación desde', value: '2010' },
      { kind: 'PRODUCTION_TO', label: 'Año de fabricación hasta', value: '2016' },
    ]);
  });

  it('takes nothing from other vehicles’ linkages and tolerates empty answers', () => {
    const notes = fitmentNotes(article, 10003, null);
    expect(notes).toEqual([{ kind: 'MOUNTING_POSITION', label: 'Lado de montaje', value: 'Eje delantero' }]);
    expect(fitmentNotes({ linkages: '', articleCriteria: '' }, 10001, { ...vehicle, yearTo: null, engineCodes: [] })).toEqual([
      { kind: 'PRODUCTION_FROM', label: 'Año de fabricación desde', value: '2010' },
    ]);
  });
});
