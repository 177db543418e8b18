import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';

export const SavePreferencesMutation = graphql(`
  mutation SavePreferences($language: String, $currency: String) {
    setPreferences(language: $language, currency: $currency) {
      language
      currency
    }
  }
`);

/**
 * Keeps the shopper's language and currency with the session too, so the shop's other apps see
 * the same choice. The page does not wait for it: local storage already remembers the choice.
 */
export function useSavePreferences(): (choice: { language?: string; currency?: string }) => void {
  const [save] = useMutation(SavePreferencesMutation);
  return useCallback(
    (choice) => {
      // keepalive: the request outlives the page when the choice navigates away (another language).
      save({ variables: choice, context: { fetchOptions: { keepalive: true } } }).catch(() => {
        // Offline or refused: the choice still holds in this browser.
      });
    },
    [save],
  );
}
