// E-mails not delivered: the board's page of them (Resend, Dismiss) and the desk's count.
export { UndeliveredMailList } from './components/UndeliveredMailList';
export { UndeliveredMailNotice } from './components/UndeliveredMailNotice';
