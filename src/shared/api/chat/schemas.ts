import * as v from 'valibot';

/**
 * Answers of the chat calls (customer-portal.md §7 "Chat", public-site.md "Chat": paths not shown; the shapes are
 * ours, docs/decisions/chat-calls.md). Ids are normalised to strings, flags to booleans, once here.
 */
const id = v.pipe(v.union([v.string(), v.number()]), v.transform(String));
const flag = v.pipe(
  v.optional(v.union([v.number(), v.boolean(), v.string()]), 0),
  v.transform((value: number | boolean | string) => value === true || Number(value) === 1),
);
const nullableText = v.pipe(v.optional(v.nullable(v.string()), null), v.transform((value: string | null) => value ?? null));

/** A member of staff the customer can write to (names and roles in the request language). */
export const chatStaffSchema = v.looseObject({
  ID: id,
  NAME: v.string(),
  ROLE: v.string(),
  AVATAR: nullableText,
  /** At work now: answers within minutes. */
  ONLINE: flag,
});

/** A file attached to a message; its bytes come from GET /mobile/chat/file/{ID}. */
export const chatFileSchema = v.looseObject({
  ID: id,
  NAME: v.string(),
  TYPE: v.optional(v.string(), ''),
  SIZE: v.optional(v.number(), 0),
});

export const CHAT_AUTHORS = ['customer', 'staff'] as const;

export const chatMessageSchema = v.looseObject({
  ID: id,
  ROOM_ID: id,
  AUTHOR: v.picklist(CHAT_AUTHORS),
  AUTHOR_NAME: v.optional(v.string(), ''),
  TEXT: v.optional(v.string(), ''),
  /** ISO date and time. */
  CREATED: v.string(),
  FILES: v.optional(v.array(chatFileSchema), []),
  /** The customer's own id of the message (`CLIENT_ID` of send): how a retry is recognised. */
  CLIENT_ID: nullableText,
  /** Staff messages: read by the customer. */
  READ: flag,
});

/** A conversation of the customer with one member of staff. */
export const chatRoomSchema = v.looseObject({
  ID: id,
  STAFF_ID: id,
  STAFF_NAME: v.string(),
  STAFF_ROLE: v.optional(v.string(), ''),
  CREATED: v.string(),
  LAST_TEXT: nullableText,
  LAST_AT: nullableText,
  /** Staff messages the customer has not opened yet. */
  UNREAD: v.optional(v.number(), 0),
  /** The customer wrote last and staff have not answered yet. */
  PENDING: flag,
});

export const chatStaffListSchema = v.looseObject({ result: v.array(chatStaffSchema) });
export const chatUserSchema = v.looseObject({
  result: v.looseObject({ CHAT_USER_ID: id, CUSTOMER: id, CREATED: flag }),
});
export const chatRoomListSchema = v.looseObject({ result: v.array(chatRoomSchema) });
export const chatRoomAnswerSchema = v.looseObject({ result: chatRoomSchema });
export const chatMessagesSchema = v.looseObject({ result: v.array(chatMessageSchema), room: chatRoomSchema });
export const chatSentSchema = v.looseObject({ result: chatMessageSchema });

export type ChatStaff = v.InferOutput<typeof chatStaffSchema>;
export type ChatFile = v.InferOutput<typeof chatFileSchema>;
export type ChatMessage = v.InferOutput<typeof chatMessageSchema>;
export type ChatRoom = v.InferOutput<typeof chatRoomSchema>;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];
