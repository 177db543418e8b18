import { cacheWrites } from '../cache/writes';
import type { Db, Queryable } from '../db';
import { recordAudit } from '../staff/audit';
import { moderationStep, type ModerationAction, type ReviewState } from './moderation';

/** A review as moderators read it (`catalog_reviews` with its product's name). */
export interface ModeratedReview {
  id: string;
  productSlug: string;
  productName: string | null;
  author: string;
  email: string | null;
  rating: number;
  content: string;
  originalContent: string | null;
  editedAt: string | null;
  state: ReviewState;
  hiddenReason: string | null;
  moderatedAt: string | null;
  moderatedBy: string | null;
  createdAt: string;
  sample: boolean;
}

export interface ReviewQuery {
  state?: ReviewState | null;
  product?: string | null;
  rating?: number | null;
  author?: string | null;
  first: number;
  offset: number;
}

interface Row {
  id: number;
  product_slug: string;
  product_name: string | null;
  author: string;
  email: string | null;
  rating: number;
  content: string;
  original_content: string | null;
  edited_at: Date | string | null;
  state: ReviewState;
  hidden_reason: string | null;
  moderated_at: Date | string | null;
  moderated_by_email: string | null;
  created_at: Date | string;
  seeded: boolean;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toReview(r: Row): ModeratedReview {
  return {
    id: String(r.id),
    productSlug: r.product_slug,
    productName: r.product_name,
    author: r.author,
    email: r.email,
    rating: r.rating,
    content: r.content,
    originalContent: r.original_content,
    editedAt: iso(r.edited_at),
    state: r.state,
    hiddenReason: r.hidden_reason,
    moderatedAt: iso(r.moderated_at),
    moderatedBy: r.moderated_by_email,
    createdAt: new Date(r.created_at).toISOString(),
    sample: r.seeded,
  };
}

const SELECT = `select r.id, r.product_slug, p.name as product_name, r.author, r.email, r.rating, r.content, r.original_content,
  r.edited_at, r.state, r.hidden_reason, r.moderated_at, r.moderated_by_email, r.created_at, r.seeded
  from catalog_reviews r left join catalog_products p on p.slug = r.product_slug`;

/** A review id as the API gives it, or null when it cannot be one. */
export function reviewIdOf(id: string): number | null {
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}

/** The moderation queue: new reviews first, then the newest; `total` counts every match. */
export async function findManyReviews(db: Queryable, q: ReviewQuery): Promise<{ reviews: ModeratedReview[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replaceAll('?', `$${params.length}`));
  };
  if (q.state) add('r.state = ?', q.state);
  if (q.product) add(`(r.product_slug = ? or strpos(lower(coalesce(p.name, '')), lower(?)) > 0)`, q.product);
  if (q.rating) add('r.rating = ?', q.rating);
  if (q.author) add(`(strpos(lower(r.author), lower(?)) > 0 or strpos(lower(coalesce(r.email, '')), lower(?)) > 0)`, q.author);
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  const counted = db.query<{ n: number }>(
    `select count(*)::int as n from catalog_reviews r ${q.product ? 'left join catalog_products p on p.slug = r.product_slug' : ''} ${filter}`,
    params,
  );
  // In the order of `catalog_reviews_queue_idx`: the page is read from the index, not sorted.
  const rows = await db.query<Row>(
    `${SELECT} ${filter} order by (r.state = 'new') desc, r.created_at desc, r.id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, q.first, q.offset],
  );
  return { reviews: rows.rows.map(toReview), total: Number((await counted).rows[0]?.n ?? 0) };
}

export async function findOneReview(db: Queryable, id: number): Promise<ModeratedReview | null> {
  const r = await db.query<Row>(`${SELECT} where r.id = $1`, [id]);
  return r.rows[0] ? toReview(r.rows[0]) : null;
}

/**
 * Who wrote a review, as one value: its e-mail (any case) when it has one, else its name; the
 * expression of the index `catalog_reviews_author_idx` (migration 490), written the same way.
 */
const AUTHOR_KEY = (t: string) => `(case when ${t}.email is not null then 'e:' || lower(${t}.email) else 'n:' || lower(${t}.author) end)`;

/** The author's other reviews, newest first (at most `limit`). */
export async function findAuthorReviews(db: Queryable, id: number, limit = 50): Promise<ModeratedReview[]> {
  const r = await db.query<Row>(
    `${SELECT} join catalog_reviews o on o.id = $1 where r.id <> o.id and ${AUTHOR_KEY('r')} = ${AUTHOR_KEY('o')} order by r.created_at desc, r.id desc limit $2`,
    [id, limit],
  );
  return r.rows.map(toReview);
}

/** How many other reviews the author of each review wrote, by review id. */
export async function countAuthorReviews(db: Queryable, ids: readonly number[]): Promise<Map<number, number>> {
  const r = await db.query<{ id: number; n: number }>(
    `select o.id, (select count(*)::int from catalog_reviews r where ${AUTHOR_KEY('r')} = ${AUTHOR_KEY('o')}) - 1 as n
       from catalog_reviews o where o.id = any($1::int[])`,
    [ids],
  );
  return new Map(r.rows.map((row) => [Number(row.id), Number(row.n)]));
}

export async function countReviewStates(db: Queryable): Promise<Record<ReviewState, number>> {
  const r = await db.query<{ state: ReviewState; n: number }>('select state, count(*)::int as n from catalog_reviews group by state');
  const counts: Record<ReviewState, number> = { new: 0, published: 0, hidden: 0 };
  for (const row of r.rows) counts[row.state] = Number(row.n);
  return counts;
}

export interface Moderation {
  action: ModerationAction;
  moderator: { id: string; email: string };
  /** Required to hide and to edit (checked by the caller). */
  reason: string;
  /** The corrected text, for `edit`. */
  content?: string;
  address: string;
}

export type ModerationResult = { review: ModeratedReview } | { refused: string; state: ReviewState } | { notFound: true };

/** What the audit log keeps of a review's moderation. */
const audited = (r: ModeratedReview) => ({ state: r.state, hiddenReason: r.hiddenReason, content: r.content });

/**
 * Publishes, hides, shows again or corrects a review in one transaction with its audit entry and,
 * when shoppers see something move, the cache policy's write kind: every page and answer kept
 * before no longer serves. Nothing is written when the review is already where the action leads.
 */
export async function moderateReview(db: Db, id: number, m: Moderation): Promise<ModerationResult> {
  let recorded = false;
  const result = await db.transaction(async (tx): Promise<ModerationResult> => {
    const locked = await tx.query<{ id: number }>('select id from catalog_reviews where id = $1 for update', [id]);
    if (!locked.rows[0]) return { notFound: true };
    const before = (await findOneReview(tx, id)) as ModeratedReview;
    const step = moderationStep(before.state, m.action);
    if ('refused' in step) return { refused: step.refused, state: before.state };
    if (!step.changes) return { review: before };
    if (m.action === 'edit') {
      await tx.query(
        `update catalog_reviews set content = $2, original_content = coalesce(original_content, content), edited_at = now() where id = $1`,
        [id, m.content],
      );
    } else {
      await tx.query(
        `update catalog_reviews set state = $2, hidden_reason = $3, moderated_at = now(), moderated_by = $4, moderated_by_email = $5 where id = $1`,
        [id, step.state, step.state === 'hidden' ? m.reason : null, m.moderator.id, m.moderator.email],
      );
    }
    const after = (await findOneReview(tx, id)) as ModeratedReview;
    await recordAudit(tx, {
      actor: m.moderator,
      action: `review.${m.action}`,
      entity: 'review',
      entityId: String(id),
      before: audited(before),
      after: audited(after),
      reason: m.reason,
      address: m.address,
    });
    if (step.cacheWrite) {
      await cacheWrites.record(tx, step.cacheWrite);
      recorded = true;
    }
    return { review: after };
  });
  if (recorded) await cacheWrites.published(db);
  return result;
}
