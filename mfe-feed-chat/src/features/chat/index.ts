export { ChatListPage } from './components/chat-list-page';
export { ConversationPage } from './components/conversation-page';
