export { ChatScreen } from './ui/chat-screen';
export { loadChatFx, $outbox } from './model/chat';
export type { OutgoingMessage } from './model/chat';
