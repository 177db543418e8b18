import { Badge, useTranslation, type BadgeTone } from '../ui';
import type { ContactMessageState } from '../gql/graphql';

const TONES: Record<ContactMessageState, BadgeTone> = { UNREAD: 'warning', READ: 'neutral', ANSWERED: 'success' };

export function MessageStateBadge({ state }: { state: ContactMessageState }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[state]}>{t(`admin.MESSAGE_STATE_${state}`)}</Badge>;
}
