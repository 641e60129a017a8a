/**
 * Saves a document from its short-lived link without leaving the page or opening a tab (the
 * tab opened for the download stayed behind, blank). The link answers the PDF as an
 * attachment, so following it from a link element downloads the file and the page stays as it
 * is; and a download needs no click of its own, so it may start after the link is fetched.
 */
export function saveFromLink(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  // a hint only: the link is on another origin, so its Content-Disposition names the file
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
