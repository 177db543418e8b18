import { describe, expect, it } from 'vitest';
import { filterFromForm, formFromParams, isFiltered, paramsFromForm } from './message-filter';

describe('the inbox filter in the address', () => {
  it('round-trips a search and a state, and drops an unknown state', () => {
    const form = formFromParams(new URLSearchParams('q=%231234&state=UNREAD'));
    expect(form).toEqual({ q: '#1234', state: 'UNREAD' });
    expect(filterFromForm(form)).toEqual({ search: '#1234', state: 'UNREAD' });
    expect(paramsFromForm({ q: '  juan@ ', state: '' }).toString()).toBe('q=juan%40');
    expect(formFromParams(new URLSearchParams('state=SPAM'))).toEqual({ q: '', state: '' });
    expect(isFiltered({ q: '', state: '' })).toBe(false);
    expect(filterFromForm({ q: ' ', state: '' })).toEqual({ search: null, state: null });
  });
});
