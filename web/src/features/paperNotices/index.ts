// Paper notices: the accounts no e-mail reaches, their notices to print and their mailing list.
export { PaperNotices } from './components/PaperNotices';
