import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { $user } from '@/entities/session';
import { $token, fetchChatMessagesFx, fetchChatRoomsFx, type ChatMessage, type ChatRoom, type ChatStaff } from '@/shared/api';
import type { Lang } from '@/shared/i18n';
import { $location } from '@/shared/routing';
import { ChatScreen } from '@/widgets/profile-chat';
import { $outbox, loadChatFx, type OutgoingMessage } from '@/widgets/profile-chat/testing';
import { customerFixture, tokenFixture } from '../fixtures';
import { mock, perLang, set } from '../support/scope';

/** The profile's chat (`/profile/c/{chatId?}`): the customer's conversations, staff to write to, a conversation. */
const names = {
  hy: { lilit: 'Լիլիթ Սարգսյան', aram: 'Արամ Պետրոսյան', claims: 'Հատուցումների մասնագետ', service: 'Հաճախորդների սպասարկում' },
  en: { lilit: 'Lilit Sargsyan', aram: 'Aram Petrosyan', claims: 'Claims specialist', service: 'Customer service' },
  ru: { lilit: 'Лилит Саргсян', aram: 'Арам Петросян', claims: 'Специалист по возмещениям', service: 'Обслуживание клиентов' },
} as const;
const texts = {
  hy: ['Բարև Ձեզ։ Վթարից հետո ի՞նչ փաստաթղթեր են պետք։', 'Բարև Ձեզ, Աննա։ Ուղարկում եմ փաստաթղթերի ցանկը։', 'Շնորհակալություն, վաղը կուղարկեմ։', 'Ահա լուսանկարները', 'Եվս մեկ հարց'],
  en: ['Hello. Which documents do you need after an accident?', 'Hello Anna, here is the list of documents.', 'Thank you, I will send them tomorrow.', 'Here are the photos', 'One more question'],
  ru: ['Здравствуйте. Какие документы нужны после аварии?', 'Здравствуйте, Анна. Отправляю список документов.', 'Спасибо, отправлю завтра.', 'Вот фотографии', 'Ещё один вопрос'],
} as const;

const staffOf = (lang: Lang): ChatStaff[] => [
  { ID: 'st-101', NAME: names[lang].lilit, ROLE: names[lang].claims, AVATAR: null, ONLINE: true },
  { ID: 'st-102', NAME: names[lang].aram, ROLE: names[lang].service, AVATAR: null, ONLINE: false },
];
const roomOf = (lang: Lang, extra: Partial<ChatRoom> = {}): ChatRoom => ({
  ID: 'room-1',
  STAFF_ID: 'st-101',
  STAFF_NAME: names[lang].lilit,
  STAFF_ROLE: names[lang].claims,
  CREATED: '2026-10-20T08:12:00.000Z',
  LAST_TEXT: texts[lang][2],
  LAST_AT: '2026-10-20T08:17:00.000Z',
  UNREAD: 0,
  PENDING: false,
  ...extra,
});
const messagesOf = (lang: Lang): ChatMessage[] => {
  const base = { ROOM_ID: 'room-1', FILES: [], CLIENT_ID: null, READ: true };
  return [
    { ...base, ID: '1', AUTHOR: 'customer', AUTHOR_NAME: '', TEXT: texts[lang][0], CREATED: '2026-10-20T08:12:00.000Z' },
    {
      ...base,
      ID: '2',
      AUTHOR: 'staff',
      AUTHOR_NAME: names[lang].lilit,
      TEXT: texts[lang][1],
      CREATED: '2026-10-20T08:15:00.000Z',
      FILES: [{ ID: 'cf-1', NAME: 'claim-checklist.pdf', TYPE: 'application/pdf', SIZE: 24_576 }],
    },
    { ...base, ID: '3', AUTHOR: 'customer', AUTHOR_NAME: '', TEXT: texts[lang][2], CREATED: '2026-10-20T08:17:00.000Z' },
  ];
};

const signedIn = (path: string) => [set($user, customerFixture), set($token, tokenFixture), set($location, { pathname: path, search: '', hash: '' })];
const conversation = (lang: Lang, room: ChatRoom) => {
  const rooms = [room, { ...roomOf(lang), ID: 'room-2', STAFF_ID: 'st-102', STAFF_NAME: names[lang].aram, STAFF_ROLE: names[lang].service, UNREAD: 2 }];
  return [
    mock(loadChatFx, async () => ({ staff: staffOf(lang), rooms })),
    mock(fetchChatMessagesFx, async () => ({ result: messagesOf(lang), room })),
    // Polling answers what is already shown: the story's pixels stay still.
    mock(fetchChatRoomsFx, async () => ({ result: rooms })),
  ];
};

const meta = {
  title: 'widgets/profile-chat/ChatScreen',
  component: ChatScreen,
  parameters: {
    route: '/profile/c/room-1',
    effector: perLang(({ lang }) => ({ values: signedIn('/profile/c/room-1'), handlers: conversation(lang, roomOf(lang)) })),
  },
} satisfies Meta<typeof ChatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A conversation: the customer's messages on the right, staff on the left, a staff PDF to download. */
export const Conversation: Story = {};

/** No conversation yet: the staff to write to. */
export const Empty: Story = {
  parameters: {
    route: '/profile/c',
    effector: perLang(({ lang }) => ({
      values: signedIn('/profile/c'),
      handlers: [mock(loadChatFx, async () => ({ staff: staffOf(lang), rooms: [] })), mock(fetchChatRoomsFx, async () => ({ result: [] }))],
    })),
  },
};

/** A message on its way ("sending"), one that failed ("not sent" with Retry), and staff about to answer. */
export const PendingAndFailed: Story = {
  parameters: {
    effector: perLang(({ lang }) => {
      const outbox: OutgoingMessage[] = [
        { clientId: 'm-1', roomId: 'room-1', text: texts[lang][3], files: [new File(['%PDF'], 'photos.pdf', { type: 'application/pdf' })], created: '2026-10-20T08:20:00.000Z', status: 'sending', error: null },
        { clientId: 'm-2', roomId: 'room-1', text: texts[lang][4], files: [], created: '2026-10-20T08:21:00.000Z', status: 'failed', error: null },
      ];
      const room = roomOf(lang, { PENDING: true });
      return { values: [...signedIn('/profile/c/room-1'), set($outbox, outbox)], handlers: conversation(lang, room) };
    }),
  },
};
