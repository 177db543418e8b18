// The shop's design system and i18n, imported (never copied) by the staff's app. Each component
// from its own module: the design system's index also names the product card, whose fragments
// would bring the shop's GraphQL documents into this app.
export { Alert } from '../../client/src/ui/alert/alert';
export { Badge, type BadgeTone } from '../../client/src/ui/badge/badge';
export { Button } from '../../client/src/ui/button/button';
export { Spinner } from '../../client/src/ui/button/spinner';
export { Input } from '../../client/src/ui/form/input';
export { Select } from '../../client/src/ui/form/select';
export { Checkbox } from '../../client/src/ui/form/choice';
export { Modal } from '../../client/src/ui/dialog/modal';
export { Skeleton, SkeletonGroup } from '../../client/src/ui/skeleton/skeleton';
export { ToastProvider } from '../../client/src/ui/toast/toast-provider';
export { useToast } from '../../client/src/ui/toast/toast-context';
export { OverlayCoordinatorProvider } from '../../client/src/ui/overlay';
export { intlLocale } from '../../client/src/ui/locale';
export { useTranslation } from '../../client/src/i18n/use-translation';
export { useDocumentTitle } from '../../client/src/lib/use-document-title';
