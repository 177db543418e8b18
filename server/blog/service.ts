import type { GraphQLContext } from '../context';
import { badInput, notFound } from '../errors';
import { fold } from '../text/text';
import type { BlogPost, BlogPostList, Category } from '../generated/graphql';
import { categoryTree, withDepth } from '../catalog/categories';
import { pageFigures, pageRequest } from '../catalog/paging';

type Ctx = Pick<GraphQLContext, 'db' | 'viewer'>;

interface PostRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  author: string;
  image: string;
  published_at: Date | string;
  category_ids: number[];
}

const POST_COLUMNS = `p.id, p.slug, p.title, p.excerpt, p.body, p.author, p.image, p.published_at,
  array(select pc.category_id from blog_post_categories pc where pc.post_id = p.id order by pc.category_id) as category_ids`;

async function toPosts(ctx: Ctx, rows: PostRow[]): Promise<BlogPost[]> {
  const tree = await categoryTree(ctx);
  return rows.map((r) => ({
    id: String(r.id),
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    body: r.body,
    author: r.author,
    image: r.image,
    date: new Date(r.published_at).toISOString(),
    categories: r.category_ids.map((id) => tree.byDbId.get(Number(id))).filter((c): c is Category => c !== undefined),
  }));
}

/** A page of posts, newest first, optionally of one blog category (unknown categories answer NOT_FOUND) and matching a search. */
export async function findManyPosts(
  ctx: Ctx,
  args: { category?: string | null; search?: string | null; page?: number | null; limit?: number | null },
): Promise<BlogPostList> {
  const req = pageRequest(args.page, args.limit, 8, 50);
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (args.category) {
    const category = (await categoryTree(ctx)).bySlug.blog.get(args.category);
    if (!category) throw notFound('Category not found');
    params.push(category.slug);
    conditions.push(`exists (select 1 from blog_post_categories pc join catalog_categories c on c.id = pc.category_id
               where pc.post_id = p.id and c.type = 'blog' and c.slug = $${params.length})`);
  }
  const search = fold(args.search ?? '').trim().slice(0, 200);
  if (search !== '') {
    params.push(search);
    conditions.push(`p.search_document @@ plainto_tsquery('spanish', $${params.length})`);
  }
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const rows = await ctx.db.query<PostRow & { total: number }>(
    `select ${POST_COLUMNS}, count(*) over () as total from blog_posts p ${where}
     order by p.published_at desc, p.id desc limit ${req.limit} offset ${req.offset}`,
    params,
  );
  let total = Number(rows.rows[0]?.total ?? 0);
  if (rows.rows.length === 0 && req.offset > 0) {
    total = Number((await ctx.db.query<{ n: number }>(`select count(*)::int as n from blog_posts p ${where}`, params)).rows[0]?.n ?? 0);
  }
  const items = await toPosts(ctx, rows.rows);
  return { items, ...pageFigures(req, total, items.length) };
}

/** One post by id or by slug, or 'Post not found'. */
export async function findOnePost(ctx: Ctx, by: { id?: string | null; slug?: string | null }): Promise<BlogPost> {
  if ((by.id == null) === (by.slug == null)) throw badInput('Give either the id or the slug of the post');
  let rows: PostRow[] = [];
  if (by.id != null) {
    const n = /^\d{1,9}$/.test(by.id) ? Number(by.id) : null;
    if (n !== null) rows = (await ctx.db.query<PostRow>(`select ${POST_COLUMNS} from blog_posts p where p.id = $1`, [n])).rows;
  } else if (by.slug) {
    rows = (await ctx.db.query<PostRow>(`select ${POST_COLUMNS} from blog_posts p where p.slug = $1`, [by.slug.slice(0, 300)])).rows;
  }
  if (rows.length === 0) throw notFound('Post not found');
  return (await toPosts(ctx, rows))[0];
}

/**
 * The post published just before (`previous`) or just after (`next`) the given one, in the order
 * the blog lists them (date, then id); null at either end.
 */
export async function findAdjacentPost(ctx: Ctx, post: Pick<BlogPost, 'id' | 'date'>, direction: 'previous' | 'next'): Promise<BlogPost | null> {
  const older = direction === 'previous';
  const rows = await ctx.db.query<PostRow>(
    `select ${POST_COLUMNS} from blog_posts p
     where (p.published_at, p.id) ${older ? '<' : '>'} ($1::timestamptz, $2::int)
     order by p.published_at ${older ? 'desc' : 'asc'}, p.id ${older ? 'desc' : 'asc'} limit 1`,
    [post.date, Number(post.id)],
  );
  return rows.rows.length > 0 ? (await toPosts(ctx, rows.rows))[0] : null;
}

/** The blog's categories with their post counts. */
export async function findBlogCategories(ctx: Ctx): Promise<Category[]> {
  return (await categoryTree(ctx)).roots.blog.map((c) => withDepth(c, 2));
}
