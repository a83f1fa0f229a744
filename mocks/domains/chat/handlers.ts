import { HttpResponse } from 'msw';
import type * as v from 'valibot';
import type { chatMessagesSchema, chatRoomAnswerSchema, chatRoomListSchema, chatSentSchema, chatStaffListSchema, chatUserSchema } from '@/shared/api/chat/schemas';
import { CHAT_PATHS } from '@/shared/api/chat/paths';
import { checkFile, MAX_FILES_PER_LIST } from '@/shared/form-engine/server-rules';
import { db } from '../../db';
import type { ChatMessageRecord, ChatRoomRecord, ChatState, CustomerRecord } from '../../db/types';
import { authorizedEndpoint, type Endpoint } from '../../lib/endpoint';
import { badRequest, fieldWarnings, notFound, ok, textField, type ServerLang } from '../../lib/respond';
import { contractPdf } from '../purchase/pdf';
import { REPLIES, say } from './messages';
import { recordArrival } from '../../lib/arrivals';

/**
 * The chat (customer-portal.md §7 "Chat", public-site.md "Chat": the spec shows no paths; ours,
 * docs/decisions/chat-calls.md). The customer's chat user is created by customer id (idempotent); a room is a
 * conversation with one member of staff; messages carry text and/or files. Staff answer 2–4 s after the customer
 * writes: the answer is stored with its due time when the customer's message arrives and becomes a message (with the
 * next id) on the first read after it is due — no timers, the same outcome on every run.
 */
export const MAX_MESSAGE_LENGTH = 2000;
/** Files up to this size are kept in the db (localStorage) as data URLs; bigger ones in memory only. */
const KEEP_IN_DB_BYTES = 256 * 1024;
/** Bytes of files too big for localStorage, for as long as the page (or the Node process) lives. */
const memoryFiles = new Map<string, Uint8Array>();

type MessageWire = v.InferInput<typeof chatSentSchema>['result'];
type RoomWire = v.InferInput<typeof chatRoomAnswerSchema>['result'];

/** The answer delay of staff, 2–4 s, from the message id (no randomness). */
export const replyDelayMs = (messageId: number) => 2000 + (messageId % 3) * 1000;

/** Moves the staff answers that are due into the messages (each gets the next id). Mutates `chat`. */
export function deliverDue(chat: ChatState, now: number): void {
  const due = chat.pending.filter((reply) => reply.dueAt <= now).sort((a, b) => a.dueAt - b.dueAt);
  if (due.length === 0) return;
  chat.pending = chat.pending.filter((reply) => reply.dueAt > now);
  for (const reply of due) {
    chat.messages.push({
      id: nextMessageId(chat),
      room: reply.room,
      author: 'staff',
      text: reply.text.en,
      texts: reply.text,
      created: new Date(reply.dueAt).toISOString(),
      files: [],
      clientId: null,
      read: false,
    });
  }
}

const nextMessageId = (chat: ChatState) => chat.messages.reduce((max, message) => Math.max(max, message.id), 0) + 1;

function messageWire(chat: ChatState, message: ChatMessageRecord, lang: ServerLang): MessageWire {
  const room = chat.rooms.find((candidate) => candidate.id === message.room);
  const staff = chat.staff.find((candidate) => candidate.id === room?.staff);
  return {
    ID: message.id,
    ROOM_ID: message.room,
    AUTHOR: message.author,
    AUTHOR_NAME: message.author === 'staff' ? (staff?.name[lang] ?? '') : '',
    TEXT: message.texts?.[lang] ?? message.text,
    CREATED: message.created,
    FILES: message.files.flatMap((id) => {
      const file = chat.files.find((candidate) => candidate.id === id);
      return file ? [{ ID: file.id, NAME: file.name, TYPE: file.type, SIZE: file.size }] : [];
    }),
    CLIENT_ID: message.clientId,
    READ: message.read ? 1 : 0,
  };
}

function roomWire(chat: ChatState, room: ChatRoomRecord, lang: ServerLang): RoomWire {
  const staff = chat.staff.find((candidate) => candidate.id === room.staff);
  const messages = chat.messages.filter((message) => message.room === room.id);
  const last = messages.at(-1);
  return {
    ID: room.id,
    STAFF_ID: room.staff,
    STAFF_NAME: staff?.name[lang] ?? '',
    STAFF_ROLE: staff?.role[lang] ?? '',
    CREATED: room.created,
    LAST_TEXT: last ? (last.texts?.[lang] ?? last.text) : null,
    LAST_AT: last?.created ?? null,
    UNREAD: messages.filter((message) => message.author === 'staff' && !message.read).length,
    PENDING: chat.pending.some((reply) => reply.room === room.id) ? 1 : 0,
  };
}

const lastActivity = (chat: ChatState, room: ChatRoomRecord) =>
  chat.messages.filter((message) => message.room === room.id).reduce((latest, message) => (message.created > latest ? message.created : latest), room.created);

const customerId = (customer: CustomerRecord) => customer.profile.CUSTOMER;
const hasChatUser = (customer: CustomerRecord) => Boolean(db.read().chat.users[customerId(customer)]);
const noChatUser = (lang: ServerLang) => badRequest({ warning: say('chatUserMissing', lang) });
const roomOf = (chat: ChatState, customer: CustomerRecord, id: string) => chat.rooms.find((room) => room.id === id && room.customer === customerId(customer));

const staffList = authorizedEndpoint({
  path: CHAT_PATHS.staff,
  title: 'Chat: staff the customer can write to',
  resolve: ({ lang }) =>
    ok({
      result: db.read().chat.staff.map((staff) => ({ ID: staff.id, NAME: staff.name[lang], ROLE: staff.role[lang], AVATAR: null, ONLINE: staff.online ? 1 : 0 })),
    } satisfies v.InferInput<typeof chatStaffListSchema>),
});

const createUser = authorizedEndpoint({
  path: CHAT_PATHS.createUser,
  title: "Chat: create the customer's chat user (CUSTOMER; idempotent)",
  warningFields: ['CUSTOMER', 'FIELD_2'],
  resolve: ({ fields, lang, customer }) => {
    const id = textField(fields, 'CUSTOMER');
    if (!id) return fieldWarnings({ CUSTOMER: [say('customerRequired', lang)] });
    if (id !== customerId(customer)) return fieldWarnings({ CUSTOMER: [say('customerNotYou', lang)] });
    const existing = db.read().chat.users[id];
    const user = existing ?? `cu-${id}`;
    if (!existing) {
      db.update((state) => {
        state.chat.users[id] = user;
      });
    }
    return ok({ result: { CHAT_USER_ID: user, CUSTOMER: id, CREATED: existing ? 0 : 1 } } satisfies v.InferInput<typeof chatUserSchema>);
  },
});

const rooms = authorizedEndpoint({
  path: CHAT_PATHS.rooms,
  title: "Chat: the customer's conversations",
  resolve: ({ lang, customer }) => {
    if (!hasChatUser(customer)) return noChatUser(lang);
    const chat = db.update((state) => {
      deliverDue(state.chat, Date.now());
      return state.chat;
    });
    const own = chat.rooms.filter((room) => room.customer === customerId(customer));
    own.sort((a, b) => lastActivity(chat, b).localeCompare(lastActivity(chat, a)));
    return ok({ result: own.map((room) => roomWire(chat, room, lang)) } satisfies v.InferInput<typeof chatRoomListSchema>);
  },
});

const createRoom = authorizedEndpoint({
  path: CHAT_PATHS.createRoom,
  title: 'Chat: a conversation with a member of staff (STAFF_ID; the open one when there is one)',
  warningFields: ['STAFF_ID', 'FIELD_2'],
  resolve: ({ fields, lang, customer }) => {
    if (!hasChatUser(customer)) return noChatUser(lang);
    const staffId = textField(fields, 'STAFF_ID');
    if (!staffId) return fieldWarnings({ STAFF_ID: [say('staffRequired', lang)] });
    if (!db.read().chat.staff.some((staff) => staff.id === staffId)) return fieldWarnings({ STAFF_ID: [say('staffUnknown', lang)] });
    const chat = db.update((state) => {
      const known = state.chat.rooms.some((room) => room.customer === customerId(customer) && room.staff === staffId);
      if (!known) {
        const number = state.chat.rooms.reduce((max, room) => Math.max(max, Number(room.id.replace(/\D/g, '')) || 0), 0) + 1;
        state.chat.rooms.push({ id: `room-${number}`, customer: customerId(customer), staff: staffId, created: new Date().toISOString() });
      }
      return state.chat;
    });
    const room = chat.rooms.find((candidate) => candidate.customer === customerId(customer) && candidate.staff === staffId) as ChatRoomRecord;
    return ok({ result: roomWire(chat, room, lang) } satisfies v.InferInput<typeof chatRoomAnswerSchema>);
  },
});

const messages = authorizedEndpoint({
  path: CHAT_PATHS.messages,
  title: "Chat: a room's messages (ROOM_ID, AFTER_ID for polling); staff answers when due",
  warningFields: ['ROOM_ID', 'AFTER_ID'],
  resolve: ({ fields, lang, customer }) => {
    if (!hasChatUser(customer)) return noChatUser(lang);
    const roomId = textField(fields, 'ROOM_ID');
    if (!roomOf(db.read().chat, customer, roomId)) return notFound(say('roomUnknown', lang));
    const after = Number(textField(fields, 'AFTER_ID')) || 0;
    const { chat, list } = db.update((state) => {
      deliverDue(state.chat, Date.now());
      const inRoom = state.chat.messages.filter((message) => message.room === roomId);
      const answer = inRoom.filter((message) => message.id > after).map((message) => messageWire(state.chat, message, lang));
      // The customer has the room open: staff messages are read now.
      for (const message of inRoom) if (message.author === 'staff') message.read = true;
      return { chat: state.chat, list: answer };
    });
    const room = roomOf(chat, customer, roomId) as ChatRoomRecord;
    return ok({ result: list, room: roomWire(chat, room, lang) } satisfies v.InferInput<typeof chatMessagesSchema>);
  },
});

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

function fromDataUrl(data: string): Uint8Array {
  const binary = atob(data.slice(data.indexOf(',') + 1));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const send = authorizedEndpoint({
  path: CHAT_PATHS.send,
  title: 'Chat: send a message (multipart: ROOM_ID, TEXT, CLIENT_ID, FILES[])',
  warningFields: ['TEXT', 'FILES'],
  resolve: async ({ request, lang, customer }) => {
    if (!hasChatUser(customer)) return noChatUser(lang);
    let form: FormData | null = null;
    try {
      form = await request.formData();
    } catch {
      // Not multipart: no fields.
    }
    const text = (name: string) => String(form?.get(name) ?? '').trim();
    const roomId = text('ROOM_ID');
    if (!roomOf(db.read().chat, customer, roomId)) return notFound(say('roomUnknown', lang));
    const clientId = text('CLIENT_ID');
    if (!clientId) return fieldWarnings({ CLIENT_ID: [say('clientIdRequired', lang)] });
    // A retry of a message already stored: the stored one, nothing twice.
    const stored = db.read().chat.messages.find((message) => message.room === roomId && message.clientId === clientId);
    if (stored) return ok({ result: messageWire(db.read().chat, stored, lang) } satisfies v.InferInput<typeof chatSentSchema>);

    const body = String(form?.get('TEXT') ?? '').trim();
    const files = (form?.getAll('FILES[]') ?? []).filter((part): part is File => part instanceof Blob && part.size > 0) as File[];
    if (!body && files.length === 0) return fieldWarnings({ TEXT: [say('messageEmpty', lang)] });
    if (body.length > MAX_MESSAGE_LENGTH) return fieldWarnings({ TEXT: [say('messageTooLong', lang, { max: MAX_MESSAGE_LENGTH })] });
    if (files.length > MAX_FILES_PER_LIST) return fieldWarnings({ FILES: [say('fileCount', lang, { max: MAX_FILES_PER_LIST })] });
    // The form engine's file rule, which is the backend's: jpg/jpeg/png/pdf, 3 MB each.
    const problems = files.flatMap((file) => {
      const problem = checkFile({ name: file.name, size: file.size, type: file.type });
      if (!problem) return [];
      return [say(problem.code === 'file-type' ? 'fileType' : 'fileSize', lang, { name: file.name })];
    });
    if (problems.length > 0) return fieldWarnings({ FILES: problems });

    const bytes = await Promise.all(files.map(async (file) => new Uint8Array(await file.arrayBuffer())));
    for (const file of files) await recordArrival(file, { id: `chat-${Date.now().toString(36)}`, owner: roomId, kind: 'chat', name: file.name, file: '', customer: customerId(customer) });
    const now = Date.now();
    const message = db.update((state) => {
      const { chat } = state;
      const fileIds = files.map((file, index) => {
        const id = `cf-${chat.files.length + 1 + index}-${now.toString(36)}`;
        const content = bytes[index] ?? new Uint8Array();
        const keep = content.length <= KEEP_IN_DB_BYTES;
        if (!keep) memoryFiles.set(id, content);
        chat.files.push({
          id,
          customer: customerId(customer),
          name: file.name,
          type: file.type || 'application/octet-stream',
          size: file.size,
          data: keep ? `data:${file.type || 'application/octet-stream'};base64,${toBase64(content)}` : null,
        });
        return id;
      });
      const firstOfRoom = !chat.messages.some((candidate) => candidate.room === roomId && candidate.author === 'customer');
      const record: ChatMessageRecord = {
        id: nextMessageId(chat),
        room: roomId,
        author: 'customer',
        text: body,
        created: new Date(now).toISOString(),
        files: fileIds,
        clientId,
        read: true,
      };
      chat.messages.push(record);
      if (!chat.pending.some((reply) => reply.room === roomId)) {
        const room = chat.rooms.find((candidate) => candidate.id === roomId) as ChatRoomRecord;
        const staff = chat.staff.find((candidate) => candidate.id === room.staff);
        const template = firstOfRoom ? REPLIES.greeting : fileIds.length > 0 ? REPLIES.files : REPLIES.text;
        const names = { am: customer.profile.fullname_hy, en: customer.profile.fullname_en, ru: customer.profile.fullname_ru };
        const fill = (key: ServerLang) => template[key].replace('{customer}', names[key]).replace('{staff}', staff?.name[key] ?? '');
        chat.pending.push({ room: roomId, text: { am: fill('am'), en: fill('en'), ru: fill('ru') }, dueAt: now + replyDelayMs(record.id) });
      }
      return record;
    });
    return ok({ result: messageWire(db.read().chat, message, lang) } satisfies v.InferInput<typeof chatSentSchema>);
  },
});

const file = authorizedEndpoint({
  path: `${CHAT_PATHS.file}/:id`,
  method: 'GET',
  title: 'Chat: an attachment (GET /mobile/chat/file/{id})',
  resolve: ({ params, lang, customer }) => {
    const record = db.read().chat.files.find((candidate) => candidate.id === params.id && candidate.customer === customerId(customer));
    if (!record) return notFound(say('fileUnknown', lang));
    const bytes = record.generated ? contractPdf(record.generated) : record.data ? fromDataUrl(record.data) : memoryFiles.get(record.id);
    if (!bytes) return notFound(say('fileGone', lang));
    return new HttpResponse(bytes, {
      status: 200,
      headers: {
        'Content-Type': record.type || 'application/octet-stream',
        'Content-Disposition': `attachment; filename="${record.name.replace(/[^\w.-]+/g, '_')}"`,
      },
    });
  },
});

export const chatEndpoints: readonly Endpoint[] = [staffList, createUser, rooms, createRoom, messages, send, file];
