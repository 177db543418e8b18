import { Kind, type DocumentNode, type SelectionSetNode, type ValueNode } from 'graphql';

/**
 * Fields whose answer follows the shopper's current vehicle when no `vehicleId` is given. They are
 * public facts about a product and a vehicle, so an answer that uses them may be cached, but keyed
 * by that vehicle, and an HTTP cache must ask again each time (the vehicle can change).
 */
const VEHICLE_FIELDS = new Set(['fitStatus', 'fitsVehicle', 'fitmentNotes']);

/** Where an operation asks a vehicle-dependent field: the `vehicleId` argument given (null when left out). */
type VehicleArgs = (ValueNode | null)[];

const memo = new WeakMap<DocumentNode, Map<string, VehicleArgs>>();

function collect(document: DocumentNode, operationName: string | null | undefined): VehicleArgs {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const operation = document.definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  const found: VehicleArgs = [];
  const visited = new Set<string>();
  const walk = (set: SelectionSetNode | undefined) => {
    for (const s of set?.selections ?? []) {
      if (s.kind === Kind.FIELD) {
        if (VEHICLE_FIELDS.has(s.name.value)) found.push(s.arguments?.find((a) => a.name.value === 'vehicleId')?.value ?? null);
        walk(s.selectionSet);
      } else if (s.kind === Kind.INLINE_FRAGMENT) walk(s.selectionSet);
      else if (!visited.has(s.name.value)) {
        // Each named fragment is walked once, however often it is spread.
        visited.add(s.name.value);
        walk(fragments.get(s.name.value)?.selectionSet);
      }
    }
  };
  if (operation?.kind === Kind.OPERATION_DEFINITION) walk(operation.selectionSet);
  return found;
}

/**
 * Whether an operation's answer depends on the shopper's current vehicle: it asks `fitStatus` or
 * `fitsVehicle` somewhere without a vehicle id (left out, null, or a variable that is null).
 */
export function readsCurrentVehicle(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | undefined,
): boolean {
  let byOperation = memo.get(document);
  if (!byOperation) memo.set(document, (byOperation = new Map()));
  const key = operationName ?? '';
  let args = byOperation.get(key);
  if (!args) byOperation.set(key, (args = collect(document, operationName)));
  return args.some((arg) => {
    if (arg === null || arg.kind === Kind.NULL) return true;
    if (arg.kind === Kind.VARIABLE) {
      const value = variables?.[arg.name.value];
      return value === null || value === undefined;
    }
    return false;
  });
}
