/**
 * Hands a file the app fetched (with the session, so not through a plain link) to the browser
 * to save under `filename`, as a link with `download` would. The object URL is let go after
 * the click has started the download.
 */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
