import { createContext, useContext } from 'react';
import { canonicalStringify } from '@apollo/client/utilities';
import type { GraphQLFormattedError } from 'graphql';

/** The vehicle a page was rendered for (the session's current one), as the garage names it. */
export interface RenderedVehicle {
  id: string;
  year: number;
  make: string;
  model: string;
  engine: string;
}

/** A query that answered errors while the server rendered: its data (may be partial) and errors. */
export interface RenderedAnswer {
  data: unknown;
  errors: readonly GraphQLFormattedError[];
}

/**
 * What the server knew while it rendered a page, handed to the browser with the page so the first
 * render there prints the same markup: the vehicle the page was rendered for, and the queries that
 * answered errors (their errors are not in the Apollo cache).
 */
export interface RenderInfo {
  /** Undefined in a page the browser renders itself: the vehicle is not known until asked. */
  vehicle?: RenderedVehicle | null;
  answers: Record<string, RenderedAnswer>;
}

/** The key of one query with its variables in `RenderInfo.answers`. */
export function answerKey(operationName: string, variables: unknown): string {
  return `${operationName}:${canonicalStringify(variables ?? {})}`;
}

export const RenderInfoContext = createContext<RenderInfo>({ answers: {} });

export function useRenderInfo(): RenderInfo {
  return useContext(RenderInfoContext);
}
