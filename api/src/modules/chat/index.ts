export { registerChatModule } from './chat-module';
