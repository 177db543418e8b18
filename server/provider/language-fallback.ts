import { listOf, type RawArticle, type RawCriterion, type RawNode } from './raw';
import type { ProviderVehicle } from './types';

/**
 * A provider asked in a language other than the market's may leave out a text it has no
 * translation for (a group's name, a kind of part, a criterion, a fuel, an article's notes). The
 * adapter then takes that one text from the market language's answer to the same question: these
 * pure functions tell whether an answer lacks a text the shop shows, and fill it from the other.
 */

/** The legacy article id an article is known by. */
export function legacyIdOf(article: RawArticle): number | undefined {
  return listOf(article.genericArticles)[0]?.legacyArticleId;
}

const blank = (text: string | undefined | null): boolean => text === undefined || text === null || text.trim() === '';

function criterionLacksText(c: RawCriterion): boolean {
  return blank(c.criteriaDescription) || (blank(c.formattedValue) && !blank(c.rawValue));
}

/**
 * Whether an article lacks a text the shop shows: the name of its kind of part, a criterion's name
 * or value, a linkage condition's, or (when they were asked: `texts`) any note at all.
 */
export function articleLacksTexts(article: RawArticle, texts: boolean): boolean {
  if (listOf(article.genericArticles).some((g) => blank(g.genericArticleDescription))) return true;
  if (listOf(article.articleCriteria).some(criterionLacksText)) return true;
  if (listOf(article.linkages).some((l) => listOf(l.linkageCriteria).some(criterionLacksText))) return true;
  return texts && listOf(article.articleText).length === 0;
}

/** Fills the criteria that lack a name or value from the same criteria (by id, in order) of the other answer. */
function fillCriteria(targets: RawCriterion[], sources: readonly RawCriterion[]): void {
  const seen = new Map<number | undefined, number>();
  for (const c of targets) {
    const n = seen.get(c.criteriaId) ?? 0;
    seen.set(c.criteriaId, n + 1);
    if (!criterionLacksText(c)) continue;
    const from = sources.filter((s) => s.criteriaId === c.criteriaId)[n];
    if (!from) continue;
    if (blank(c.criteriaDescription)) c.criteriaDescription = from.criteriaDescription;
    if (blank(c.criteriaUnitDescription) && !blank(from.criteriaUnitDescription)) c.criteriaUnitDescription = from.criteriaUnitDescription;
    if (blank(c.formattedValue)) c.formattedValue = from.formattedValue;
  }
}

/** Fills, in place, each text `target` lacks from `source` (the same article in the market's language). */
export function fillArticleTexts(target: RawArticle, source: RawArticle): void {
  const generics = listOf(source.genericArticles);
  for (const g of listOf(target.genericArticles)) {
    if (!blank(g.genericArticleDescription)) continue;
    g.genericArticleDescription = generics.find((s) => s.genericArticleId === g.genericArticleId)?.genericArticleDescription ?? g.genericArticleDescription;
  }
  fillCriteria(listOf(target.articleCriteria), listOf(source.articleCriteria));
  const linkages = listOf(source.linkages);
  for (const l of listOf(target.linkages)) {
    const criteria = listOf(l.linkageCriteria);
    if (!criteria.some(criterionLacksText)) continue;
    fillCriteria(criteria, listOf(linkages.find((s) => s.linkageTargetId === l.linkageTargetId)?.linkageCriteria));
  }
  if (listOf(target.articleText).length === 0 && listOf(source.articleText).length > 0) {
    target.articleText = listOf(source.articleText).map((t) => ({ ...t }));
  }
}

/** Fills the articles that lack texts from those of the other answer with the same legacy id. */
export function fillArticlesTexts(targets: readonly RawArticle[], sources: readonly RawArticle[]): void {
  const byId = new Map<number, RawArticle>();
  for (const s of sources) {
    const id = legacyIdOf(s);
    if (id !== undefined) byId.set(id, s);
  }
  for (const t of targets) {
    const id = legacyIdOf(t);
    const source = id === undefined ? undefined : byId.get(id);
    if (source) fillArticleTexts(t, source);
  }
}

/** Whether some assembly-group node (or facet count) has no name. */
export function nodesLackNames(nodes: readonly RawNode[]): boolean {
  return nodes.some((n) => typeof n.assemblyGroupNodeId === 'number' && blank(n.assemblyGroupName));
}

/** Names the nameless nodes (or facet counts) after the same nodes of the other answer. */
export function fillNodeNames(targets: readonly RawNode[], sources: readonly RawNode[]): void {
  const names = new Map(sources.map((s) => [s.assemblyGroupNodeId, s.assemblyGroupName]));
  for (const n of targets) if (blank(n.assemblyGroupName)) n.assemblyGroupName = names.get(n.assemblyGroupNodeId) ?? n.assemblyGroupName;
}

/** Whether some vehicle has no fuel named. */
export function vehiclesLackTexts(vehicles: readonly (ProviderVehicle | null)[]): boolean {
  return vehicles.some((v) => v !== null && blank(v.fuelType));
}

/** Names the fuel of vehicles that have none after the same vehicles (by id) of the other answer. */
export function fillVehicleTexts(targets: readonly (ProviderVehicle | null)[], sources: readonly (ProviderVehicle | null)[]): void {
  const fuel = new Map(sources.flatMap((s) => (s ? [[s.id, s.fuelType] as const] : [])));
  for (const v of targets) if (v && blank(v.fuelType)) v.fuelType = fuel.get(v.id) ?? v.fuelType;
}
