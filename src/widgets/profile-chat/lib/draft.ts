/**
 * What of the chat's unsent messages is kept in browser storage across a reload (issue 24 item 2;
 * docs/decisions/chat-unsent-draft.md). Files cannot be stored: only their names, so that the customer is told which
 * to choose again.
 */
export interface StoredUnsent {
  clientId: string;
  roomId: string;
  text: string;
  /** The names of the files the message had (not attached any more after a reload). */
  files: string[];
  created: string;
}

export interface StoredChatDraft {
  /** The composer's text. */
  text: string;
  /** The names of the composer's files (chosen, or still to be chosen again). */
  files: string[];
  /** Messages that were not confirmed sent (failed, or on their way when the page went). */
  unsent: StoredUnsent[];
}

interface DraftParts {
  text: string;
  files: readonly { name: string }[];
  missingFiles: readonly string[];
  outbox: readonly { clientId: string; roomId: string; text: string; files: readonly { name: string }[]; missingFiles?: readonly string[]; created: string }[];
}

/** The entry to store; null when there is nothing unsent (the entry is removed). */
export function toStoredDraft({ text, files, missingFiles, outbox }: DraftParts): StoredChatDraft | null {
  const names = [...files.map((file) => file.name), ...missingFiles];
  if (text.trim() === '' && names.length === 0 && outbox.length === 0) return null;
  return {
    text,
    files: names,
    unsent: outbox.map((message) => ({
      clientId: message.clientId,
      roomId: message.roomId,
      text: message.text,
      files: [...message.files.map((file) => file.name), ...(message.missingFiles ?? [])],
      created: message.created,
    })),
  };
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** A stored entry read back, checked field by field (storage is the browser's; anything broken is left out). */
export function parseStoredDraft(value: unknown): StoredChatDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  const text = isString(raw.text) ? raw.text : '';
  const files = Array.isArray(raw.files) ? raw.files.filter(isString) : [];
  const unsent = Array.isArray(raw.unsent)
    ? raw.unsent.flatMap((item: unknown): StoredUnsent[] => {
        if (typeof item !== 'object' || item === null) return [];
        const message = item as Record<string, unknown>;
        if (!isString(message.clientId) || !isString(message.roomId) || !isString(message.created)) return [];
        return [{ clientId: message.clientId, roomId: message.roomId, created: message.created, text: isString(message.text) ? message.text : '', files: Array.isArray(message.files) ? message.files.filter(isString) : [] }];
      })
    : [];
  return text === '' && files.length === 0 && unsent.length === 0 ? null : { text, files, unsent };
}
