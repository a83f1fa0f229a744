import { useLocation, useRouter } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import type { MouseEvent } from 'react';
import { $lang, $pageAlternates, LANGS, languageChosen, switchLanguageHref, type Lang } from '@/shared/i18n';
import { ShellAnchorButton } from '@/shared/ui';
import classes from './language-switcher.module.css';

/** Each language names itself, so a reader of any language can find their own. */
const SELF_NAME: Record<Lang, { short: string; full: string }> = {
  hy: { short: 'ՀԱՅ', full: 'Հայերեն' },
  en: { short: 'ENG', full: 'English' },
  ru: { short: 'РУС', full: 'Русский' },
};

/**
 * Language buttons: the same page in another language, with its query and hash kept
 * (public-site.md §2): the page's own address in that language when it published one (a news item's
 * translated slug), else the same path under the other prefix. The choice is stored by `languageChosen`.
 * Plain buttons (`ShellAnchorButton`): the switcher is in the header, which renders before Mantine's code
 * has loaded.
 */
export function LanguageSwitcher({ size = 'xs' }: { size?: 'xs' | 'sm' | 'md' }) {
  const router = useRouter();
  const location = useLocation();
  const [current, alternates, choose] = useUnit([$lang, $pageAlternates, languageChosen]);

  return (
    <div className={classes.group} role="group" aria-label="Language / Լեզու / Язык">
      {LANGS.map((lang) => {
        const href = switchLanguageHref({ pathname: location.pathname, search: location.searchStr, hash: location.hash }, lang, alternates);
        const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          choose(lang);
          void router.navigate({ href });
        };
        return (
          <ShellAnchorButton
            key={lang}
            href={href}
            hrefLang={lang}
            lang={lang}
            onClick={onClick}
            size={size}
            variant={lang === current ? 'filled' : 'subtle'}
            aria-current={lang === current ? 'true' : undefined}
            aria-label={SELF_NAME[lang].full}
            px={8}
          >
            {SELF_NAME[lang].short}
          </ShellAnchorButton>
        );
      })}
    </div>
  );
}
