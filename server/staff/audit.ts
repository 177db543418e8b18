import type { Queryable } from '../db';

/** Who made a change: a signed-in staff member, or a command run on the server. */
export type AuditActor = { id: string; email: string } | { system: string };

export interface AuditRecord {
  actor: AuditActor;
  /** What was done, as `<entity>.<verb>` (`staff.invite`, `order.ship`…). */
  action: string;
  /** The kind of thing changed (`staff`, `order`…) and its id. */
  entity: string;
  entityId: string;
  /** The entity's fields the change concerns, before and after (null: did not exist / no longer exists). */
  before: unknown;
  after: unknown;
  /** Why, as the staff member gave it ('' when the action asks for none). */
  reason?: string;
  /** The client address the change came from. */
  address: string;
}

/**
 * Writes one audit entry with `tx`, the transaction of the change itself: the entry and the change
 * are stored together or not at all. Call it in every staff write, after the change succeeded.
 */
export async function recordAudit(tx: Queryable, record: AuditRecord): Promise<void> {
  const actorId = 'id' in record.actor ? record.actor.id : null;
  const actor = 'id' in record.actor ? record.actor.email : `system:${record.actor.system}`;
  await tx.query(
    `insert into audit_log (actor_id, actor, action, entity, entity_id, before, after, reason, address)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9)`,
    [
      actorId,
      actor,
      record.action,
      record.entity,
      record.entityId,
      record.before === null || record.before === undefined ? null : JSON.stringify(record.before),
      record.after === null || record.after === undefined ? null : JSON.stringify(record.after),
      record.reason ?? '',
      record.address,
    ],
  );
}

export interface AuditQuery {
  actorId?: string | null;
  entity?: string | null;
  entityId?: string | null;
  from?: string | null;
  to?: string | null;
  first: number;
  /** The id of the last entry of the previous page. */
  after?: string | null;
}

export interface AuditRow {
  id: string;
  at: string;
  actor: string;
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  reason: string;
  address: string;
}

/** Audit entries, newest first, filtered; one more than `first` is read to know whether a next page exists. */
export async function queryAudit(db: Queryable, q: AuditQuery): Promise<{ rows: AuditRow[]; hasNext: boolean }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replaceAll('?', `$${params.length}`));
  };
  if (q.actorId) add('actor_id = ?', q.actorId);
  if (q.entity) add('entity = ?', q.entity);
  if (q.entityId) add('entity_id = ?', q.entityId);
  if (q.from) add('at >= ?::timestamptz', q.from);
  if (q.to) add('at < ?::timestamptz', q.to);
  if (q.after) add('id < ?::bigint', q.after);
  params.push(q.first + 1);
  const r = await db.query<{ id: string | number; at: Date | string; actor: string; actor_id: string | null; action: string; entity: string; entity_id: string; before: unknown; after: unknown; reason: string; address: string }>(
    `select id, at, actor, actor_id, action, entity, entity_id, before, after, reason, address
       from audit_log ${where.length ? `where ${where.join(' and ')}` : ''}
      order by id desc
      limit $${params.length}`,
    params,
  );
  const rows = r.rows.slice(0, q.first).map((row) => ({
    id: String(row.id),
    at: new Date(row.at).toISOString(),
    actor: row.actor,
    actorId: row.actor_id,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    before: row.before,
    after: row.after,
    reason: row.reason,
    address: row.address,
  }));
  return { rows, hasNext: r.rows.length > q.first };
}
