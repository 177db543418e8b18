import type { ProductModel } from '../catalog/model';
import { pageFigures, pageRequest, type PageRequest } from '../catalog/paging';
import { notFound } from '../errors';
import type { ProductFilter } from '../generated/graphql';
import type { ProviderContext } from '../provider/loaders';
import { carId } from './categories';
import { providerArticlePage } from './provider-products';
import { withProviderErrors } from './provider-errors';

export interface CategoryProductsArgs {
  categoryId: string;
  vehicleId?: string | null;
  brands?: readonly string[] | null;
  page?: number | null;
  limit?: number | null;
}

export interface ProviderProductList {
  items: ProductModel[];
  page: number;
  limit: number;
  sort: 'DEFAULT';
  total: number;
  pages: number;
  from: number;
  to: number;
  filters: ProductFilter[];
}

/**
 * `partProducts`: a page of an assembly group's articles, for a vehicle when given, narrowed to
 * some brands; paging arguments checked as every list of the shop checks them. A provider failure
 * answers an empty page with the field's error code.
 */
export async function listProviderProducts(ctx: ProviderContext, args: CategoryProductsArgs): Promise<ProviderProductList> {
  const req = pageRequest(args.page, args.limit, 8, 100);
  const empty: ProviderProductList = { items: [], sort: 'DEFAULT', filters: [], ...pageFigures(req, 0, 0) };
  return withProviderErrors(() => loadPage(ctx, args, req), empty);
}

async function loadPage(ctx: ProviderContext, args: CategoryProductsArgs, req: PageRequest): Promise<ProviderProductList> {
  const nodeId = /^\d{1,10}$/.test(args.categoryId.trim()) ? Number(args.categoryId) : null;
  if (nodeId === null) throw notFound('Category not found');
  const supplierIds = (args.brands ?? []).filter((b) => /^\d{1,10}$/.test(b)).map(Number);
  const page = await providerArticlePage(ctx, { nodeId, vehicleId: carId(args.vehicleId), supplierIds, page: req.page, perPage: req.limit });
  return { items: page.items, sort: 'DEFAULT', filters: page.filters, ...pageFigures(req, page.total, page.items.length) };
}
