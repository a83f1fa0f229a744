import { useUnit } from 'effector-react';
import { $lang, type Lang } from '@/shared/i18n';

/** Story text in the toolbar language (the story scope's `$lang`): `<L hy="…" en="…" ru="…" />`. */
export function L(props: Record<Lang, string>) {
  const lang = useUnit($lang);
  return <>{props[lang]}</>;
}
