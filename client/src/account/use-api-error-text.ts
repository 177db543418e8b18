import { useTranslation } from '../i18n/use-translation';
import { apiErrorKey } from '../lib/api-error/api-error';

/** The text of a failed operation: the translation of ERROR_API_<code>, or ERROR_API_UNKNOWN. */
export function useApiErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  return (error) => t(apiErrorKey(error, exists));
}
