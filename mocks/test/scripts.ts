import type { ServerLang } from '../lib/respond';

/** Texts of each language are in its own script: Armenian letters, Cyrillic, or plain Latin. */
const ARMENIAN = /[\u0531-\u0587]/;
const CYRILLIC = /[\u0400-\u04FF]/;

export function scriptOf(lang: ServerLang): RegExp {
  if (lang === 'am') return ARMENIAN;
  if (lang === 'ru') return CYRILLIC;
  return /^[^\u0531-\u0587\u0400-\u04FF]+$/;
}
