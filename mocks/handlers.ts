import { http, HttpResponse, type HttpHandler } from 'msw';
import { accountEndpoints } from './domains/accounts/handlers';
import { identityEndpoints } from './domains/accounts/identity';
import { authEndpoints } from './domains/auth/handlers';
import { bankEndpoints } from './domains/bank/handlers';
import { claimEndpoints } from './domains/claims/handlers';
import { companyEndpoints } from './domains/company/handlers';
import { contactEndpoints } from './domains/contact/handlers';
import { contentEndpoints } from './domains/content/handlers';
import { customerEndpoints } from './domains/customer/handlers';
import { productEndpoints } from './domains/products/handlers';
import { blogEndpoints } from './domains/blog/handlers';
import { customerStoryEndpoints } from './domains/customers/handlers';
import { faqEndpoints } from './domains/faq/handlers';
import { newsEndpoints } from './domains/news/handlers';
import { searchEndpoints } from './domains/search/handlers';
import { calculatorEndpoints } from './domains/calculators/handlers';
import { dictionaryEndpoints } from './domains/dictionaries/handlers';
import { fileEndpoints } from './domains/files/handlers';
import { interfaceEndpoints } from './domains/interface/handlers';
import { promoEndpoints } from './domains/promo/handlers';
import { purchaseEndpoints } from './domains/purchase/handlers';
import { profileEndpoints } from './domains/profile/handlers';
import { chatEndpoints } from './domains/chat/handlers';
import { requestEndpoints } from './domains/profile/requests';
import { siteEndpoints } from './domains/site/handlers';
import { vitalsHandlers } from './domains/vitals/handlers';
import { createHandler, endpointUrl, type Endpoint } from './lib/endpoint';
import { msg, notFound, readRequest, type ClientName } from './lib/respond';

/**
 * Every endpoint of the simulator, by domain. To add one: define it in its domain's handlers.ts with
 * publicEndpoint()/authorizedEndpoint() and add it to that domain's list (mocks/README.md).
 */
export const endpoints: readonly Endpoint[] = [
  ...contentEndpoints,
  ...authEndpoints,
  ...accountEndpoints,
  ...identityEndpoints,
  ...customerEndpoints,
  ...companyEndpoints,
  ...productEndpoints,
  ...faqEndpoints,
  ...newsEndpoints,
  ...blogEndpoints,
  ...customerStoryEndpoints,
  ...searchEndpoints,
  ...interfaceEndpoints,
  ...dictionaryEndpoints,
  ...fileEndpoints,
  ...promoEndpoints,
  ...calculatorEndpoints,
  ...purchaseEndpoints,
  ...bankEndpoints,
  ...claimEndpoints,
  ...profileEndpoints,
  ...contactEndpoints,
  ...chatEndpoints,
  ...requestEndpoints,
  ...siteEndpoints,
];

/**
 * The MSW handlers: each endpoint through the one wrapper (switches, session, token echo), and the collector of the
 * app's vitals beacons (not a backend endpoint: domains/vitals).
 */
export const handlers: HttpHandler[] = [...endpoints.map(createHandler), ...vitalsHandlers];

/**
 * Browser only: a localized 404 for calls of either backend that no endpoint answers yet, instead of the
 * dev server's HTML. Node tests keep `onUnhandledRequest: 'error'` so a missing handler stays loud there.
 */
export const fallbackHandlers: HttpHandler[] = (['content', 'application'] as const satisfies readonly ClientName[]).map((client) =>
  http.all(endpointUrl(client, '*'), async ({ request }) => {
    const { lang } = await readRequest(request, client);
    const path = new URL(request.url).pathname;
    console.warn(`[simulator] no endpoint for ${request.method} ${path}`);
    return request.method === 'OPTIONS' ? new HttpResponse(null, { status: 204 }) : notFound(msg('noHandler', lang, { path }));
  }),
);
