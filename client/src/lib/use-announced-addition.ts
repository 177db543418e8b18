import { useToast, type ProductToastKind } from '../ui/toast/toast-context';
import { useApiErrorText } from './api-error/use-api-error-text';

/**
 * Adding a product to the cart or a list, as the shopper hears of it: a toast names the product,
 * or says why the server refused. The returned function runs `add` and resolves true when it
 * succeeded.
 */
export function useAnnouncedAddition(kind: ProductToastKind) {
  const toast = useToast();
  const errorText = useApiErrorText();
  return async (product: { name: string }, add: () => Promise<unknown>): Promise<boolean> => {
    try {
      await add();
      toast.productAdded(kind, product.name);
      return true;
    } catch (error) {
      toast.show({ tone: 'danger', message: errorText(error) });
      return false;
    }
  };
}
