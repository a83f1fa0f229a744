export { ChatScreen } from './ui/chat-screen';
