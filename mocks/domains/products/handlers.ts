import { publicEndpoint, type Endpoint } from '../../lib/endpoint';
import { fieldWarnings, notFound, ok, textField, type Localized, type ServerLang, requiredText } from '../../lib/respond';
import { catalogueAnswer, groupAnswer, productAnswer, termsAnswer } from './fixtures/catalogue';
import { L } from './fixtures/types';

/**
 * The product catalogue of the content client (public-site.md §7): `/prod/` (pid), `/prod/details/`
 * (charid, parentcharid, type), and `/prod/terms/` (pid) for the printable terms. Answer shapes: see
 * src/shared/api/content/services.ts and docs/decisions/services-content-calls.md.
 */

const MESSAGES = {
  groupNotFound: L('Ծառայությունների նման խումբ չկա։', 'There is no such service group.', 'Такой группы услуг нет.'),
  productNotFound: L('Նման ապահովագրական արտադրանք չկա։', 'There is no such insurance product.', 'Такого страхового продукта нет.'),
  termsNotFound: L('Այս արտադրանքի պայմանները չեն գտնվել։', 'The terms of this product were not found.', 'Условия этого продукта не найдены.'),
  pidInvalid: L('pid դաշտը պետք է լինի դրական ամբողջ թիվ', 'The pid field must be a positive whole number', 'Поле pid должно быть целым положительным числом'),
  typeInvalid: L('type դաշտը պետք է լինի personal կամ corporate', 'The type field must be personal or corporate', 'Поле type должно быть personal или corporate'),
} satisfies Record<string, Localized>;

const say = (key: keyof typeof MESSAGES, lang: ServerLang, field = '') => MESSAGES[key][lang].replace('{field}', field);

/** A positive whole number, or null ('' is "not given", anything else is invalid). */
const POSITIVE = /^[1-9]\d{0,8}$/;

const catalogue = publicEndpoint({
  client: 'content',
  path: '/prod/',
  title: 'Products: the catalogue (no pid) or a service group (pid)',
  warningFields: ['pid', 'lang'],
  resolve: ({ fields, lang }) => {
    const pid = textField(fields, 'pid');
    if (pid === '') return ok(catalogueAnswer(lang));
    if (!POSITIVE.test(pid)) return fieldWarnings({ pid: [say('pidInvalid', lang)] });
    const group = groupAnswer(Number(pid), lang);
    return group ? ok(group) : notFound(say('groupNotFound', lang));
  },
});

const details = publicEndpoint({
  client: 'content',
  path: '/prod/details/',
  title: 'Products: a product page (charid, parentcharid, type)',
  warningFields: ['charid', 'parentcharid'],
  resolve: ({ fields, lang }) => {
    const charid = textField(fields, 'charid');
    const parentcharid = textField(fields, 'parentcharid');
    const type = textField(fields, 'type');
    const missing = Object.entries({ charid, parentcharid }).filter(([, value]) => value === '');
    if (missing.length > 0) return fieldWarnings(Object.fromEntries(missing.map(([field]) => [field, [requiredText(field, lang)]])));
    const side = type === 'personal' || type === 'corporate' ? type : undefined;
    if (type !== '' && !side) return fieldWarnings({ type: [say('typeInvalid', lang)] });
    const product = productAnswer({ charid, parentcharid, type: side }, lang);
    return product ? ok(product) : notFound(say('productNotFound', lang));
  },
});

const terms = publicEndpoint({
  client: 'content',
  path: '/prod/terms/',
  title: 'Products: the printable terms of a product (pid)',
  warningFields: ['pid', 'lang'],
  resolve: ({ fields, lang }) => {
    const pid = textField(fields, 'pid');
    if (pid === '') return fieldWarnings({ pid: [requiredText('pid', lang)] });
    if (!POSITIVE.test(pid)) return fieldWarnings({ pid: [say('pidInvalid', lang)] });
    const answer = termsAnswer(Number(pid), lang);
    return answer ? ok(answer) : notFound(say('termsNotFound', lang));
  },
});

export const productEndpoints: readonly Endpoint[] = [catalogue, details, terms];
