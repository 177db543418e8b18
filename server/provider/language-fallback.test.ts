import { describe, expect, it } from 'vitest';
import { articleLacksTexts, fillArticlesTexts, fillNodeNames, fillVehicleTexts, nodesLackNames, vehiclesLackTexts } from './language-fallback';
import type { RawArticle } from './raw';
import type { ProviderVehicle } from './types';

const spanish = (): RawArticle => ({
  genericArticles: [{ genericArticleId: 82, genericArticleDescription: 'Disco de freno', legacyArticleId: 7 }],
  articleText: [{ informationTypeDescription: 'Información general', text: ['Reemplazar de a pares.'] }],
  articleCriteria: [
    { criteriaId: 100, criteriaDescription: 'Lado de montaje', rawValue: 'Eje delantero', formattedValue: 'Eje delantero' },
    { criteriaId: 102, criteriaDescription: 'Diámetro', criteriaUnitDescription: 'mm', rawValue: '256', formattedValue: '256 mm' },
  ],
  linkages: [{ linkageTargetId: 10020, linkageCriteria: [{ criteriaId: 1042, criteriaDescription: 'Código de motor', rawValue: 'CFZA', formattedValue: 'CFZA' }] }],
});

describe('a text the provider leaves out in another language comes from the Spanish answer', () => {
  it('fills only what is missing, field by field, and keeps what was translated', () => {
    const russian: RawArticle = {
      genericArticles: [{ genericArticleId: 82, genericArticleDescription: 'Тормозной диск', legacyArticleId: 7 }],
      articleCriteria: [
        { criteriaId: 100, criteriaDescription: 'Сторона установки', rawValue: 'Eje delantero' },
        { criteriaId: 102, criteriaUnitDescription: 'mm', rawValue: '256', formattedValue: '256 mm' },
      ],
      linkages: [{ linkageTargetId: 10020, linkageCriteria: [{ criteriaId: 1042, rawValue: 'CFZA', formattedValue: 'CFZA' }] }],
    };
    expect(articleLacksTexts(russian, true)).toBe(true);
    fillArticlesTexts([russian], [spanish()]);
    expect(russian.genericArticles).toEqual([{ genericArticleId: 82, genericArticleDescription: 'Тормозной диск', legacyArticleId: 7 }]);
    expect(russian.articleCriteria).toEqual([
      { criteriaId: 100, criteriaDescription: 'Сторона установки', rawValue: 'Eje delantero', formattedValue: 'Eje delantero' },
      { criteriaId: 102, criteriaDescription: 'Diámetro', criteriaUnitDescription: 'mm', rawValue: '256', formattedValue: '256 mm' },
    ]);
    expect(russian.linkages).toEqual(spanish().linkages);
    expect(russian.articleText).toEqual(spanish().articleText);
    expect(articleLacksTexts(russian, true)).toBe(false);
  });

  it('an article with every text needs nothing; notes count only when they were asked', () => {
    expect(articleLacksTexts(spanish(), true)).toBe(false);
    const noNotes = { ...spanish(), articleText: '' as const };
    expect(articleLacksTexts(noNotes, true)).toBe(true);
    expect(articleLacksTexts(noNotes, false)).toBe(false);
  });

  it('matches articles by legacy id, leaving one the other answer does not hold as it is', () => {
    const other: RawArticle = { genericArticles: [{ genericArticleId: 82, legacyArticleId: 8 }] };
    fillArticlesTexts([other], [spanish()]);
    expect(listDescription(other)).toBeUndefined();
  });

  it('names nameless groups and fuel-less vehicles after the same ids', () => {
    const nodes = [{ assemblyGroupNodeId: 1, assemblyGroupName: 'Braking system' }, { assemblyGroupNodeId: 2 }];
    expect(nodesLackNames(nodes)).toBe(true);
    fillNodeNames(nodes, [{ assemblyGroupNodeId: 1, assemblyGroupName: 'Sistema de frenos' }, { assemblyGroupNodeId: 2, assemblyGroupName: 'Filtros' }]);
    expect(nodes.map((n) => n.assemblyGroupName)).toEqual(['Braking system', 'Filtros']);
    const vehicle = { id: '10020', fuelType: null } as ProviderVehicle;
    expect(vehiclesLackTexts([vehicle, null])).toBe(true);
    fillVehicleTexts([vehicle], [{ id: '10020', fuelType: 'Nafta' } as ProviderVehicle]);
    expect(vehicle.fuelType).toBe('Nafta');
  });
});

function listDescription(a: RawArticle): string | undefined {
  return Array.isArray(a.genericArticles) ? a.genericArticles[0]?.genericArticleDescription : undefined;
}
