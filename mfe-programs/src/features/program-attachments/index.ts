export { AttachmentList, attachmentDetails } from './attachment-list';
export { AttachmentsPanel } from './attachments-panel';
