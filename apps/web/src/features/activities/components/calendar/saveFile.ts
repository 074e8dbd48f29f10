/**
 * Hands a file made in the page to the browser as a download named `fileName`: a hidden link with `download`,
 * clicked, its object address released once the click's task is over. (The members area has the same helper; a
 * shared one would belong to the shell, which this issue does not touch.)
 */
export const saveFile = (blob: Blob, fileName: string): void => {
  const address = URL.createObjectURL(blob);
  const anchor = Object.assign(document.createElement('a'), { href: address, download: fileName, hidden: true });
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(address), 0);
};

/** Characters no file system takes in a name, and control characters. */
// eslint-disable-next-line no-control-regex
const unsafe = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

/** An activity's title as a file name: what a file system refuses becomes '-', and an empty name 'aktivitet'. */
export const icsFileName = (title: string): string => {
  const stem = title.replace(unsafe, '-').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').slice(0, 100).trim();
  return `${stem || 'aktivitet'}.ics`;
};
