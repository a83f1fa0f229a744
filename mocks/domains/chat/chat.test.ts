import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_PATHS } from '@/shared/api/chat/paths';
import { chatMessagesSchema, chatRoomAnswerSchema, chatRoomListSchema, chatSentSchema, chatStaffListSchema, chatUserSchema } from '@/shared/api/chat/schemas';
import { forceEndpoint } from '@mocks/node';
import { APP_API, postApp } from '../../test/http';
import { ANNA, DAVID, getApp, signIn } from '../purchase/test-kit';
import { MAX_MESSAGE_LENGTH, replyDelayMs } from './handlers';
import { seedStaff } from './seed';

type Warned = { warning_d?: Record<string, string[]>; warning?: string };

/** The app's multipart send (toFormData: lists as `NAME[]`). */
async function send(token: string, fields: { ROOM_ID: string; TEXT?: string; CLIENT_ID?: string; files?: File[] }, lang = 'en') {
  const form = new FormData();
  form.append('ROOM_ID', fields.ROOM_ID);
  if (fields.TEXT !== undefined) form.append('TEXT', fields.TEXT);
  if (fields.CLIENT_ID !== undefined) form.append('CLIENT_ID', fields.CLIENT_ID);
  for (const file of fields.files ?? []) form.append('FILES[]', file);
  const response = await fetch(`${APP_API}${CHAT_PATHS.send}`, { method: 'POST', headers: { Language: lang, Scope: 'web-portal', Authorization: token }, body: form });
  return { status: response.status, body: (await response.json()) as unknown };
}

const pdf = (name = 'report.pdf', size = 2048) => new File([new Uint8Array(size).fill(37)], name, { type: 'application/pdf' });

async function chatUser(login = ANNA, customer = '1001') {
  const token = await signIn(login);
  const answer = await postApp(CHAT_PATHS.createUser, { CUSTOMER: customer }, { token });
  return { token, answer };
}

const messagesOf = async (token: string, ROOM_ID: string, AFTER_ID?: string, lang: 'am' | 'en' | 'ru' = 'en') =>
  v.parse(chatMessagesSchema, (await postApp(CHAT_PATHS.messages, { ROOM_ID, AFTER_ID }, { token, lang })).body);

afterEach(() => vi.useRealTimers());

describe('staff and the chat user', () => {
  it('staff: names and roles in the request language, the same seeded people on every run', async () => {
    const token = await signIn(ANNA);
    const hy = v.parse(chatStaffListSchema, (await postApp(CHAT_PATHS.staff, {}, { token, lang: 'am' })).body).result;
    const ru = v.parse(chatStaffListSchema, (await postApp(CHAT_PATHS.staff, {}, { token, lang: 'ru' })).body).result;
    expect(hy).toHaveLength(5);
    expect(hy[0]?.ROLE).toBe('Հատուցումների մասնագետ');
    expect(ru[0]?.ROLE).toBe('Специалист по возмещениям');
    expect(hy[0]?.NAME).toMatch(/^[\u0531-\u0587 ]+$/);
    expect(ru[0]?.NAME).toMatch(/^[\u0400-\u04ff ]+$/);
    expect(seedStaff()).toEqual(seedStaff());
  });

  it.each([
    ['', 'The customer number is required'],
    ['1001', 'You can only create your own chat user'],
  ])('create-user refuses CUSTOMER %j: %s', async (customer, message) => {
    const { answer } = await chatUser(DAVID, customer);
    expect(answer.status).toBe(400);
    expect((answer.body as Warned).warning_d?.CUSTOMER).toEqual([message]);
  });

  it('create-user is idempotent: created once, the same user after', async () => {
    const first = await chatUser(DAVID, '1002');
    expect(v.parse(chatUserSchema, first.answer.body).result).toMatchObject({ CHAT_USER_ID: 'cu-1002', CREATED: true });
    const again = await postApp(CHAT_PATHS.createUser, { CUSTOMER: '1002' }, { token: first.token });
    expect(v.parse(chatUserSchema, again.body).result).toMatchObject({ CHAT_USER_ID: 'cu-1002', CREATED: false });
  });

  it('without a chat user the rooms answer a warning', async () => {
    const token = await signIn(DAVID);
    const answer = await postApp(CHAT_PATHS.rooms, {}, { token });
    expect(answer.status).toBe(400);
    expect((answer.body as Warned).warning).toBe('The chat is not set up yet');
  });
});

describe('rooms and messages', () => {
  it("Anna's earlier conversation: one room, an unread staff message, a PDF from staff that downloads; reading marks it read", async () => {
    const { token } = await chatUser();
    const rooms = v.parse(chatRoomListSchema, (await postApp(CHAT_PATHS.rooms, {}, { token })).body).result;
    expect(rooms).toHaveLength(1);
    expect(rooms[0]).toMatchObject({ ID: 'room-1', STAFF_ROLE: 'Claims specialist', UNREAD: 1, PENDING: false });
    const { result, room } = await messagesOf(token, 'room-1');
    expect(result.map((message) => message.AUTHOR)).toEqual(['customer', 'staff', 'customer', 'staff']);
    expect(room.UNREAD).toBe(0);
    const file = result[1]?.FILES[0];
    expect(file).toMatchObject({ NAME: 'claim-checklist.pdf', TYPE: 'application/pdf' });
    const download = await getApp(`${CHAT_PATHS.file}/${file?.ID}`, token);
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await download.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it("another customer's room and files are not found", async () => {
    const { token } = await chatUser(DAVID, '1002');
    expect((await postApp(CHAT_PATHS.messages, { ROOM_ID: 'room-1' }, { token })).status).toBe(404);
    expect((await getApp(`${CHAT_PATHS.file}/cf-seed-1`, token)).status).toBe(404);
    expect((await send(token, { ROOM_ID: 'room-1', TEXT: 'hi', CLIENT_ID: 'c1' })).status).toBe(404);
  });

  it('create-room: required and known staff; the open room with that person is answered again', async () => {
    const { token } = await chatUser(DAVID, '1002');
    const missing = await postApp(CHAT_PATHS.createRoom, {}, { token });
    expect((missing.body as Warned).warning_d?.STAFF_ID).toEqual(['Choose a member of staff']);
    const unknown = await postApp(CHAT_PATHS.createRoom, { STAFF_ID: 'st-999' }, { token });
    expect((unknown.body as Warned).warning_d?.STAFF_ID).toEqual(['There is no such member of staff']);
    const room = v.parse(chatRoomAnswerSchema, (await postApp(CHAT_PATHS.createRoom, { STAFF_ID: 'st-102' }, { token })).body).result;
    expect(room).toMatchObject({ STAFF_ID: 'st-102', STAFF_ROLE: 'Customer service', LAST_TEXT: null, UNREAD: 0 });
    const again = v.parse(chatRoomAnswerSchema, (await postApp(CHAT_PATHS.createRoom, { STAFF_ID: 'st-102' }, { token })).body).result;
    expect(again.ID).toBe(room.ID);
    expect(v.parse(chatRoomListSchema, (await postApp(CHAT_PATHS.rooms, {}, { token })).body).result).toHaveLength(1);
  });
});

describe('sending and the staff answer', () => {
  it.each([
    ['nothing', 'TEXT', 'Write a message or attach a file', () => ({ TEXT: '   ' })],
    ['too long', 'TEXT', `A message can be at most ${MAX_MESSAGE_LENGTH} characters`, () => ({ TEXT: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) })],
    ['an .exe', 'FILES', 'setup.exe: only jpg, jpeg, png and pdf files are allowed', () => ({ files: [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })] })],
    ['a 4 MB PDF', 'FILES', 'big.pdf: a file can be at most 3 MB', () => ({ files: [pdf('big.pdf', 4 * 1024 * 1024)] })],
    ['nine files', 'FILES', 'You can attach at most 8 files to one message', () => ({ files: Array.from({ length: 9 }, (_, index) => pdf(`f${index}.pdf`, 10)) })],
  ] as const)('refuses %s with warning_d.%s', async (_, field, message, fields) => {
    const { token } = await chatUser();
    const answer = await send(token, { ROOM_ID: 'room-1', CLIENT_ID: 'c-1', ...fields() });
    expect(answer.status).toBe(400);
    expect((answer.body as Warned).warning_d?.[field]).toEqual([message]);
  });

  it('a message with a PDF is stored once (a retry with the same CLIENT_ID answers it again); staff answer 2–4 s later, served by get-messages once due', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    const { token } = await chatUser(DAVID, '1002');
    const room = v.parse(chatRoomAnswerSchema, (await postApp(CHAT_PATHS.createRoom, { STAFF_ID: 'st-101' }, { token })).body).result;
    const sent = await send(token, { ROOM_ID: room.ID, TEXT: 'Hello, my claim', CLIENT_ID: 'c-42', files: [pdf()] });
    expect(sent.status).toBe(200);
    const message = v.parse(chatSentSchema, sent.body).result;
    expect(message).toMatchObject({ AUTHOR: 'customer', TEXT: 'Hello, my claim', CLIENT_ID: 'c-42', FILES: [{ NAME: 'report.pdf', SIZE: 2048 }] });
    const retry = v.parse(chatSentSchema, (await send(token, { ROOM_ID: room.ID, TEXT: 'Hello, my claim', CLIENT_ID: 'c-42', files: [pdf()] })).body).result;
    expect(retry.ID).toBe(message.ID);

    const before = await messagesOf(token, room.ID, message.ID);
    expect(before.result).toEqual([]);
    expect(before.room.PENDING).toBe(true);

    vi.setSystemTime(new Date(Date.now() + replyDelayMs(Number(message.ID))));
    const after = await messagesOf(token, room.ID, message.ID, 'ru');
    expect(after.result).toHaveLength(1);
    expect(after.result[0]).toMatchObject({ AUTHOR: 'staff', TEXT: expect.stringContaining('Давид Петросян') as string });
    expect(Number(after.result[0]?.ID)).toBeGreaterThan(Number(message.ID));
    expect(after.room.PENDING).toBe(false);

    const download = await getApp(`${CHAT_PATHS.file}/${message.FILES[0]?.ID}`, token);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toHaveLength(2048);
  });

  it('the answer delay is 2 to 4 seconds', () => {
    expect([1, 2, 3, 4, 5, 6].map(replyDelayMs).every((ms) => ms >= 2000 && ms <= 4000)).toBe(true);
  });

  it('forced modes go through the wrapper (500 on send)', async () => {
    const { token } = await chatUser();
    forceEndpoint(CHAT_PATHS.send, '500', 1);
    expect((await send(token, { ROOM_ID: 'room-1', TEXT: 'hi', CLIENT_ID: 'c-9' })).status).toBe(500);
    expect((await send(token, { ROOM_ID: 'room-1', TEXT: 'hi', CLIENT_ID: 'c-9' })).status).toBe(200);
  });
});
