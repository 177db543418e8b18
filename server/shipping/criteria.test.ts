import { describe, expect, it } from 'vitest';
import { parcelLineFromCriteria, partCategoryOf } from './criteria';
import { CATEGORY_PARCELS, unitParcel } from './parcels';

describe('parcels from the provider', () => {
  it('names the category of a part from its name', () => {
    expect(partCategoryOf('Filtro de aceite')).toBe('filter');
    expect(partCategoryOf('DISCO DE FRENO ventilado')).toBe('brake-disc-pair');
    expect(partCategoryOf('Discos de freno')).toBe('brake-disc-pair');
    expect(partCategoryOf('Silenciador trasero')).toBe('exhaust');
    expect(partCategoryOf('Batería de arranque')).toBe('battery');
    expect(partCategoryOf('Bujía de encendido')).toBe('default');
  });

  it("takes weight and size from the article's criteria and the category's defaults for the rest", () => {
    const line = parcelLineFromCriteria(2, 'battery', [
      { description: 'Peso', unit: 'kg', value: '14,5' },
      { description: 'Longitud', unit: 'mm', value: '242' },
      { description: 'Ancho', unit: 'mm', value: '175' },
      { description: 'Altura', unit: 'mm', value: '190' },
      { description: 'Capacidad de batería', unit: 'Ah', value: '60' },
    ]);
    expect(line).toEqual({ quantity: 2, category: 'battery', weightGrams: 14_500, size: { lengthCm: 24.2, widthCm: 17.5, heightCm: 19 } });
    expect(unitParcel(line)).toEqual({ weightGrams: 14_500, lengthCm: 25, widthCm: 18, heightCm: 19 });
    // Only a length: the size is the category's; a weight in grams counts.
    const partial = parcelLineFromCriteria(1, 'filter', [
      { description: 'Longitud', unit: 'mm', value: '120' },
      { description: 'Peso', unit: 'g', value: '380' },
    ]);
    expect(unitParcel(partial)).toEqual({ ...CATEGORY_PARCELS.filter, weightGrams: 380 });
    // Nothing usable: the category's parcel.
    expect(unitParcel(parcelLineFromCriteria(1, 'exhaust', [{ description: 'Peso', unit: 'lb', value: '3' }]))).toEqual(CATEGORY_PARCELS.exhaust);
  });
});
