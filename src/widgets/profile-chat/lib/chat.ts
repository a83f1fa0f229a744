import type { ChatMessage, ChatRoom } from '@/shared/api';
import { splitLangFromPath } from '@/shared/i18n';

/** The longest message (the simulator's rule too, docs/decisions/chat-calls.md). */
export const MAX_MESSAGE_LENGTH = 2000;

/** `/profile/c/room-1` (any language prefix) → `room-1`; `/profile/c` or any other address → null. */
export function roomIdOfPath(pathname: string): string | null {
  const match = /^\/profile\/c\/([^/?#]+)\/?$/.exec(splitLangFromPath(pathname).rest);
  const raw = match?.[1];
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The conversation's address without the language prefix. */
export const roomPath = (roomId: string | null) => (roomId ? `/profile/c/${encodeURIComponent(roomId)}` : '/profile/c');

/** Adds the messages not yet known (by ID), oldest first by their numeric IDs. */
export function mergeMessages(known: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const ids = new Set(known.map((message) => message.ID));
  const added = incoming.filter((message) => !ids.has(message.ID));
  if (added.length === 0) return known as ChatMessage[];
  return [...known, ...added].sort((a, b) => Number(a.ID) - Number(b.ID) || a.ID.localeCompare(b.ID));
}

/** The ID polling asks after: the highest known. */
export const lastMessageId = (messages: readonly ChatMessage[]): string | undefined => messages.at(-1)?.ID;

/** The room list with one room replaced (or added first). */
export function withRoom(rooms: readonly ChatRoom[] | null, room: ChatRoom): ChatRoom[] {
  const list = rooms ?? [];
  return list.some((candidate) => candidate.ID === room.ID) ? list.map((candidate) => (candidate.ID === room.ID ? room : candidate)) : [room, ...list];
}

/** A message is sendable with text or files; text within the limit. */
export function canSend(text: string, files: readonly unknown[]): boolean {
  return (text.trim() !== '' || files.length > 0) && text.trim().length <= MAX_MESSAGE_LENGTH;
}

/** The calendar day (local) of an ISO moment: messages are grouped by it. */
export const dayKey = (iso: string) => {
  const date = new Date(iso);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};
