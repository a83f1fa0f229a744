import * as v from 'valibot';
import type { subscribeResultSchema } from '@/shared/api/content/schemas';
import { db, sendToOutbox } from '../../db';
import { publicEndpoint, type Endpoint } from '../../lib/endpoint';
import { fieldWarnings, msg, ok, requiredMessage, textField } from '../../lib/respond';
import { footerFixture } from './fixtures/footer';
import { headerFixture } from './fixtures/header';
import { homeFixture } from './fixtures/home';

/** Content client (public-site.md §7): POST multipart with `lang`; the page texts of the public site. */

const header = publicEndpoint({
  client: 'content',
  path: '/header/',
  title: 'Header: phone and main menu',
  resolve: ({ lang }) => ok(headerFixture[lang]),
});

const footer = publicEndpoint({
  client: 'content',
  path: '/footer/',
  title: 'Footer: links, certificates, legal text',
  resolve: ({ lang }) => ok(footerFixture[lang]),
});

const home = publicEndpoint({
  client: 'content',
  path: '/home/',
  title: 'Home page blocks',
  resolve: ({ lang }) => ok(homeFixture[lang]),
});

const emailSchema = v.pipe(v.string(), v.email());

/** The home page's e-mail subscription (docs/decisions/home-page.md: the spec shows no call for it). */
const subscribe = publicEndpoint({
  client: 'content',
  path: '/subscribe/',
  title: 'E-mail subscription of the home page',
  warningFields: ['email', 'lang'],
  resolve: ({ fields, lang }) => {
    const email = textField(fields, 'email');
    if (!email) return fieldWarnings({ email: [requiredMessage('labelEmail', lang)] });
    if (!v.is(emailSchema, email)) return fieldWarnings({ email: [msg('invalidEmail', lang)] });

    const known = db.read().subscriptions.some((existing) => existing.email.toLowerCase() === email.toLowerCase());
    if (known) return ok({ message: msg('alreadySubscribed', lang) } satisfies v.InferInput<typeof subscribeResultSchema>);

    db.update((state) => {
      state.subscriptions.push({ email, lang, at: new Date().toISOString() });
    });
    sendToOutbox({
      channel: 'email',
      to: email,
      subject: msg('subscribeMailSubject', lang),
      body: msg('subscribeMailBody', lang),
    });
    return ok({ message: msg('subscribed', lang) } satisfies v.InferInput<typeof subscribeResultSchema>);
  },
});

export const contentEndpoints: readonly Endpoint[] = [header, footer, home, subscribe];
