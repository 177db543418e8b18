import { createContext, useContext, type ReactNode } from 'react';

export type ToastTone = 'success' | 'info' | 'warning' | 'danger';

export interface ToastInput {
  message: ReactNode;
  tone?: ToastTone;
  /** Milliseconds before it leaves by itself; 0 keeps it until closed. Default 5000. */
  duration?: number;
}

export type ProductToastKind = 'cart' | 'wishlist' | 'compare';

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show(toast: ToastInput): number;
  dismiss(id: number): void;
  /** The success toast after adding a product to the cart, wish list or comparison, naming it. */
  productAdded(kind: ProductToastKind, productName: string): number;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it');
  return api;
}
