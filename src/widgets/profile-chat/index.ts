export { ChatScreen } from './ui/chat-screen';
export { ChatGate, POLL_MS } from './model/chat';
export { roomIdOfPath, roomPath } from './lib/chat';
