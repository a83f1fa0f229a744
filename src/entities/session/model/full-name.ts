import { combine } from 'effector';
import type { Customer } from '@/shared/api';
import { $lang, type Lang } from '@/shared/i18n';
import { $user } from './session';

// Its own module: only what the signed-in customer sees (the header's badge, the portal's screens) shows the name, and
// loads it with them, not in the first render (docs/decisions/router-budget-128kb.md).

/** The customer's name in the page's language, falling back to any name there is. */
export function fullNameOf(user: Customer | null, lang: Lang): string {
  if (!user) return '';
  const byLang = { hy: user.fullname_hy, en: user.fullname_en, ru: user.fullname_ru }[lang];
  return byLang || user.fullname_en || user.fullname_hy || user.fullname_ru || '';
}

export const $fullName = combine($user, $lang, fullNameOf);
