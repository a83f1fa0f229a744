import { type Localized, messageTable } from '../../lib/respond';

/** The chat simulator's own messages, and the staff's answers. */
const MESSAGES = {
  customerRequired: { am: 'Հաճախորդի համարը պարտադիր է', en: 'The customer number is required', ru: 'Номер клиента обязателен' },
  customerNotYou: { am: 'Կարելի է ստեղծել միայն Ձեր սեփական չատի օգտատերը', en: 'You can only create your own chat user', ru: 'Можно создать только своего пользователя чата' },
  chatUserMissing: { am: 'Չատը դեռ միացված չէ', en: 'The chat is not set up yet', ru: 'Чат ещё не подключён' },
  staffRequired: { am: 'Ընտրեք աշխատակցին', en: 'Choose a member of staff', ru: 'Выберите сотрудника' },
  staffUnknown: { am: 'Այդպիսի աշխատակից չկա', en: 'There is no such member of staff', ru: 'Такого сотрудника нет' },
  roomUnknown: { am: 'Զրույցը չի գտնվել', en: 'Conversation not found', ru: 'Диалог не найден' },
  fileUnknown: { am: 'Ֆայլը չի գտնվել', en: 'File not found', ru: 'Файл не найден' },
  fileGone: { am: 'Ֆայլը սիմուլյատորում այլևս հասանելի չէ', en: 'The simulator no longer holds this file', ru: 'Этого файла в симуляторе больше нет' },
  messageEmpty: { am: 'Գրեք հաղորդագրություն կամ կցեք ֆայլ', en: 'Write a message or attach a file', ru: 'Напишите сообщение или прикрепите файл' },
  messageTooLong: { am: 'Հաղորդագրությունը պետք է լինի առավելագույնը {max} նիշ', en: 'A message can be at most {max} characters', ru: 'Сообщение может содержать не более {max} символов' },
  fileType: { am: '{name}. թույլատրվում են միայն jpg, jpeg, png և pdf ֆայլեր', en: '{name}: only jpg, jpeg, png and pdf files are allowed', ru: '{name}: разрешены только файлы jpg, jpeg, png и pdf' },
  fileSize: { am: '{name}. ֆայլը պետք է լինի առավելագույնը 3 ՄԲ', en: '{name}: a file can be at most 3 MB', ru: '{name}: файл может быть не больше 3 МБ' },
  fileCount: { am: 'Մեկ հաղորդագրությանը կարելի է կցել առավելագույնը {max} ֆայլ', en: 'You can attach at most {max} files to one message', ru: 'К одному сообщению можно прикрепить не более {max} файлов' },
  clientIdRequired: { am: 'Հաղորդագրության նույնացուցիչը պարտադիր է', en: 'The message id is required', ru: 'Идентификатор сообщения обязателен' },
} satisfies Record<string, Localized>;

export const say = messageTable(MESSAGES);

/** What staff answer (docs/decisions/chat-simulator.md): a greeting to a new conversation, thanks for files, else a holding answer. */
export const REPLIES = {
  greeting: {
    am: 'Բարև Ձեզ, {customer}։ Ձեզ գրում է {staff}։ Ինչո՞վ կարող եմ օգնել։',
    en: 'Hello {customer}, this is {staff}. How can I help you?',
    ru: 'Здравствуйте, {customer}! Это {staff}. Чем могу помочь?',
  },
  files: {
    am: 'Շնորհակալություն, ֆայլերը ստացա։ Կուսումնասիրեմ և այսօր կպատասխանեմ։',
    en: 'Thank you, I have received your files. I will look at them and answer today.',
    ru: 'Спасибо, файлы получил(а). Изучу их и отвечу сегодня.',
  },
  text: {
    am: 'Շնորհակալություն հաղորդագրության համար։ Ստուգում եմ և շուտով կպատասխանեմ։',
    en: 'Thank you for your message. I am checking and will answer shortly.',
    ru: 'Спасибо за сообщение. Проверяю и скоро отвечу.',
  },
} satisfies Record<string, Localized>;
