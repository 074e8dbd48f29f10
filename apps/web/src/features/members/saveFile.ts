/**
 * Hands a downloaded file to the browser as a saved file named `fileName` (a link with `download`, clicked): the
 * only way a page saves a Blob without a server round trip.
 */
export const saveFile = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
