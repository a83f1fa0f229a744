export { ChatScreen } from './ui/chat-screen';
export { ChatGate, POLL_MS, loadChatFx, $outbox } from './model/chat';
export type { ChatData, OutgoingMessage } from './model/chat';
export { roomIdOfPath, roomPath } from './lib/chat';
