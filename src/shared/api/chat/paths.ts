import { apiPathOf } from '@/shared/config/api-table';

/** The chat's endpoints (ours: the spec shows no paths; docs/decisions/chat-calls.md), for the calls and the simulator; overridable (api-table.ts). */
export const CHAT_PATHS = {
  staff: apiPathOf('chat.staff'),
  createUser: apiPathOf('chat.create-user'),
  rooms: apiPathOf('chat.rooms'),
  createRoom: apiPathOf('chat.create-room'),
  messages: apiPathOf('chat.messages'),
  send: apiPathOf('chat.send'),
  file: apiPathOf('chat.file'),
} as const;
