import type { ContactMessageFilter, ContactMessageState } from '../gql/graphql';

export const MESSAGE_STATES: readonly ContactMessageState[] = ['UNREAD', 'READ', 'ANSWERED'];

/** The inbox's filter form, as kept in the address (`?q=…&state=…`). */
export interface MessageFilterForm {
  q: string;
  state: string;
}

export function formFromParams(params: URLSearchParams): MessageFilterForm {
  const state = params.get('state') ?? '';
  return { q: params.get('q') ?? '', state: (MESSAGE_STATES as readonly string[]).includes(state) ? state : '' };
}

export function paramsFromForm(form: MessageFilterForm): URLSearchParams {
  const params = new URLSearchParams();
  if (form.q.trim()) params.set('q', form.q.trim());
  if (form.state) params.set('state', form.state);
  return params;
}

export function filterFromForm(form: MessageFilterForm): ContactMessageFilter {
  return { search: form.q.trim() || null, state: form.state ? (form.state as ContactMessageState) : null };
}

export const isFiltered = (form: MessageFilterForm) => form.q.trim() !== '' || form.state !== '';
