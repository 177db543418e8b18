import {
  GraphQLError,
  getNamedType,
  getNullableType,
  isListType,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql';

/** How many items a list field is assumed to return when the query does not say (`limit`/`perPage`). */
const DEFAULT_LIST_SIZE = 10;
const LIST_SIZE_ARGS = ['limit', 'first', 'perPage', 'pageSize'];

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
 * Refuses operations nested deeper than `maxDepth` fields. Introspection (`__schema`, `__type`) is
 * not counted: it is bounded by the schema itself and is switched off in production.
 */
export function depthLimitRule(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
    const depthOf = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
      if (!set) return 0;
      let max = 0;
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) {
          if (sel.name.value.startsWith('__')) continue;
          max = Math.max(max, sel.selectionSet ? 1 + depthOf(sel.selectionSet, seen) : 1);
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          max = Math.max(max, depthOf(sel.selectionSet, seen));
        } else {
          const name = sel.name.value;
          const frag = fragments.get(name);
          if (frag && !seen.has(name)) max = Math.max(max, depthOf(frag.selectionSet, new Set([...seen, name])));
        }
      }
      return max;
    };
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`Query is nested ${depth} levels deep; the limit is ${maxDepth}.`, {
              nodes: [node],
              extensions: { code: 'QUERY_TOO_DEEP', http: { status: 400 } },
            }),
          );
        }
      },
    };
  };
}

/**
 * Refuses operations whose estimated cost passes `maxCost`. Every field costs 1 times the number of
 * parent items it is resolved for; a list field multiplies what is below it by its `limit` argument
 * (or 10 when none is given). Variables are read when the rule runs per request. Introspection
 * fields are not counted, like in the depth limit.
 */
export function costLimitRule(maxCost: number, variables: Record<string, unknown> = {}) {
  return (context: ValidationContext): ASTVisitor => {
    let cost = 0;
    const multipliers: number[] = [1];
    let introspectionDepth = 0;
    return {
      Field: {
        enter(node) {
          if (introspectionDepth > 0 || node.name.value.startsWith('__')) {
            introspectionDepth++;
            return;
          }
          const parentMultiplier = multipliers[multipliers.length - 1];
          cost += parentMultiplier;
          const type = context.getType();
          const listy = type ? isListType(getNullableType(type)) : false;
          const size = listy ? (intArg(node, LIST_SIZE_ARGS, variables) ?? DEFAULT_LIST_SIZE) : 1;
          const named = type ? getNamedType(type) : null;
          const leaf = !node.selectionSet || !named;
          multipliers.push(leaf ? parentMultiplier : parentMultiplier * Math.max(1, size));
        },
        leave() {
          if (introspectionDepth > 0) {
            introspectionDepth--;
            return;
          }
          multipliers.pop();
        },
      },
      Document: {
        leave(node) {
          if (cost > maxCost) {
            context.reportError(
              new GraphQLError(`Query is too expensive: estimated cost ${cost}, the limit is ${maxCost}.`, {
                nodes: [node],
                extensions: { code: 'QUERY_TOO_COSTLY', cost, maxCost, http: { status: 400 } },
              }),
            );
          }
        },
      },
    };
  };
}
