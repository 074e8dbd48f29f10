import { useId, useState } from 'react';
import { DropZone, FileTrigger, type DropItem, type FileDropItem } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { focusRing } from '../../internal/focusRing';
import { Button } from '../Button';
import { CSV_FILE_TYPES, isAcceptedFile, rejectedFileMessage } from './acceptedFile';

export interface FileDropProps {
  /**
   * The accepted files: extensions (`.csv`) and MIME types (`text/csv`, `image/*`); a file matching any
   * entry is accepted, case-insensitively. An empty list accepts every file.
   * @default ['.csv', 'text/csv']
   */
  acceptedFileTypes?: readonly string[];
  /**
   * Called with an accepted file, chosen in the picker, dropped, or pasted into the drop zone.
   * @default undefined
   */
  onSelect?: (file: File) => void;
  /**
   * Whether several files may be chosen or dropped at once; they reach `onSelectFiles` together, and only when every
   * one is accepted (a chosen file of another type refuses the whole choice, with the error). `onSelect` then gets
   * nothing, and no file name is shown beside the button.
   * @default false
   */
  allowsMultiple?: boolean;
  /**
   * Called with the files chosen, dropped or pasted at once, when `allowsMultiple` and every one is accepted.
   * @default undefined
   */
  onSelectFiles?: (files: File[]) => void;
  /**
   * The picker button's text.
   * @default 'Vælg fil'
   */
  label?: string;
  /**
   * The hint beside the button.
   * @default 'eller træk en fil hertil'
   */
  dropHint?: string;
  /**
   * The accessible name of the drop zone, a tab stop where a file can also be pasted.
   * @default 'Træk en fil hertil'
   */
  dropZoneLabel?: string;
  /**
   * Shown in red under the picker when a file of another type is chosen or dropped.
   * @default derived from the extensions in `acceptedFileTypes`, e.g. 'Kun .csv-filer kan bruges'
   * ('Filtypen kan ikke bruges' when they name none)
   */
  rejectedMessage?: string;
  /**
   * An error from outside (e.g. the file could not be read by the server), shown in red under the
   * picker when the type is fine.
   * @default undefined
   */
  errorMessage?: string;
  /**
   * Whether choosing and dropping are disabled.
   * @default false
   */
  isDisabled?: boolean;
}

const zone = tv({
  extend: focusRing,
  base: 'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-surface border-2 border-dashed p-4 transition-colors',
  variants: {
    isDropTarget: { true: 'bg-brand-soft', false: 'bg-surface' },
    isDisabled: { true: 'border-border' },
  },
  // One border colour per state (classes are joined, not merged): disabled wins over a drop target.
  compoundVariants: [
    { isDisabled: false, isDropTarget: true, className: 'border-brand' },
    { isDisabled: false, isDropTarget: false, className: 'border-border-strong' },
  ],
});

const isFileItem = (item: DropItem): item is FileDropItem => item.kind === 'file';

/**
 * A file picker that also takes a dropped (or pasted) file. Only files of `acceptedFileTypes` reach
 * `onSelect`; any other shows the error in red under the picker. One file: of several dropped, the
 * first counts (unless `allowsMultiple`). The picker's filter is a convenience; the check runs on every file however it came.
 */
export function FileDrop({
  acceptedFileTypes = CSV_FILE_TYPES,
  onSelect,
  allowsMultiple = false,
  onSelectFiles,
  label = 'Vælg fil',
  dropHint = 'eller træk en fil hertil',
  dropZoneLabel = 'Træk en fil hertil',
  rejectedMessage,
  errorMessage,
  isDisabled = false,
}: FileDropProps) {
  const errorId = useId();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [isRejected, setIsRejected] = useState(false);
  const error = isRejected ? (rejectedMessage ?? rejectedFileMessage(acceptedFileTypes)) : errorMessage;

  const take = (files: File[]) => {
    const [file] = files;
    if (!file) return;
    const taken = allowsMultiple ? files : [file];
    if (!taken.every((each) => isAcceptedFile(each, acceptedFileTypes))) {
      setIsRejected(true);
      setChosen(undefined);
      return;
    }
    setIsRejected(false);
    if (allowsMultiple) {
      onSelectFiles?.(taken);
      return;
    }
    setChosen(file.name);
    onSelect?.(file);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <DropZone
        aria-label={dropZoneLabel}
        isDisabled={isDisabled}
        getDropOperation={() => (isDisabled ? 'cancel' : 'copy')}
        onDrop={async ({ items }) => take(await Promise.all(items.filter(isFileItem).map((item) => item.getFile())))}
        className={(renderProps) => zone(renderProps)}
      >
        <FileTrigger
          acceptedFileTypes={acceptedFileTypes}
          allowsMultiple={allowsMultiple}
          onSelect={(files) => take(files ? [...files] : [])}
        >
          <Button variant="secondary" isDisabled={isDisabled} aria-describedby={error ? errorId : undefined}>
            {label}
          </Button>
        </FileTrigger>
        <span className="text-sm text-fg-muted">{dropHint}</span>
        {chosen && <span className="min-w-0 truncate text-sm font-medium text-fg">{chosen}</span>}
      </DropZone>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
