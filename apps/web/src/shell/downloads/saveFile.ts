/**
 * Hands a file made in the page to the browser as a download named `fileName` (a hidden link with `download`,
 * clicked): the only way a page saves a Blob without a server round trip. Its object address is released once the
 * click's task is over, when the browser has taken the file.
 */
export const saveFile = (blob: Blob, fileName: string): void => {
  const address = URL.createObjectURL(blob);
  const anchor = Object.assign(document.createElement('a'), { href: address, download: fileName, hidden: true });
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(address), 0);
};
