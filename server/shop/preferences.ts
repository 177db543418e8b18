import type { SessionData } from 'express-session';
import { badInput } from '../errors';
import type { ShopperPreferences } from '../generated/graphql';
import { CURRENCIES, DEFAULT_CURRENCY, DEFAULT_LANGUAGE, LANGUAGES } from './info';

declare module 'express-session' {
  interface SessionData {
    preferences?: { language?: string; currency?: string };
  }
}

type ShopSession = Partial<SessionData>;

export function readPreferences(session: ShopSession | undefined): ShopperPreferences {
  return {
    language: session?.preferences?.language ?? DEFAULT_LANGUAGE,
    currency: session?.preferences?.currency ?? DEFAULT_CURRENCY,
  };
}

/** Validates and stores the choices; nothing is stored when either value is unknown. */
export function savePreferences(
  session: ShopSession,
  change: { language?: string | null; currency?: string | null },
): ShopperPreferences {
  if (change.language != null && !LANGUAGES.some((l) => l.code === change.language)) {
    throw badInput('Language not found', 'language');
  }
  if (change.currency != null && !CURRENCIES.some((c) => c.code === change.currency)) {
    throw badInput('Currency not found', 'currency');
  }
  session.preferences = {
    ...session.preferences,
    ...(change.language != null ? { language: change.language } : {}),
    ...(change.currency != null ? { currency: change.currency } : {}),
  };
  return readPreferences(session);
}
