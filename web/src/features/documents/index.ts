// The documents feature's public API: the official documents' download button (its label per
// visitor, spec §4) and the download itself, through a short-lived link from downloadDocument.
export { DocumentDownloadButton } from './components/DocumentDownloadButton';
export { useDocumentDownload } from './hooks/useDocumentDownload';
