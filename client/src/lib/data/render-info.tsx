import { createContext, useContext } from 'react';
import { canonicalStringify } from '@apollo/client/utilities';
import type { FormattedExecutionResult } from 'graphql';

/** The vehicle a page was rendered for (the session's current one), as the garage names it. */
export interface RenderedVehicle {
  id: string;
  year: number;
  make: string;
  model: string;
  engine: string;
}

/**
 * What the server knew while it rendered a page, handed to the browser with the page so the first
 * render there prints the same markup: the vehicle the page was rendered for, and the answer of
 * every query the page asked (`answerKey` of the query and its variables).
 */
export interface RenderInfo {
  /** Undefined in a page the browser renders itself: the vehicle is not known until asked. */
  vehicle?: RenderedVehicle | null;
  answers: Record<string, FormattedExecutionResult>;
}

/** The key of one query with its variables in `RenderInfo.answers`. */
export function answerKey(operationName: string, variables: unknown): string {
  return `${operationName}:${canonicalStringify(variables ?? {})}`;
}

export const RenderInfoContext = createContext<RenderInfo>({ answers: {} });

export function useRenderInfo(): RenderInfo {
  return useContext(RenderInfoContext);
}
