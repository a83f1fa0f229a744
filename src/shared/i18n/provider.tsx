import { LinguiContext } from '@lingui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { i18n } from './catalog';

const contextFor = () => ({ i18n, _: i18n.t.bind(i18n) });

/**
 * Lingui's `I18nProvider` with one difference: its translated components re-render when the active language
 * changes, not when a catalog of the language already on screen is loaded. Lingui's `load()` announces a change
 * either way; the page's whole catalog arrives after the shell has rendered with its own messages, which the whole
 * catalog repeats unchanged (docs/decisions/shell-catalog.md), so Lingui's provider re-rendered every translated
 * component on screen for nothing, in one long task of the first load (docs/decisions/one-render-per-language.md).
 */
export function I18nLanguageProvider({ children }: { children: ReactNode }) {
  const [context, setContext] = useState(contextFor);
  const rendered = useRef(i18n.locale);
  useEffect(() => {
    const languageChanged = () => {
      if (i18n.locale === rendered.current) return;
      rendered.current = i18n.locale;
      setContext(contextFor());
    };
    languageChanged();
    return i18n.on('change', languageChanged);
  }, []);
  if (!rendered.current) return null;
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
