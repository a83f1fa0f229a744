import { useUnit } from 'effector-react';
import { $lang, langToParam } from '@/shared/i18n';

/** Route params that keep the current language, for typed `<Link to="/{-$lang}/…" params={…}>`. */
export function useLangParams() {
  const lang = useUnit($lang);
  return { lang: langToParam(lang) };
}
