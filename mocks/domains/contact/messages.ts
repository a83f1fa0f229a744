import { fillTemplate, type Localized, type ServerLang } from '../../lib/respond';

/** Messages of the contact details (phone, e-mail, language, avatar) of the profile. */
const MESSAGES = {
  phoneSame: { am: 'Սա արդեն ձեր համարն է', en: 'This is already your number', ru: 'Это уже ваш номер' },
  phoneTaken: {
    am: 'Այս համարն օգտագործվում է այլ հաշվում',
    en: 'This number is used by another account',
    ru: 'Этот номер используется в другой учётной записи',
  },
  emailSame: { am: 'Սա արդեն ձեր էլ. փոստն է', en: 'This is already your e-mail', ru: 'Это уже ваша эл. почта' },
  emailTaken: {
    am: 'Այս էլ. փոստն օգտագործվում է այլ հաշվում',
    en: 'This e-mail is used by another account',
    ru: 'Эта эл. почта используется в другой учётной записи',
  },
  phoneChanged: { am: 'Հեռախոսահամարը փոխված է', en: 'Your phone number has been changed', ru: 'Номер телефона изменён' },
  emailChanged: { am: 'Էլ. փոստը փոխված է', en: 'Your e-mail has been changed', ru: 'Эл. почта изменена' },
  languageInvalid: { am: 'Ընտրեք am, en կամ ru', en: 'Choose am, en or ru', ru: 'Выберите am, en или ru' },
  languageSaved: { am: 'Լեզուն պահպանված է', en: 'The language has been saved', ru: 'Язык сохранён' },
  avatarMissing: { am: 'Ընտրեք նկար', en: 'Choose a picture', ru: 'Выберите изображение' },
  avatarType: { am: 'Նկարը պետք է լինի jpg կամ png', en: 'The picture must be a jpg or png', ru: 'Изображение должно быть в формате jpg или png' },
  avatarSize: { am: 'Նկարը 3 ՄԲ-ից մեծ է', en: 'The picture is larger than 3 MB', ru: 'Изображение больше 3 МБ' },
  avatarSaved: { am: 'Նկարը պահպանված է', en: 'Your picture has been saved', ru: 'Изображение сохранено' },
} satisfies Record<string, Localized>;

export type ContactMessage = keyof typeof MESSAGES;

export const say = (key: ContactMessage, lang: ServerLang, params: Record<string, string | number> = {}) => fillTemplate(MESSAGES[key][lang], params);
