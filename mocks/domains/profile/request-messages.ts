import { type Localized, type ServerLang, messageTable, requiredText } from '../../lib/respond';

/** Messages of the address, the autofill and the customer's requests (callback, contract order, written request). */
const MESSAGES = {
  labelCity: { am: 'Քաղաք', en: 'City', ru: 'Город' },
  labelStreet: { am: 'Փողոց', en: 'Street', ru: 'Улица' },
  labelHouse: { am: 'Շենք', en: 'Building', ru: 'Дом' },
  labelPhone: { am: 'Հեռախոս', en: 'Phone', ru: 'Телефон' },
  labelTopic: { am: 'Թեմա', en: 'Topic', ru: 'Тема' },
  labelTime: { am: 'Զանգի ժամը', en: 'Time of the call', ru: 'Время звонка' },
  labelProduct: { am: 'Ապահովագրություն', en: 'Insurance', ru: 'Страхование' },
  labelSubject: { am: 'Վերնագիր', en: 'Subject', ru: 'Тема' },
  labelText: { am: 'Հաղորդագրություն', en: 'Message', ru: 'Сообщение' },
  fieldUnknown: { am: 'Այս դաշտի համար առաջարկներ չկան', en: 'There are no suggestions for this field', ru: 'Для этого поля нет подсказок' },
  cityUnknown: { am: 'Ընտրեք քաղաքը ցանկից', en: 'Choose the city from the list', ru: 'Выберите город из списка' },
  textInvalid: {
    am: 'Թույլատրվում են տառեր, թվեր, գծիկ, շեղ գիծ, կետ, ստորակետ և բացատ',
    en: 'Letters, digits, hyphen, slash, full stop, comma and space only',
    ru: 'Допустимы буквы, цифры, дефис, косая черта, точка, запятая и пробел',
  },
  houseInvalid: { am: 'Նշեք շենքի համարը, օրինակ՝ 12 կամ 12/3', en: 'Enter the building number, e.g. 12 or 12/3', ru: 'Укажите номер дома, например 12 или 12/3' },
  apartmentInvalid: { am: 'Բնակարանի համարը՝ մինչև 4 թիվ', en: 'The flat number has up to 4 digits', ru: 'Номер квартиры — до 4 цифр' },
  addressSaved: { am: 'Հասցեն պահպանված է', en: 'Your address has been saved', ru: 'Адрес сохранён' },
  emailInvalid: { am: 'Մուտքագրեք վավեր էլ. փոստի հասցե', en: 'Enter a valid e-mail address', ru: 'Введите действительный адрес эл. почты' },
  choiceUnknown: { am: 'Ընտրեք ցանկից', en: 'Choose one from the list', ru: 'Выберите из списка' },
  tooLong: { am: 'Առավելագույնը {max} նիշ', en: 'At most {max} characters', ru: 'Не более {max} символов' },
  tooShort: { am: 'Առնվազն {min} նիշ', en: 'At least {min} characters', ru: 'Не менее {min} символов' },
  callbackOpen: {
    am: 'Այս համարով այս թեմայով զանգի հայտն արդեն ընդունված է. մենք շուտով կզանգենք',
    en: 'A callback to this number on this topic is already booked: we will call you soon',
    ru: 'Звонок на этот номер по этой теме уже заказан: мы скоро позвоним',
  },
  callbackReceived: { am: 'Հայտն ընդունված է. մենք կզանգենք ձեզ', en: 'Request received: we will call you', ru: 'Заявка принята: мы вам позвоним' },
  orderReceived: {
    am: 'Հայտն ընդունված է. մասնագետը կկապվի ձեզ հետ 1 աշխատանքային օրվա ընթացքում',
    en: 'Request received: a specialist will contact you within 1 working day',
    ru: 'Заявка принята: специалист свяжется с вами в течение 1 рабочего дня',
  },
  requestReceived: { am: 'Ձեր հաղորդագրությունն ստացված է', en: 'Your message has been received', ru: 'Ваше сообщение получено' },
  tooManyFiles: { am: 'Կարելի է կցել միայն մեկ ֆայլ', en: 'You can attach one file only', ru: 'Можно приложить только один файл' },
  fileType: { am: 'Ֆայլը պետք է լինի jpg, jpeg, png կամ pdf', en: 'The file must be a jpg, jpeg, png or pdf', ru: 'Файл должен быть в формате jpg, jpeg, png или pdf' },
  fileSize: { am: 'Ֆայլը 3 ՄԲ-ից մեծ է', en: 'The file is larger than 3 MB', ru: 'Файл больше 3 МБ' },
  mailSubject: { am: 'Ձեր հայտը {number}', en: 'Your request {number}', ru: 'Ваша заявка {number}' },
  mailBody: {
    am: 'Մենք ստացել ենք ձեր հայտը {number}։ Սևան Ապահովագրություն',
    en: 'We have received your request {number}. Sevan Insurance',
    ru: 'Мы получили вашу заявку {number}. Sevan Insurance',
  },
} satisfies Record<string, Localized>;

export type RequestMessage = keyof typeof MESSAGES;

export const say = messageTable(MESSAGES);
export const required = (label: RequestMessage, lang: ServerLang) => requiredText(say(label, lang), lang);
