import {
  GraphQLError,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  type FieldNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type OperationDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { ErrorCode } from '../generated/graphql';

/** How many items a list field is assumed to return when the query does not say (`limit`/`perPage`). */
const DEFAULT_LIST_SIZE = 10;
const LIST_SIZE_ARGS = ['limit', 'first', 'perPage', 'pageSize'];

/**
 * Fields whose work is far above a plain read: full-text search, provider pages and lookups. Their
 * weight replaces the cost of 1 a field has, so a document cannot repeat them (under aliases, say)
 * and stay under the limit.
 */
export const FIELD_WEIGHTS: Readonly<Record<string, number>> = {
  'Query.searchSuggestions': 250,
  'Query.search': 250,
  'Query.products': 50,
  'Query.partProducts': 100,
  'Query.partCategories': 100,
  'Query.partCategory': 100,
  'Query.partBrands': 50,
  'Query.vehicleByVin': 100,
  'Query.vehiclesByVin': 100,
  'Query.relatedProducts': 50,
  'Query.productAnalogs': 50,
  'Mutation.checkout': 100,
  'Mutation.signIn': 100,
  'Mutation.register': 100,
  'Mutation.changePassword': 100,
};

function intArg(field: FieldNode, names: string[], variables: Record<string, unknown>): number | null {
  for (const arg of field.arguments ?? []) {
    if (!names.includes(arg.name.value)) continue;
    const v: ValueNode = arg.value;
    if (v.kind === Kind.INT) return Number(v.value);
    if (v.kind === Kind.VARIABLE) {
      const value = variables[v.name.value];
      if (typeof value === 'number') return value;
    }
  }
  return null;
}

/**
 * The estimated cost of one operation of a document: every field costs its weight (1, or its entry
 * in FIELD_WEIGHTS) times the number of parent items it is resolved for; a list field multiplies
 * what is below it by its `limit` argument (or 10 when none is given). Fragments count where they
 * are spread, multiplied like inline selections; each fragment's cost is worked out once.
 * Introspection fields are not counted.
 */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown> = {}): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const fragmentCost = new Map<string, number>();
  const visiting = new Set<string>();

  const costOf = (set: SelectionSetNode | undefined, parent: GraphQLCompositeType | null | undefined): number => {
    if (!set) return 0;
    let cost = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        if (sel.name.value.startsWith('__')) continue;
        const field = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[sel.name.value] : undefined;
        const weight = (parent && FIELD_WEIGHTS[`${parent.name}.${sel.name.value}`]) ?? 1;
        if (!sel.selectionSet) {
          cost += weight;
          continue;
        }
        const listy = field ? isListType(getNullableType(field.type)) : false;
        const size = listy ? Math.max(1, intArg(sel, LIST_SIZE_ARGS, variables) ?? DEFAULT_LIST_SIZE) : 1;
        const named = field ? getNamedType(field.type) : undefined;
        cost += weight + size * costOf(sel.selectionSet, named && isCompositeType(named) ? named : null);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const on = sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : parent;
        cost += costOf(sel.selectionSet, on && isCompositeType(on) ? on : null);
      } else {
        cost += costOfFragment(sel.name.value);
      }
    }
    return cost;
  };
  const costOfFragment = (name: string): number => {
    const known = fragmentCost.get(name);
    if (known !== undefined) return known;
    const frag = fragments.get(name);
    if (!frag || visiting.has(name)) return 0;
    visiting.add(name);
    const on = schema.getType(frag.typeCondition.name.value);
    const cost = costOf(frag.selectionSet, on && isCompositeType(on) ? on : null);
    visiting.delete(name);
    fragmentCost.set(name, cost);
    return cost;
  };
  const root =
    operation.operation === 'query' ? schema.getQueryType() : operation.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  return costOf(operation.selectionSet, root);
}

/** The refusal of an operation over the cost limit (QUERY_TOO_COSTLY, HTTP 400). */
export function tooCostly(cost: number, maxCost: number, node?: OperationDefinitionNode): GraphQLError {
  return new GraphQLError(`Query is too expensive: estimated cost ${cost}, the limit is ${maxCost}.`, {
    nodes: node ? [node] : undefined,
    extensions: { code: 'QUERY_TOO_COSTLY' satisfies ErrorCode, cost, maxCost, http: { status: 400 } },
  });
}
