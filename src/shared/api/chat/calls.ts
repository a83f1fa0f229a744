import { createEffect } from 'effector';
import { createCall } from '../create-call';
import type { ApiError } from '../errors';
import { downloadFileFx } from '../purchase/download';
import { CHAT_PATHS } from './paths';
import { chatMessagesSchema, chatRoomAnswerSchema, chatRoomListSchema, chatSentSchema, chatStaffListSchema, chatUserSchema } from './schemas';

/**
 * The customer's chat with staff (customer-portal.md §7 "Chat"; the spec shows no paths: ours,
 * docs/decisions/chat-calls.md). Application client, signed in. Own module: loaded with the profile's chat screen,
 * never by the shell.
 */

/** `GET /mobile/chat/file/{id}`: an attachment's bytes. */
export const chatFilePath = (id: string) => `${CHAT_PATHS.file}/${encodeURIComponent(id)}`;

export const fetchChatStaffFx = createCall<typeof chatStaffListSchema>({ client: 'application', idempotent: 'read', path: CHAT_PATHS.staff, schema: chatStaffListSchema });

/** The customer's chat user (`CUSTOMER`: the signed-in customer's id); idempotent: the existing one is answered. */
export const createChatUserFx = createCall<typeof chatUserSchema, { CUSTOMER: string }>({
  client: 'application', idempotent: 'chat.create-user',
  path: CHAT_PATHS.createUser,
  schema: chatUserSchema,
  silent: true,
});

export const fetchChatRoomsFx = createCall<typeof chatRoomListSchema>({ client: 'application', idempotent: 'read', path: CHAT_PATHS.rooms, schema: chatRoomListSchema, silent: true });

/** A conversation with a member of staff; the open one with them when there is one. */
export const createChatRoomFx = createCall<typeof chatRoomAnswerSchema, { STAFF_ID: string }>({
  client: 'application', idempotent: 'chat.create-room',
  path: CHAT_PATHS.createRoom,
  schema: chatRoomAnswerSchema,
});

/** A room's messages, oldest first; `AFTER_ID`: only those after it (polling). Marks staff messages read. */
export const fetchChatMessagesFx = createCall<typeof chatMessagesSchema, { ROOM_ID: string; AFTER_ID?: string }>({
  client: 'application', idempotent: 'read',
  path: CHAT_PATHS.messages,
  schema: chatMessagesSchema,
  silent: true,
});

export interface ChatSendPayload {
  [key: string]: unknown;
  ROOM_ID: string;
  TEXT: string;
  /** The app's id of the message: a retry with the same id is answered with the message already stored. */
  CLIENT_ID: string;
  /** Sent as `FILES[]`. */
  FILES: File[];
}

/** Multipart: text and/or files (jpg/jpeg/png/pdf, 3 MB each, 8 at most). */
export const sendChatMessageFx = createCall<typeof chatSentSchema, ChatSendPayload>({
  client: 'application', idempotent: 'chat.send',
  path: CHAT_PATHS.send,
  schema: chatSentSchema,
  multipart: true,
  silent: true,
});

/** An attachment of the customer's conversations, as a Blob. */
export const downloadChatFileFx = createEffect<{ id: string }, Blob, ApiError>(({ id }) => downloadFileFx({ path: chatFilePath(id) }));
