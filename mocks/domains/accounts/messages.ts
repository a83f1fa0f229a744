import { type LocalizedMessage, type ServerLang, messageTable, requiredText } from '../../lib/respond';

/** Messages of the accounts domain (registration, codes, password recovery). `{name}` placeholders are filled by `say()`. */
const MESSAGES = {
  labelEmail: { am: 'Էլ. փոստ', en: 'E-mail', ru: 'Эл. почта' },
  labelPhone: { am: 'Հեռախոս', en: 'Phone', ru: 'Телефон' },
  labelCode: { am: 'Հաստատման կոդ', en: 'Verification code', ru: 'Код подтверждения' },
  labelSsn: { am: 'Սոցիալական քարտի համար', en: 'Social card number', ru: 'Номер социальной карты' },
  labelPassword: { am: 'Գաղտնաբառ', en: 'Password', ru: 'Пароль' },
  labelPasswordConfirm: { am: 'Գաղտնաբառի կրկնություն', en: 'Repeat the password', ru: 'Повторите пароль' },
  labelFirstName: { am: 'Անուն', en: 'First name', ru: 'Имя' },
  labelLastName: { am: 'Ազգանուն', en: 'Last name', ru: 'Фамилия' },
  emailInvalid: { am: 'Մուտքագրեք վավեր էլ. փոստի հասցե', en: 'Enter a valid e-mail address', ru: 'Введите действительный адрес эл. почты' },
  emailTaken: {
    am: 'Այս էլ. փոստով հաշիվ արդեն կա։ Մուտք գործեք կամ վերականգնեք գաղտնաբառը։',
    en: 'An account with this e-mail already exists. Sign in or recover your password.',
    ru: 'Учётная запись с этой эл. почтой уже есть. Войдите или восстановите пароль.',
  },
  phoneUnknown: {
    am: 'Այս համարը մեր տվյալներում չկա։ Շարունակեք սոցիալական քարտի համարով։',
    en: 'This number is not in our records. Continue with your social card number.',
    ru: 'Этого номера нет в наших данных. Продолжите с номером социальной карты.',
  },
  phoneTaken: {
    am: 'Այս համարով հաշիվ արդեն կա։ Մուտք գործեք։',
    en: 'An account with this phone number already exists. Sign in.',
    ru: 'Учётная запись с этим номером уже есть. Войдите.',
  },
  ssnInvalid: {
    am: 'Սոցիալական քարտի համարը 10 թվանշան է',
    en: 'The social card number has 10 digits',
    ru: 'Номер социальной карты состоит из 10 цифр',
  },
  ssnTaken: {
    am: 'Այս սոցիալական քարտով հաշիվ արդեն կա։ Մուտք գործեք։',
    en: 'An account with this social card number already exists. Sign in.',
    ru: 'Учётная запись с этим номером социальной карты уже есть. Войдите.',
  },
  codeInvalid: { am: 'Կոդը 6 թվանշան է', en: 'The code has 6 digits', ru: 'Код состоит из 6 цифр' },
  codeWrong: {
    // Armenian counts with the singular noun (1 փորձ, 4 փորձ); Russian has three forms.
    am: { count: 'left', one: 'Կոդը սխալ է։ Մնացել է {left} փորձ։', other: 'Կոդը սխալ է։ Մնացել է {left} փորձ։' },
    en: { count: 'left', one: 'Wrong code. {left} try left.', other: 'Wrong code. {left} tries left.' },
    ru: {
      count: 'left',
      one: 'Неверный код. Осталась {left} попытка.',
      few: 'Неверный код. Осталось {left} попытки.',
      many: 'Неверный код. Осталось {left} попыток.',
      other: 'Неверный код. Осталось {left} попытки.',
    },
  },
  codeExpired: {
    am: 'Կոդի ժամկետն անցել է։ Ստացեք նոր կոդ։',
    en: 'The code has expired. Get a new code.',
    ru: 'Срок действия кода истёк. Получите новый код.',
  },
  codeMissing: { am: 'Նախ ստացեք կոդը։', en: 'Get a code first.', ru: 'Сначала получите код.' },
  codeLocked: {
    am: 'Չափից շատ սխալ փորձեր։ Փորձեք {minutes} րոպեից։',
    en: { count: 'minutes', one: 'Too many wrong tries. Try again in {minutes} minute.', other: 'Too many wrong tries. Try again in {minutes} minutes.' },
    ru: {
      count: 'minutes',
      one: 'Слишком много неверных попыток. Повторите через {minutes} минуту.',
      few: 'Слишком много неверных попыток. Повторите через {minutes} минуты.',
      many: 'Слишком много неверных попыток. Повторите через {minutes} минут.',
      other: 'Слишком много неверных попыток. Повторите через {minutes} минуты.',
    },
  },
  registrationExpired: {
    am: 'Գրանցման ժամկետն անցել է։ Սկսեք նորից։',
    en: 'The registration has expired. Please start again.',
    ru: 'Время регистрации истекло. Начните заново.',
  },
  recoveryExpired: {
    am: 'Վերականգնման ժամկետն անցել է։ Սկսեք նորից։',
    en: 'The recovery has expired. Please start again.',
    ru: 'Время восстановления истекло. Начните заново.',
  },
  passwordWeak: {
    am: 'Գաղտնաբառը պետք է ունենա առնվազն 8 նիշ, լատինական փոքրատառ և մեծատառ, թվանշան և նշան',
    en: 'The password needs at least 8 characters, a lower-case and an upper-case Latin letter, a digit and a symbol',
    ru: 'Пароль должен содержать не менее 8 символов, строчную и заглавную латинскую букву, цифру и символ',
  },
  passwordMismatch: { am: 'Գաղտնաբառերը չեն համընկնում', en: 'The passwords do not match', ru: 'Пароли не совпадают' },
  nameInvalid: { am: 'Միայն տառեր, գծիկ և բացատ', en: 'Letters, hyphen and space only', ru: 'Только буквы, дефис и пробел' },
  documentsMissing: {
    am: 'Բեռնեք բոլոր պահանջվող էջերը՝ {parts}',
    en: 'Upload every required part: {parts}',
    ru: 'Загрузите все обязательные части: {parts}',
  },
  documentsRefused: {
    am: 'Լուսանկարներից մեկը հնարավոր չէ կարդալ։ Խնդրում ենք ուղարկել փաստաթղթերը կրկին՝ հստակ լուսանկարներով։',
    en: 'One of the photos cannot be read. Please send the documents again with clear photos.',
    ru: 'Одну из фотографий невозможно прочитать. Пожалуйста, отправьте документы снова с чёткими фотографиями.',
  },
  documentsType: { am: 'Ընտրեք փաստաթղթի տեսակը', en: 'Choose the document type', ru: 'Выберите тип документа' },
  documentsReceived: {
    am: 'Փաստաթղթերը ստացված են։ Դրանք կստուգվեն և տվյալները կթարմացվեն 1 աշխատանքային օրվա ընթացքում։',
    en: 'Documents received. They are reviewed and your data updated within 1 working day.',
    ru: 'Документы получены. Они будут проверены, а данные обновлены в течение 1 рабочего дня.',
  },
  mailCodeSubject: { am: 'Հաստատման կոդ', en: 'Verification code', ru: 'Код подтверждения' },
  mailCodeBody: {
    am: 'Ձեր կոդը՝ {code}։ Այն գործում է 10 րոպե։ Եթե այն չեք պահանջել, անտեսեք այս նամակը։',
    en: 'Your code is {code}. It is valid for 10 minutes. If you did not ask for it, ignore this message.',
    ru: 'Ваш код: {code}. Он действует 10 минут. Если вы его не запрашивали, проигнорируйте это сообщение.',
  },
  mailRecoverySubject: { am: 'Գաղտնաբառի վերականգնում', en: 'Password recovery', ru: 'Восстановление пароля' },
  mailPasswordChangedSubject: { am: 'Գաղտնաբառը փոխված է', en: 'Your password was changed', ru: 'Пароль изменён' },
  mailPasswordChangedBody: {
    am: 'Ձեր գաղտնաբառը փոխվել է։ Եթե դա դուք չեք արել, զանգահարեք +374 10 500010։',
    en: 'Your password was changed. If it was not you, call +374 10 500010.',
    ru: 'Ваш пароль изменён. Если это были не вы, позвоните +374 10 500010.',
  },
  mailAccountExistsSubject: { am: 'Դուք արդեն ունեք հաշիվ', en: 'You already have an account', ru: 'У вас уже есть учётная запись' },
  mailAccountExistsBody: {
    am: 'Ինչ-որ մեկը (հավանաբար դուք) փորձել է գրանցվել այս էլ. փոստով, բայց դրանով հաշիվ արդեն կա։ Մուտք գործեք կամ վերականգնեք գաղտնաբառը՝ «Մոռացե՞լ եք գաղտնաբառը» հղումով։ Եթե դա դուք չեք եղել, անտեսեք այս նամակը։',
    en: 'Someone (probably you) tried to register with this e-mail, but it already has an account. Sign in, or recover your password with "Forgot your password?". If it was not you, ignore this message.',
    ru: 'Кто-то (вероятно, вы) пытался зарегистрироваться с этой эл. почтой, но с ней уже есть учётная запись. Войдите или восстановите пароль по ссылке «Забыли пароль?». Если это были не вы, проигнорируйте это сообщение.',
  },
  mailWelcomeSubject: { am: 'Բարի գալուստ', en: 'Welcome', ru: 'Добро пожаловать' },
  mailWelcomeBody: {
    am: 'Ձեր հաշիվը ստեղծված է։',
    en: 'Your account has been created.',
    ru: 'Ваша учётная запись создана.',
  },
} as const satisfies Record<string, LocalizedMessage>;

export type AccountMessage = keyof typeof MESSAGES;

export const say = messageTable(MESSAGES);

export const required = (label: AccountMessage, lang: ServerLang) => requiredText(say(label, lang), lang);
