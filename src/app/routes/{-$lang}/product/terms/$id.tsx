import { createFileRoute, redirect } from '@tanstack/react-router';
import { ProductTermsPage } from '@/pages/product-terms';
import { paramToLang } from '@/shared/i18n';
import { parseTermsId, termsLanguageRedirect } from '@/shared/routing';


/** /product/terms/{id}?lang=am|en|ru: the terms, in the language `?lang=` names (moves to its address). */
export const Route = createFileRoute('/{-$lang}/product/terms/$id')({
  params: { parse: parseTermsId, stringify: ({ id }) => ({ id }) },
  // A plain check, not a schema: route options are in the entry, valibot is not.
  validateSearch: (search): { lang?: string } => ({ lang: typeof search.lang === 'string' ? search.lang : undefined }),
  beforeLoad: ({ params, search }) => {
    const target = termsLanguageRedirect({ id: params.id, pathLang: paramToLang(params.lang), query: search.lang });
    if (target) throw redirect({ href: target, replace: true });
  },
  component: function ProductTermsRoute() {
    const { id } = Route.useParams();
    return <ProductTermsPage id={Number(id)} />;
  },
});
