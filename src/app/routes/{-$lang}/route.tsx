import { createFileRoute } from '@tanstack/react-router';
import { isPrefixedLang, loadPageMessages, type PrefixedLang } from '@/shared/i18n';

/** The optional language segment: /en/…, /ru/…; no segment is Armenian; anything else is not a language. */
export const Route = createFileRoute('/{-$lang}')({
  params: {
    parse: ({ lang }) => (lang === undefined || isPrefixedLang(lang) ? { lang: lang as PrefixedLang | undefined } : false),
    stringify: ({ lang }) => ({ lang }),
  },
  // The shell rendered with its own messages; pages need the whole catalog (behind the page skeleton).
  loader: ({ params }) => loadPageMessages(params.lang ?? 'hy'),
});
