import type * as v from 'valibot';
import type { faqItemSchema, faqListSchema, faqPageSchema } from '@/shared/api/content/faq';
import { CONTENT_TEXT, L } from '../../lib/content';
import { publicEndpoint, type Endpoint } from '../../lib/endpoint';
import { notFound, ok, textField, type ServerLang } from '../../lib/respond';
import { homeFixture } from '../content/fixtures/home';
import { FAQ_CATEGORY_IDS, FAQ_CATEGORY_TITLES, FAQ_ENTRIES, type FaqEntry } from './fixtures';

/**
 * FAQ of the content client (public-site.md §7): /faq/ (by category), /faq/byservice/ and /faq/bygroup/
 * (`pid`). Services and groups are those of /home/: a service by its id (101) or charid (appa), a group
 * by its id (1, 20…). A known service or group without questions answers an empty list; an unknown one 404.
 */
type ItemInput = v.InferInput<typeof faqItemSchema>;

const faqItem = (entry: FaqEntry, lang: ServerLang): ItemInput => ({ id: entry.id, question: entry.question[lang], answer: entry.answer[lang] });

const TEXT = {
  metaTitle: L('Հաճախ տրվող հարցեր', 'Frequently asked questions', 'Часто задаваемые вопросы'),
  metaDescription: L(
    'Պատասխաններ ավտոմեքենայի, առողջության, ճամփորդության, գույքի, բեռների և այլ ապահովագրությունների մասին հարցերին։',
    'Answers about car, health, travel, property, cargo, liability and financial insurance.',
    'Ответы на вопросы об автостраховании, медицинском страховании, путешествиях, имуществе, грузах и других видах страхования.',
  ),
  metaKeywords: L('հարցեր, պատասխաններ, ապահովագրություն, Սևան', 'FAQ, questions, answers, insurance, Sevan', 'вопросы, ответы, страхование, Севан'),
};

/** Services and groups of /home/, the same in every language: id → charid, and each group's id. */
const home = homeFixture.am.servicesData;
const GROUPS = [...home.personal, ...home.corporate];
const SERVICE_CHARIDS = new Map(GROUPS.flatMap((group) => group.services.map((service) => [String(service.id), service.charid] as const)));
const KNOWN_CHARIDS = new Set(SERVICE_CHARIDS.values());
const KNOWN_GROUPS = new Set(GROUPS.map((group) => String(group.id)));

/** A service's charid from its id or its charid; undefined when /home/ has no such service. */
function serviceCharid(pid: string): string | undefined {
  if (SERVICE_CHARIDS.has(pid)) return SERVICE_CHARIDS.get(pid);
  return KNOWN_CHARIDS.has(pid) ? pid : undefined;
}

/** The answer of /faq/, also used by the stories (stories/fixtures/articles.ts). */
export const faqPageBody = (lang: ServerLang) =>
  ({
    meta_title: TEXT.metaTitle[lang],
    meta_description: TEXT.metaDescription[lang],
    meta_keywords: TEXT.metaKeywords[lang],
    data: FAQ_CATEGORY_IDS.map((charid) => ({
      charid,
      title: FAQ_CATEGORY_TITLES[charid][lang],
      data: FAQ_ENTRIES.filter((entry) => entry.category === charid).map((entry) => faqItem(entry, lang)),
    })),
  }) satisfies v.InferInput<typeof faqPageSchema>;

const faqPage = publicEndpoint({
  client: 'content',
  path: '/faq/',
  title: 'FAQ page: questions by category',
  resolve: ({ lang }) => ok(faqPageBody(lang)),
});

const byService = publicEndpoint({
  client: 'content',
  path: '/faq/byservice/',
  title: 'FAQ of one service (pid: id or charid)',
  warningFields: ['pid', 'lang'],
  resolve: ({ fields, lang }) => {
    const charid = serviceCharid(textField(fields, 'pid'));
    if (!charid) return notFound(CONTENT_TEXT.unknownService[lang]);
    const items = FAQ_ENTRIES.filter((entry) => entry.services.includes(charid)).map((entry) => faqItem(entry, lang));
    return ok({ data: items } satisfies v.InferInput<typeof faqListSchema>);
  },
});

const byGroup = publicEndpoint({
  client: 'content',
  path: '/faq/bygroup/',
  title: 'FAQ of one service group (pid: group id)',
  warningFields: ['pid', 'lang'],
  resolve: ({ fields, lang }) => {
    const pid = textField(fields, 'pid');
    if (!KNOWN_GROUPS.has(pid)) return notFound(CONTENT_TEXT.unknownGroup[lang]);
    const items = FAQ_ENTRIES.filter((entry) => entry.groups.includes(Number(pid))).map((entry) => faqItem(entry, lang));
    return ok({ data: items } satisfies v.InferInput<typeof faqListSchema>);
  },
});

export const faqEndpoints: readonly Endpoint[] = [faqPage, byService, byGroup];
