export {
  ChatThread,
  type ChatThreadMessage,
  type ChatThreadProps,
  formatMessageTime,
  MESSAGE_MAX_LENGTH,
  messageToSend,
} from './ChatThread';
