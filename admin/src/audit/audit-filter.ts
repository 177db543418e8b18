import type { AuditFilter } from '../gql/graphql';

export interface AuditFilterForm {
  actor: string;
  entity: string;
  entityId: string;
  from: string;
  to: string;
}

const FIELDS: (keyof AuditFilterForm)[] = ['actor', 'entity', 'entityId', 'from', 'to'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The entity kinds the staff writes (the filter's choices). */
export const AUDIT_ENTITIES = ['staff', 'order', 'return', 'refund', 'parcel-default', 'price-run', 'supplier', 'markup-rule'] as const;

export function auditFormFromParams(params: URLSearchParams): AuditFilterForm {
  return Object.fromEntries(FIELDS.map((f) => [f, params.get(f)?.trim() ?? ''])) as unknown as AuditFilterForm;
}

export function auditParamsFromForm(form: AuditFilterForm): URLSearchParams {
  const params = new URLSearchParams();
  for (const f of FIELDS) if (form[f].trim()) params.set(f, form[f].trim());
  return params;
}

/** The API's filter: days in Buenos Aires' time, the "to" day included; an entity id only with its kind. */
export function auditFilterFromForm(form: AuditFilterForm): AuditFilter {
  const filter: AuditFilter = {};
  if (form.actor) filter.actorId = form.actor;
  if (form.entity) {
    filter.entity = form.entity;
    if (form.entityId) filter.entityId = form.entityId;
  }
  if (DAY.test(form.from)) filter.from = new Date(`${form.from}T00:00:00-03:00`).toISOString();
  if (DAY.test(form.to)) {
    const end = new Date(`${form.to}T00:00:00-03:00`);
    end.setUTCDate(end.getUTCDate() + 1);
    filter.to = end.toISOString();
  }
  return filter;
}

/** A before/after value as the staff reads it: indented JSON, or a dash for nothing. */
export function showJson(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return JSON.stringify(value, null, 2);
}
