import type { GraphQLContext } from '../context';
import { notFound } from '../errors';
import type { BlogPost, BlogPostList, Category } from '../generated/graphql';
import { categoryTree, withDepth } from '../catalog/categories';
import { pageFigures, pageRequest } from '../catalog/paging';

type Ctx = Pick<GraphQLContext, 'db' | 'req'>;

interface PostRow {
  id: number;
  title: string;
  excerpt: string;
  body: string;
  author: string;
  image: string;
  published_at: Date | string;
  category_ids: number[];
}

const POST_COLUMNS = `p.id, p.title, p.excerpt, p.body, p.author, p.image, p.published_at,
  array(select pc.category_id from blog_post_categories pc where pc.post_id = p.id order by pc.category_id) as category_ids`;

async function toPosts(ctx: Ctx, rows: PostRow[]): Promise<BlogPost[]> {
  const tree = await categoryTree(ctx);
  return rows.map((r) => ({
    id: String(r.id),
    title: r.title,
    excerpt: r.excerpt,
    body: r.body,
    author: r.author,
    image: r.image,
    date: new Date(r.published_at).toISOString(),
    categories: r.category_ids.map((id) => tree.byDbId.get(Number(id))).filter((c): c is Category => c !== undefined),
  }));
}

/** A page of posts, newest first, optionally of one blog category (unknown categories answer NOT_FOUND). */
export async function findManyPosts(ctx: Ctx, args: { category?: string | null; page?: number | null; limit?: number | null }): Promise<BlogPostList> {
  const req = pageRequest(args.page, args.limit, 8, 50);
  const params: unknown[] = [];
  let where = '';
  if (args.category) {
    const category = (await categoryTree(ctx)).bySlug.blog.get(args.category);
    if (!category) throw notFound('Category not found');
    params.push(category.slug);
    where = `where exists (select 1 from blog_post_categories pc join catalog_categories c on c.id = pc.category_id
               where pc.post_id = p.id and c.type = 'blog' and c.slug = $1)`;
  }
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

/** One post by id, or 'Post not found'. */
export async function findOnePost(ctx: Ctx, id: string): Promise<BlogPost> {
  const n = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const rows = n === null ? [] : (await ctx.db.query<PostRow>(`select ${POST_COLUMNS} from blog_posts p where p.id = $1`, [n])).rows;
  if (rows.length === 0) throw notFound('Post not found');
  return (await toPosts(ctx, rows))[0];
}

/** The blog's categories with their post counts. */
export async function findBlogCategories(ctx: Ctx): Promise<Category[]> {
  return (await categoryTree(ctx)).roots.blog.map((c) => withDepth(c, 2));
}
