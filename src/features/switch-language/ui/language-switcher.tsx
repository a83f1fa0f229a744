import { useUnit } from 'effector-react';
import type { MouseEvent } from 'react';
import { $lang, $pageAlternates, LANGS, languageChosen, switchLanguageHref, type Lang } from '@/shared/i18n';
import { $location, $routerReady, linkFollowed } from '@/shared/routing';
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
  const [current, alternates, choose, location, routerReady, follow] = useUnit([$lang, $pageAlternates, languageChosen, $location, $routerReady, linkFollowed]);

  return (
    <div className={classes.group} role="group" aria-label="Language / Լեզու / Язык">
      {LANGS.map((lang) => {
        const href = switchLanguageHref(location, lang, alternates);
        const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
          choose(lang);
          // Before the router has loaded the browser follows the link (the choice is stored either way).
          if (!routerReady) return;
          event.preventDefault();
          follow(href);
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
