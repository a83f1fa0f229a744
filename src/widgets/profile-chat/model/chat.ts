import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { debounce, interval, reset } from 'patronum';
import { $storageOwner, $user, customerDataCleared } from '@/entities/session';
import {
  createChatRoomFx,
  createChatUserFx,
  downloadChatFileFx,
  fetchChatMessagesFx,
  fetchChatRoomsFx,
  fetchChatStaffFx,
  sendChatMessageFx,
  type ApiError,
  type ChatMessage,
  type ChatRoom,
  type ChatStaff,
} from '@/shared/api';
import { CUSTOMER_STORAGE } from '@/shared/config';
import { $lang, localizePath } from '@/shared/i18n';
import { $location, navigateFx } from '@/shared/routing';
import { createUploadList } from '@/shared/upload';
import { canSend, lastMessageId, mergeMessages, roomIdOfPath, roomPath, withRoom } from '../lib/chat';
import { clientId, persistOwned, saveFile } from '@/shared/lib';
import { parseStoredDraft, toStoredDraft, type StoredChatDraft } from '../lib/draft';

/**
 * The chat screen (issue 12 item 7; docs/decisions/chat-screen.md): the customer's chat user is made sure of, then the
 * staff and the customer's rooms load; the room of the address (`/profile/c/{id}`) opens; while the screen is on the
 * page, get-rooms and get-messages (after the last known message) are polled, so staff answers arrive without a
 * reload. A message shows "sending" until the server answers it, "not sent" with Retry when it fails (its text and
 * files are kept).
 */
export const ChatGate = createGate();
/** How often the open screen asks for news. */
export const POLL_MS = 2000;

// --- Loading -------------------------------------------------------------------------------------------------

export interface ChatData {
  staff: ChatStaff[];
  rooms: ChatRoom[];
}

export const loadChatFx = createEffect<{ customer: string }, ChatData, ApiError>(async ({ customer }) => {
  await createChatUserFx({ CUSTOMER: customer });
  const staff = await fetchChatStaffFx();
  const rooms = await fetchChatRoomsFx();
  return { staff: staff.result, rooms: rooms.result };
});

/** The customer asked to load again after a failure. */
export const reloaded = createEvent();

export const $staff = createStore<ChatStaff[] | null>(null);
export const $rooms = createStore<ChatRoom[] | null>(null);
export const $loadFailed = createStore(false);

sample({
  clock: [ChatGate.open, reloaded],
  source: $user,
  filter: Boolean,
  fn: (user) => ({ customer: String(user?.CUSTOMER ?? '') }),
  target: loadChatFx,
});
sample({ clock: loadChatFx.doneData, fn: ({ staff }) => staff, target: $staff });
sample({ clock: loadChatFx.doneData, fn: ({ rooms }) => rooms, target: $rooms });
$loadFailed.on(loadChatFx.fail, () => true).reset(loadChatFx, ChatGate.close);

// --- The open room -------------------------------------------------------------------------------------------

/** The room the address names (null: the lists). */
export const $roomId = $location.map((location) => roomIdOfPath(location.pathname));

export type RoomState = 'idle' | 'loading' | 'ready' | 'missing' | 'failed';
export const $roomState = createStore<RoomState>('idle');
/** The open room's messages as the server stored them. */
export const $messages = createStore<ChatMessage[]>([]);
/** The room whose messages `$messages` holds. */
const $messagesRoom = createStore<string | null>(null);

const openRoomFx = createEffect<string, { roomId: string; messages: ChatMessage[]; room: ChatRoom }, ApiError>(async (roomId) => {
  const answer = await fetchChatMessagesFx({ ROOM_ID: roomId });
  return { roomId, messages: answer.result, room: answer.room };
});

/** Opened again after a failure. */
export const roomReloaded = createEvent();

sample({
  clock: [ChatGate.open, $roomId.updates, roomReloaded],
  source: { roomId: $roomId, open: ChatGate.status },
  filter: ({ roomId, open }) => open && roomId !== null,
  fn: ({ roomId }) => roomId as string,
  target: openRoomFx,
});
$roomState
  .on(openRoomFx, () => 'loading')
  .on(openRoomFx.doneData, () => 'ready')
  .on(openRoomFx.failData, (_, error) => (error.kind === 'not-found' || error.status === 404 ? 'missing' : 'failed'))
  .on($roomId.updates, (_, roomId) => (roomId ? 'loading' : 'idle'))
  .reset(ChatGate.close);
$messages
  .on(openRoomFx.doneData, (_, { messages }) => messages)
  .on($roomId.updates, () => [])
  .reset(ChatGate.close);
$messagesRoom
  .on(openRoomFx.doneData, (_, { roomId }) => roomId)
  .on($roomId.updates, () => null)
  .reset(ChatGate.close);
$rooms.on(openRoomFx.doneData, (rooms, { room }) => withRoom(rooms, room));

export const $room = combine($rooms, $roomId, (rooms, roomId) => rooms?.find((room) => room.ID === roomId) ?? null);

// --- Polling -------------------------------------------------------------------------------------------------

const { tick } = interval({ timeout: POLL_MS, start: ChatGate.open, stop: ChatGate.close });

interface PollAnswer {
  rooms: ChatRoom[];
  roomId: string | null;
  messages: ChatMessage[];
  room: ChatRoom | null;
}

export const pollFx = createEffect<{ roomId: string | null; afterId: string | undefined }, PollAnswer, ApiError>(async ({ roomId, afterId }) => {
  const rooms = await fetchChatRoomsFx();
  if (!roomId) return { rooms: rooms.result, roomId, messages: [], room: null };
  const answer = await fetchChatMessagesFx({ ROOM_ID: roomId, AFTER_ID: afterId });
  return { rooms: rooms.result, roomId, messages: answer.result, room: answer.room };
});

sample({
  clock: tick,
  source: { roomId: $messagesRoom, messages: $messages, busy: pollFx.pending, loaded: $rooms, state: $roomState },
  // One poll at a time, and only once the screen has loaded (the room's first page came with openRoomFx).
  filter: ({ busy, loaded, state }) => !busy && loaded !== null && state !== 'loading',
  fn: ({ roomId, messages }) => ({ roomId, afterId: lastMessageId(messages) }),
  target: pollFx,
});
$rooms.on(pollFx.doneData, (_, { rooms, room }) => (room ? withRoom(rooms, room) : rooms));
sample({
  clock: pollFx.doneData,
  source: { messages: $messages, current: $messagesRoom },
  filter: ({ current }, { roomId }) => current !== null && current === roomId,
  fn: ({ messages }, answer) => mergeMessages(messages, answer.messages),
  target: $messages,
});

// --- Starting a conversation ---------------------------------------------------------------------------------

/** The customer picked a member of staff: their open room, or a new one. */
export const staffPicked = createEvent<string>();
/** The member of staff whose room is being made; the one whose room could not be made. */
export const $startingWith = createStore<string | null>(null);
export const $startFailed = createStore<string | null>(null);

const goToRoomFx = attach({
  source: $lang,
  mapParams: (roomId: string, lang) => ({ href: localizePath(roomPath(roomId), lang) }),
  effect: navigateFx,
});

const picked = sample({
  clock: staffPicked,
  source: { rooms: $rooms, starting: $startingWith },
  filter: ({ starting }) => starting === null,
  fn: ({ rooms }, staffId) => ({ staffId, room: rooms?.find((room) => room.STAFF_ID === staffId) ?? null }),
});
sample({ clock: picked, filter: ({ room }) => room !== null, fn: ({ room }) => (room as ChatRoom).ID, target: goToRoomFx });
sample({ clock: picked, filter: ({ room }) => room === null, fn: ({ staffId }) => ({ STAFF_ID: staffId }), target: createChatRoomFx });
$startingWith.on(createChatRoomFx, (_, { STAFF_ID }) => STAFF_ID).reset(createChatRoomFx.finally, ChatGate.close);
$startFailed.on(createChatRoomFx.fail, (_, { params }) => params.STAFF_ID).reset(staffPicked, ChatGate.close);
$rooms.on(createChatRoomFx.doneData, (rooms, { result }) => withRoom(rooms, result));
sample({ clock: createChatRoomFx.doneData, fn: ({ result }) => result.ID, target: goToRoomFx });

// --- Writing -------------------------------------------------------------------------------------------------

export const draftChanged = createEvent<string>();
export const filesChosen = createEvent<File[]>();
/** A file taken out of the composer (its key in the upload list). */
export const attachmentRemoved = createEvent<string>();
export const messageSubmitted = createEvent();

export const $draft = createStore('').on(draftChanged, (_, text) => text);

/**
 * The composer's files go through the one upload list (issue 21): a phone photo is prepared (upright, 1024×1024, a
 * JPEG of at most 3 MB) before it may be sent; a PDF goes as it is. They are sent with the message (`ready`).
 */
export const attachmentList = createUploadList<'CHAT'>();
sample({ clock: filesChosen, fn: (files) => ({ slot: 'CHAT' as const, files }), target: attachmentList.filesChosen });
sample({ clock: attachmentRemoved, target: attachmentList.removed });
/** The composer's files as listed (preparing or ready). */
export const $attachmentItems = attachmentList.$items;
/** The prepared files, sent with the message. */
export const $attachments = attachmentList.$files.map((files) => files.CHAT ?? []);
export const $attachProblems = attachmentList.$problems.map((problems) => problems.CHAT ?? []);

export const $canSend = combine(
  { text: $draft, files: $attachments, preparing: attachmentList.$busy, state: $roomState },
  ({ text, files, preparing, state }) => state === 'ready' && !preparing && canSend(text, files),
);

/** A message on its way, or one that failed (kept until it is sent or taken back into the composer). */
export interface OutgoingMessage {
  clientId: string;
  roomId: string;
  text: string;
  files: File[];
  created: string;
  status: 'sending' | 'failed';
  error: string | null;
  /** Names of files it had before a reload, which are not attached any more (the customer chooses them again). */
  missingFiles?: string[];
}

export const $outbox = createStore<OutgoingMessage[]>([]);

/** A new outgoing message: its own id (a retry reuses it, so the server stores it once) and the moment. */
export const composeFx = createEffect((draft: { roomId: string; text: string; files: File[] }): OutgoingMessage => {
  return { ...draft, clientId: clientId('m'), created: new Date().toISOString(), status: 'sending', error: null };
});

export const sendFx = createEffect<OutgoingMessage, ChatMessage, ApiError>(async (message) => {
  const answer = await sendChatMessageFx({ ROOM_ID: message.roomId, TEXT: message.text.trim(), CLIENT_ID: message.clientId, FILES: message.files });
  return answer.result;
});

sample({
  clock: messageSubmitted,
  source: { text: $draft, files: $attachments, roomId: $messagesRoom, canSend: $canSend },
  filter: ({ canSend, roomId }) => canSend && roomId !== null,
  fn: ({ text, files, roomId }) => ({ roomId: roomId as string, text, files }),
  target: composeFx,
});
$outbox.on(composeFx.doneData, (list, message) => [...list, message]);
$draft.reset(composeFx.done);
sample({ clock: composeFx.done, target: attachmentList.cleared });
sample({ clock: composeFx.doneData, target: sendFx });

/** Sent: the server's message takes the place of the outgoing one. */
$outbox.on(sendFx.done, (list, { params }) => list.filter((message) => message.clientId !== params.clientId));
sample({
  clock: sendFx.done,
  source: { messages: $messages, current: $messagesRoom },
  filter: ({ current }, { params }) => current === params.roomId,
  fn: ({ messages }, { result }) => mergeMessages(messages, [result]),
  target: $messages,
});
// Staff have an answer to write: the room waits for it until a poll says otherwise.
$rooms.on(sendFx.done, (rooms, { params, result }) =>
  rooms?.map((room) => (room.ID === params.roomId ? { ...room, PENDING: true, LAST_TEXT: result.TEXT || room.LAST_TEXT, LAST_AT: result.CREATED } : room)) ?? rooms,
);
$outbox.on(sendFx.fail, (list, { params, error }) =>
  list.map((message) =>
    message.clientId === params.clientId
      ? { ...message, status: 'failed' as const, error: error.fieldWarnings.TEXT?.[0] ?? error.fieldWarnings.FILES?.[0] ?? error.messages[0] ?? null }
      : message,
  ),
);

/** Retry a message that was not sent (the same id: never stored twice). */
export const retried = createEvent<string>();
const again = sample({
  clock: retried,
  source: $outbox,
  // A message restored after a reload without its files is not sent without them: Edit, then choose them again.
  fn: (list, clientId) => list.find((message) => message.clientId === clientId && message.status === 'failed' && !message.missingFiles?.length) ?? null,
});
$outbox.on(again, (list, found) => list.map((message) => (found && message.clientId === found.clientId ? { ...message, status: 'sending' as const, error: null } : message)));
sample({ clock: again, filter: Boolean, fn: (found) => ({ ...(found as OutgoingMessage), status: 'sending' as const, error: null }), target: sendFx });

/** A message that was not sent goes back into the composer (its text and files), to be changed. */
export const editedAgain = createEvent<string>();
const taken = sample({
  clock: editedAgain,
  source: $outbox,
  fn: (list, clientId) => list.find((message) => message.clientId === clientId && message.status === 'failed') ?? null,
});
$outbox.on(taken, (list, found) => (found ? list.filter((message) => message.clientId !== found.clientId) : list));
sample({ clock: taken, filter: Boolean, fn: (found) => (found as OutgoingMessage).text, target: $draft });
sample({ clock: taken, filter: Boolean, fn: (found) => ({ slot: 'CHAT' as const, files: (found as OutgoingMessage).files }), target: attachmentList.readyAdded });

// --- Unsent messages across a reload (issue 24 item 2; docs/decisions/chat-unsent-draft.md) ---------------------

/** Names of files the composer had before a reload: not attached, to be chosen again (cleared when files are chosen). */
export const $missingFiles = createStore<string[]>([]).reset(filesChosen, composeFx.done);
sample({ clock: taken, filter: Boolean, fn: (found) => (found as OutgoingMessage).missingFiles ?? [], target: $missingFiles });

/** How long typing pauses before what is unsent is written to storage. */
export const DRAFT_WRITE_MS = 300;
const $unsentNow = combine({ text: $draft, files: $attachments, missingFiles: $missingFiles, outbox: $outbox }, toStoredDraft);
/** What is stored (the customer's, local storage): the composer's text and files' names, the messages not confirmed sent. */
const $storedDraft = createStore<StoredChatDraft | null>(null);
debounce({ source: $unsentNow.updates, timeout: DRAFT_WRITE_MS, target: $storedDraft });
// Read back only for the stored customer, when the chat screen opens (docs/decisions/owner-keyed-storage.md).
persistOwned({ store: $storedDraft, key: CUSTOMER_STORAGE.chat.key, area: CUSTOMER_STORAGE.chat.area, owner: $storageOwner, pickup: ChatGate.open });

const restored = sample({
  clock: $storedDraft.updates,
  source: $unsentNow,
  // Only into an empty screen (a reload); within the session the in-memory state is the newer one.
  filter: (current, stored) => current === null && parseStoredDraft(stored) !== null,
  fn: (_, stored) => parseStoredDraft(stored) as StoredChatDraft,
});
sample({ clock: restored, fn: ({ text }) => text, target: $draft });
sample({ clock: restored, fn: ({ files }) => files, target: $missingFiles });
sample({
  clock: restored,
  fn: ({ unsent }): OutgoingMessage[] =>
    // Whether one on its way reached the server is not known: "not sent" with Retry (the same CLIENT_ID, stored once).
    unsent.map((message) => ({ ...message, files: [], missingFiles: message.files, status: 'failed', error: null })),
  target: $outbox,
});
/** A message the server already holds (sent before the reload, its answer lost) leaves the outbox. */
const delivered = (list: OutgoingMessage[], messages: readonly ChatMessage[]) => {
  const ids = new Set(messages.map((message) => message.CLIENT_ID).filter(Boolean));
  return list.some((message) => ids.has(message.clientId)) ? list.filter((message) => !ids.has(message.clientId)) : list;
};
$outbox.on(openRoomFx.doneData, (list, { messages }) => delivered(list, messages)).on(pollFx.doneData, (list, { messages }) => delivered(list, messages));

/** What is on its way to / failed in the open room. */
export const $roomOutbox = combine($outbox, $roomId, (list, roomId) => list.filter((message) => message.roomId === roomId));

// --- Downloads -----------------------------------------------------------------------------------------------

export const fileClicked = createEvent<{ id: string; name: string }>();
export const $downloading = createStore<string | null>(null);
export const $downloadFailed = createStore<string | null>(null);

/** Hands a file to the browser as a download (shared/lib `saveFile`). */
export const saveFileFx = createEffect(({ blob, name }: { blob: Blob; name: string }) => saveFile(blob, name));

const fetchFileFx = createEffect<{ id: string; name: string }, { blob: Blob; name: string }, ApiError>(async ({ id, name }) => ({
  blob: await downloadChatFileFx({ id }),
  name,
}));
sample({ clock: fileClicked, source: $downloading, filter: (busy) => busy === null, fn: (_, file) => file, target: fetchFileFx });
$downloading.on(fetchFileFx, (_, { id }) => id).reset(fetchFileFx.finally);
$downloadFailed.on(fetchFileFx.fail, (_, { params, error }) => (error.kind === 'unauthorized' || error.kind === 'cancelled' ? null : params.id)).reset(fileClicked, ChatGate.close);
sample({ clock: fetchFileFx.doneData, target: saveFileFx });

// --- Signing out -----------------------------------------------------------------------------------------------
// Signing out, or somebody else signing in on this tab, forgets the conversations, the unsent text and the outbox
// (docs/decisions/owner-keyed-storage.md: the in-memory half of "sign-out leaves nothing").
reset({ clock: customerDataCleared, target: [$staff, $rooms, $messages, $messagesRoom, $roomState, $draft, $outbox, $missingFiles, $storedDraft] });
sample({ clock: customerDataCleared, target: attachmentList.cleared });
