/** The chat's endpoints (ours: the spec shows no paths; docs/decisions/chat-calls.md), for the calls and the simulator. */
export const CHAT_PATHS = {
  staff: '/mobile/chat/get-staff',
  createUser: '/mobile/chat/create-user',
  rooms: '/mobile/chat/get-rooms',
  createRoom: '/mobile/chat/create-room',
  messages: '/mobile/chat/get-messages',
  send: '/mobile/chat/send',
  file: '/mobile/chat/file',
} as const;
