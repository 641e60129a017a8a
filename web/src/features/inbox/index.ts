// The contact inbox's public API: the contact form's messages, sent to the board
// and read on the board's Messages page.
export { sendContactMessage } from './api/contactMessages';
export { ContactInbox } from './components/ContactInbox';
