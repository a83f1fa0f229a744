import type * as v from 'valibot';
import type { customerStoryPageSchema, customerStorySchema, customersPageSchema } from '@/shared/api/content/articles';
import { CONTENT_TEXT, findBySlug, L, slugFields } from '../../lib/content';
import { publicEndpoint, type Endpoint } from '../../lib/endpoint';
import { notFound, ok, textField, type ServerLang } from '../../lib/respond';
import { CUSTOMER_STORIES, type CustomerStoryEntry } from './fixtures';

/** Customer stories of the content client (public-site.md §7): /customers/ and /customers/details/ (cid). */
type StoryInput = v.InferInput<typeof customerStorySchema>;

export const storyItem = (entry: CustomerStoryEntry, lang: ServerLang): StoryInput => ({
  id: entry.id,
  date: entry.date,
  company: entry.company[lang],
  industry: entry.industry[lang],
  logo: entry.logo,
  img: entry.img,
  title: entry.title[lang],
  description: entry.description[lang],
  ...slugFields(entry.slug),
});

const TEXT = {
  metaTitle: L('Հաճախորդների պատմություններ', 'Customer stories', 'Истории клиентов'),
  metaDescription: L(
    'Ինչպես են «Սևան»-ի կորպորատիվ հաճախորդները ստացել հատուցում և շարունակել աշխատանքը։',
    'How Sevan’s business customers got paid and kept working when things went wrong.',
    'Как корпоративные клиенты «Севан» получили выплаты и продолжили работу.',
  ),
  metaKeywords: L('հաճախորդներ, պատմություններ, կորպորատիվ ապահովագրություն', 'customers, stories, business insurance, Armenia', 'клиенты, истории, корпоративное страхование'),
  title: L('Մեր հաճախորդների պատմությունները', 'Our customers’ stories', 'Истории наших клиентов'),
  description: L(
    'Իրական դեպքեր, երբ ապահովագրությունը օգնեց բիզնեսին չկանգնել։',
    'Real cases where insurance kept a business going.',
    'Реальные случаи, когда страховка помогла бизнесу не остановиться.',
  ),
};

/** Answers, also used by the stories (stories/fixtures/articles.ts). */
export const customersBody = (lang: ServerLang) =>
  ({
    meta_title: TEXT.metaTitle[lang],
    meta_description: TEXT.metaDescription[lang],
    meta_keywords: TEXT.metaKeywords[lang],
    title: TEXT.title[lang],
    description: TEXT.description[lang],
    data: CUSTOMER_STORIES.map((entry) => storyItem(entry, lang)),
  }) satisfies v.InferInput<typeof customersPageSchema>;

export const customerStoryBody = (entry: CustomerStoryEntry, lang: ServerLang) =>
  ({
    meta_title: `${entry.company[lang]}: ${entry.title[lang]}`,
    meta_description: entry.description[lang],
    meta_keywords: `${TEXT.metaKeywords[lang]}, ${entry.company[lang]}`,
    data: {
      ...storyItem(entry, lang),
      body: entry.body[lang],
      quote: { text: entry.quote.text[lang], author: entry.quote.author[lang], position: entry.quote.position[lang] },
      services: entry.services.map((service) => ({ title: service.title[lang], link: service.link })),
    },
  }) satisfies v.InferInput<typeof customerStoryPageSchema>;

const customers = publicEndpoint({
  client: 'content',
  path: '/customers/',
  title: 'Customer stories page',
  resolve: ({ lang }) => ok(customersBody(lang)),
});

const customerDetails = publicEndpoint({
  client: 'content',
  path: '/customers/details/',
  title: 'One customer story by slug (cid)',
  warningFields: ['cid', 'lang'],
  resolve: ({ fields, lang }) => {
    const entry = findBySlug(CUSTOMER_STORIES, textField(fields, 'cid'));
    if (!entry) return notFound(CONTENT_TEXT.notFound[lang]);
    return ok(customerStoryBody(entry, lang));
  },
});

export const customerStoryEndpoints: readonly Endpoint[] = [customers, customerDetails];
