import { HttpResponse } from 'msw';

/**
 * Response helpers of the simulator: the request language, the request fields, the warning shapes of the
 * error catalogue (customer-portal.md §8) and the simulator's own localized messages.
 */

/** Languages as the backends name them: Armenian is `am` on the wire (public-site.md §4). */
export type ServerLang = 'am' | 'en' | 'ru';
export const SERVER_LANGS: readonly ServerLang[] = ['am', 'en', 'ru'];

export type Localized = Record<ServerLang, string>;

/** `am`, `en`, `ru` (and `hy`, the app's own name for Armenian); anything else is Armenian, the default. */
export function toServerLang(value: unknown): ServerLang {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (text === 'en' || text === 'ru') return text;
  return 'am';
}

/** The two backends, and `site`: the product's own host (`/client-info`, which nginx answers in production). */
export type ClientName = 'content' | 'application' | 'site';

export interface ReadRequest {
  lang: ServerLang;
  /** Content client: the multipart fields (text parts as strings). Application client: the JSON body. */
  fields: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads language and fields without consuming the original body (the request is cloned). Content requests
 * carry `lang` in their multipart body; application requests carry the `Language` header and a JSON body.
 * A body that cannot be parsed reads as no fields: the endpoint then answers with its own warnings.
 */
export async function readRequest(request: Request, client: ClientName): Promise<ReadRequest> {
  if (client === 'content') {
    const fields: Record<string, unknown> = {};
    try {
      const form = await request.clone().formData();
      for (const [key, value] of form.entries()) fields[key] = value;
    } catch {
      // Not multipart: no fields.
    }
    return { lang: toServerLang(fields.lang), fields };
  }
  let fields: Record<string, unknown> = {};
  try {
    const text = await request.clone().text();
    const body: unknown = text ? JSON.parse(text) : {};
    if (isRecord(body)) fields = body;
  } catch {
    // Not JSON: no fields.
  }
  return { lang: toServerLang(request.headers.get('Language')), fields };
}

/** A field value as trimmed text ('' when absent or not a scalar). */
export function textField(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return '';
}

// ---------------------------------------------------------------------------------------------------------
// Messages

/** `{name}` placeholders are replaced by `msg()`. */
const MESSAGES = {
  fieldRequired: {
    am: '{label} դաշտը պարտադիր է',
    en: '{label} field is required',
    ru: 'Поле «{label}» обязательно для заполнения',
  },
  labelLogin: { am: 'Անձնական համար կամ էլ. փոստ', en: 'Personal ID or e-mail', ru: 'Личный номер или эл. почта' },
  labelPassword: { am: 'Գաղտնաբառ', en: 'Password', ru: 'Пароль' },
  labelCaptcha: { am: 'Ստուգիչ հարցի պատասխան', en: 'Answer to the check question', ru: 'Ответ на проверочный вопрос' },
  labelEmail: { am: 'Էլ. փոստ', en: 'E-mail', ru: 'Эл. почта' },
  wrongCredentials: {
    am: 'Անձնական համարը կամ գաղտնաբառը սխալ է',
    en: 'Incorrect personal ID or password',
    ru: 'Неверный личный номер или пароль',
  },
  captchaNeeded: {
    am: 'Հաստատեք, որ ռոբոտ չեք. պատասխանեք ստուգիչ հարցին։',
    en: 'Please confirm you are not a robot: answer the check question.',
    ru: 'Подтвердите, что вы не робот: ответьте на проверочный вопрос.',
  },
  captchaWrong: {
    am: 'Ստուգիչ հարցի պատասխանը սխալ է։ Փորձեք նոր հարցով։',
    en: 'The answer to the check question is wrong. Try a new question.',
    ru: 'Неверный ответ на проверочный вопрос. Попробуйте новый вопрос.',
  },
  captchaQuestion: { am: 'Լուծեք՝ {a} {op} {b} = ?', en: 'Solve: {a} {op} {b} = ?', ru: 'Решите: {a} {op} {b} = ?' },
  notSignedIn: {
    am: 'Դուք մուտք չեք գործել համակարգ։',
    en: 'You are not signed in.',
    ru: 'Вы не вошли в систему.',
  },
  sessionExpired: {
    am: 'Ձեր սեսիան ավարտվել է։ Խնդրում ենք կրկին մուտք գործել։',
    en: 'Your session has expired. Please sign in again.',
    ru: 'Ваш сеанс истёк. Пожалуйста, войдите снова.',
  },
  invalidEmail: {
    am: 'Մուտքագրեք վավեր էլ. փոստի հասցե',
    en: 'Enter a valid e-mail address',
    ru: 'Введите корректный адрес эл. почты',
  },
  subscribed: {
    am: 'Շնորհակալություն։ Դուք բաժանորդագրվեցիք «Սևան»-ի նորություններին։',
    en: 'Thank you! You are now subscribed to Sevan Insurance news.',
    ru: 'Спасибо! Вы подписались на новости компании «Севан».',
  },
  alreadySubscribed: {
    am: 'Շնորհակալություն։ Այս հասցեն արդեն բաժանորդագրված է մեր նորություններին։',
    en: 'Thank you! This address is already subscribed to our news.',
    ru: 'Спасибо! Этот адрес уже подписан на наши новости.',
  },
  subscribeMailSubject: {
    am: 'Բաժանորդագրության հաստատում',
    en: 'Your subscription is confirmed',
    ru: 'Подписка подтверждена',
  },
  subscribeMailBody: {
    am: 'Բարև Ձեզ։ Դուք բաժանորդագրվել եք «Սևան» ապահովագրական ընկերության նորություններին։ Ամիսը մեկ անգամ կստանաք մեր լավագույն առաջարկները։',
    en: 'Hello! You have subscribed to Sevan Insurance news. Once a month you will receive our best offers.',
    ru: 'Здравствуйте! Вы подписались на новости страховой компании «Севан». Раз в месяц вы будете получать наши лучшие предложения.',
  },
  serverError: {
    am: 'Սերվերի ներքին սխալ։ Խնդրում ենք փորձել ավելի ուշ։',
    en: 'Internal server error. Please try again later.',
    ru: 'Внутренняя ошибка сервера. Пожалуйста, попробуйте позже.',
  },
  noHandler: {
    am: 'Սիմուլյատորը դեռ չի պատասխանում {path} հարցմանը։',
    en: 'The simulator does not answer {path} yet.',
    ru: 'Симулятор пока не отвечает на запрос {path}.',
  },

  // Forced answers (lib/switches.ts). Always shown with the SIMULATED prefix.
  simulatedPrefix: { am: '[Սիմուլյատոր]', en: '[Simulator]', ru: '[Симулятор]' },
  forcedKey: {
    am: 'Պարտադրված «{key}» նախազգուշացում. հարցումը մերժվել է։',
    en: 'Forced "{key}" warning: the request was rejected.',
    ru: 'Принудительное предупреждение «{key}»: запрос отклонён.',
  },
  forcedListItem: {
    am: 'Պարտադրված նախազգուշացում {n}՝ 2-ից։',
    en: 'Forced warning {n} of 2.',
    ru: 'Принудительное предупреждение {n} из 2.',
  },
  forcedField: {
    am: '{field} դաշտի պարտադրված նախազգուշացում։',
    en: 'Forced warning for the field {field}.',
    ru: 'Принудительное предупреждение для поля {field}.',
  },
  forced401: {
    am: 'Պարտադրված 401․ սեսիան անվավեր է։',
    en: 'Forced 401: the session is not valid.',
    ru: 'Принудительный ответ 401: сеанс недействителен.',
  },
  forced404: {
    am: 'Պարտադրված 404. էջը չի գտնվել։',
    en: 'Forced 404: not found.',
    ru: 'Принудительный ответ 404: не найдено.',
  },
  forced500: {
    am: 'Պարտադրված 500. սերվերի ներքին սխալ։ Խնդրում ենք փորձել ավելի ուշ։',
    en: 'Forced 500: internal server error. Please try again later.',
    ru: 'Принудительная ошибка 500: внутренняя ошибка сервера. Попробуйте позже.',
  },
} as const satisfies Record<string, Localized>;

export type MessageKey = keyof typeof MESSAGES;

/** `{name}` placeholders of a text filled from `params` (unknown names stay as written). */
export function fillTemplate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A simulator message in the request language, with `{name}` placeholders filled in. */
export function msg(key: MessageKey, lang: ServerLang, params: Record<string, string | number> = {}): string {
  return fillTemplate(MESSAGES[key][lang], params);
}

/** A message of a forced answer, clearly marked as simulated. */
export function simulated(key: MessageKey, lang: ServerLang, params: Record<string, string | number> = {}): string {
  return `${msg('simulatedPrefix', lang)} ${msg(key, lang, params)}`;
}

/** The simulator's one "{label} field is required", in the request language (every domain says it this way). */
export function requiredText(label: string, lang: ServerLang): string {
  return msg('fieldRequired', lang, { label });
}

/** "{label} field is required" for a label of this table. */
export function requiredMessage(label: MessageKey, lang: ServerLang): string {
  return requiredText(msg(label, lang), lang);
}

/**
 * A counted message: a text per plural category of the language (CLDR, as `Intl.PluralRules` names them), chosen by
 * the number in `params[count]`. English has one / other, Russian one / few / many / other, Armenian one / other.
 */
export interface Counted {
  count: string;
  one?: string;
  few?: string;
  many?: string;
  other: string;
}

/** A message of a domain's table: plain text, or counted text in every language. */
export type LocalizedMessage = Record<ServerLang, string | Counted>;

/** The CLDR locale of a server language (Armenian is `am` on the wire, `hy` for the plural rules). */
const PLURAL_LOCALE: Record<ServerLang, string> = { am: 'hy', en: 'en', ru: 'ru' };

/** The text of a message in one language: for a counted one, the form its number needs. */
export function textFor(text: string | Counted, lang: ServerLang, params: Record<string, string | number> = {}): string {
  if (typeof text === 'string') return text;
  const category = new Intl.PluralRules(PLURAL_LOCALE[lang]).select(Number(params[text.count] ?? 0));
  return (text as unknown as Partial<Record<Intl.LDMLPluralRule, string>>)[category] ?? text.other;
}

/** A domain's own message table → its `say(key, lang, params)`, `{name}` placeholders filled (one implementation). */
export function messageTable<Key extends string>(table: Record<Key, LocalizedMessage>) {
  return (key: Key, lang: ServerLang, params: Record<string, string | number> = {}): string => fillTemplate(textFor(table[key][lang], lang, params), params);
}

// ---------------------------------------------------------------------------------------------------------
// Answers

export type FieldWarnings = Record<string, string[]>;

/** 200 with a JSON body (and optional headers). */
export function ok(body: unknown, headers?: Record<string, string>): Response {
  return HttpResponse.json(body as never, { status: 200, headers });
}

/** 400 whose body carries one of the catalogue's warning keys (and anything else given). */
export function badRequest(body: Record<string, unknown>): Response {
  return HttpResponse.json(body as never, { status: 400 });
}

/** 400 `{ warning_d: { FIELD: ["message"] } }`: messages shown under the matching form fields. */
export function fieldWarnings(warnings: FieldWarnings, extra: Record<string, unknown> = {}): Response {
  return badRequest({ ...extra, warning_d: warnings });
}

/** 401 `{ detail }`: the application client ends the session. */
export function unauthorized(detail: string): Response {
  return HttpResponse.json({ detail }, { status: 401 });
}

export function notFound(detail: string): Response {
  return HttpResponse.json({ detail }, { status: 404 });
}

export function serverError(error: string): Response {
  return HttpResponse.json({ error }, { status: 500 });
}
