import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert/alert';
import { Button } from '../../ui/button/button';
import { SkeletonGroup } from '../../ui/skeleton/skeleton';

export interface QueryStateProps<T> {
  /** The query's data (undefined while nothing has arrived). */
  data: T | null | undefined;
  loading: boolean;
  error?: unknown;
  /** Whether an answer holds nothing to show; default: never empty. */
  isEmpty?: (data: T) => boolean;
  /** Skeletons of the final size, shown while loading (wrapped in a busy region). */
  skeleton: ReactNode;
  /** What to show for an empty answer (a message with a way on). */
  empty?: ReactNode;
  /** Shown instead of the default failure alert. */
  failure?: ReactNode;
  /** Offered as a "retry" button in the failure state. */
  onRetry?: () => unknown;
  children: (data: T) => ReactNode;
}

/**
 * The four states of a view that fetches data, one way everywhere: loading shows skeletons,
 * a failure shows an alert with a retry, an empty answer shows its message, and data shows the view.
 * Data already in hand wins over a later loading flag (a refetch keeps the view on screen).
 */
export function QueryState<T>({ data, loading, error, isEmpty, skeleton, empty = null, failure, onRetry, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (data !== undefined && data !== null) {
    if (isEmpty?.(data)) return <>{empty}</>;
    return <>{children(data)}</>;
  }
  if (loading) return <SkeletonGroup>{skeleton}</SkeletonGroup>;
  if (error) {
    return (
      failure ?? (
        <Alert tone="danger" title={t('ERROR_LOADING')}>
          {onRetry && (
            <Button variant="secondary" size="sm" onClick={() => void onRetry()}>
              {t('BUTTON_RETRY')}
            </Button>
          )}
        </Alert>
      )
    );
  }
  return <>{empty}</>;
}
