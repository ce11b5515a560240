export { createChatModule } from './chat-module';
