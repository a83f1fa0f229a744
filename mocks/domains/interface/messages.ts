import { type Localized, type ServerLang, messageTable } from '../../lib/respond';

/**
 * Messages of the interface, files and promo domains (kept here rather than in lib/respond.ts, which every
 * domain shares). `{name}` placeholders are filled by `say()`.
 */
const MESSAGES = {
  formNotFound: { am: '{id} ձևը չի գտնվել։', en: 'Form {id} was not found.', ru: 'Форма {id} не найдена.' },
  formNeedsSignIn: {
    am: 'Այս ձևը հասանելի է միայն համակարգ մուտք գործելուց հետո։',
    en: 'This form is available after signing in.',
    ru: 'Эта форма доступна после входа в систему.',
  },
  formSaved: { am: 'Տվյալները պահպանված են։', en: 'Your details have been saved.', ru: 'Данные сохранены.' },
  invalidDate: { am: 'Ամսաթիվը մուտքագրեք ՕՕ/ԱԱ/ՏՏՏՏ ձևաչափով', en: 'Enter the date as DD/MM/YYYY', ru: 'Введите дату в формате ДД/ММ/ГГГГ' },
  invalidEmail: { am: 'Մուտքագրեք վավեր էլ. փոստի հասցե', en: 'Enter a valid e-mail address', ru: 'Введите корректный адрес эл. почты' },
  nameWithDigits: {
    am: 'Անունը չի կարող թվեր պարունակել',
    en: 'A name cannot contain digits',
    ru: 'Имя не может содержать цифры',
  },
  dateTooEarly: {
    am: 'Ամսաթիվը չի կարող {min}-ից շուտ լինել',
    en: 'The date cannot be earlier than {min}',
    ru: 'Дата не может быть раньше {min}',
  },
  fileMissing: { am: 'Ընտրեք ֆայլ', en: 'Choose a file', ru: 'Выберите файл' },
  fileType: {
    am: '«{name}» ֆայլի տեսակը չի ընդունվում։ Թույլատրվում են jpg, jpeg, png և pdf ֆայլեր։',
    en: 'The file "{name}" is not accepted. Allowed: jpg, jpeg, png and pdf.',
    ru: 'Файл «{name}» не принимается. Допустимы jpg, jpeg, png и pdf.',
  },
  fileSize: {
    am: '«{name}» ֆայլը 3 ՄԲ-ից մեծ է',
    en: 'The file "{name}" is larger than 3 MB',
    ru: 'Файл «{name}» больше 3 МБ',
  },
  fileUnknown: { am: 'Ֆայլը չի գտնվել։', en: 'The file was not found.', ru: 'Файл не найден.' },
  promoRequired: { am: 'Մուտքագրեք պրոմոկոդը', en: 'Enter the promo code', ru: 'Введите промокод' },
  promoUnknownProduct: { am: 'Անհայտ ապահովագրական պրոդուկտ', en: 'Unknown insurance product', ru: 'Неизвестный страховой продукт' },
  promoUnknown: { am: 'Այդպիսի պրոմոկոդ չկա', en: 'There is no such promo code', ru: 'Такого промокода нет' },
  promoOtherProduct: {
    am: 'Այս պրոմոկոդը վավեր չէ այս պրոդուկտի համար',
    en: 'This promo code is not valid for this product',
    ru: 'Этот промокод недействителен для данного продукта',
  },
  promoExpired: { am: 'Պրոմոկոդի ժամկետն անցել է', en: 'This promo code has expired', ru: 'Срок действия промокода истёк' },
} as const satisfies Record<string, Localized>;

export type InterfaceMessage = keyof typeof MESSAGES;

export const say = messageTable(MESSAGES);

/** A text in the request language from its three versions. */
export const pick = (lang: ServerLang, texts: Localized): string => texts[lang];
