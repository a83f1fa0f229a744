import { createEffect, createEvent, createStore, sample } from 'effector';
import { LANGUAGE_COOKIE_MINUTES } from '@/shared/config';
import { setCookie, storage } from '@/shared/lib';
import { DEFAULT_LANG, isLang, type Lang } from './lang';

export const LANG_STORAGE_KEY = 'lang';

/** The language of the page on screen; follows the URL. */
export const $lang = createStore<Lang>(DEFAULT_LANG);
/** The URL says which language is on screen (set by the language route on every navigation). */
export const languageDetected = createEvent<Lang>();
/** The user picked a language with the language buttons. */
export const languageChosen = createEvent<Lang>();

export const saveLanguageFx = createEffect((lang: Lang) => {
  storage.set('local', LANG_STORAGE_KEY, lang);
  setCookie(LANG_STORAGE_KEY, lang, LANGUAGE_COOKIE_MINUTES);
});

/** The language the user chose earlier, if any (read once at start-up, before the router runs). */
export function readStoredLanguage(): Lang | null {
  const value = storage.get('local', LANG_STORAGE_KEY);
  return isLang(value) ? value : null;
}

sample({ clock: languageDetected, target: $lang });
sample({ clock: languageChosen, target: saveLanguageFx });
