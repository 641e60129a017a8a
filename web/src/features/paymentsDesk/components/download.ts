/**
 * Saves `text` as a file named `fileName` (a link with `download`, clicked). The byte-order
 * mark tells Excel the file is UTF-8, so names with accents are not garbled.
 */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // after the click has handed the file to the browser's download
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
