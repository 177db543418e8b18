import { describe, expect, it } from 'vitest';
import { auditFilterFromForm, auditFormFromParams, auditParamsFromForm, showJson } from './audit-filter';

describe('the audit log filters', () => {
  it('keep an entity id only with its kind and take whole days in Buenos Aires', () => {
    expect(auditFilterFromForm({ actor: '', entity: '', entityId: '42', from: '', to: '' })).toEqual({});
    expect(auditFilterFromForm({ actor: '7', entity: 'order', entityId: '42', from: '2026-11-27', to: '2026-11-27' })).toEqual({
      actorId: '7',
      entity: 'order',
      entityId: '42',
      from: '2026-11-27T03:00:00.000Z',
      to: '2026-11-28T03:00:00.000Z',
    });
  });

  it('round-trip through the address', () => {
    const form = auditFormFromParams(new URLSearchParams('entity=staff&from=2026-11-01'));
    expect(auditParamsFromForm(form).toString()).toBe('entity=staff&from=2026-11-01');
  });

  it('show before and after as JSON', () => {
    expect(showJson(null)).toBe('—');
    expect(showJson({ role: 'owner' })).toBe('{\n  "role": "owner"\n}');
  });
});
