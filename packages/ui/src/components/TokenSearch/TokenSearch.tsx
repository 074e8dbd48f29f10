import { useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Button, Input, Tag, TagGroup, TagList, TextField, composeRenderProps, type Key } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { FieldDescription, FieldLabel, fieldBox, fieldStack } from '../../internal/field';
import { focusRing } from '../../internal/focusRing';
import { CloseIcon } from '../../internal/icons';
import { addToken, joinQuery, removeLastToken, removeToken } from './tokens';

export interface TokenSearchProps {
  /**
   * The visible label of the text input.
   * @default 'Søg'
   */
  label?: string;
  /** A help text under the box, linked to the input by `aria-describedby`. */
  description?: string;
  /**
   * The hint in the empty input, shown while there are no tokens.
   * @default 'Søg efter navn, email …'
   */
  placeholder?: string;
  /**
   * The word before the term in each remove button's accessible name ("Fjern Anna").
   * @default 'Fjern'
   */
  removeLabel?: string;
  /**
   * The accessible name of the list of tokens.
   * @default 'Søgeord'
   */
  tokensLabel?: string;
  /** The tokens, controlled; pair with `onTokensChange`. */
  tokens?: readonly string[];
  /**
   * The initial tokens, uncontrolled.
   * @default []
   */
  defaultTokens?: readonly string[];
  /** Called with the new tokens when one is added or removed. */
  onTokensChange?: (tokens: readonly string[]) => void;
  /** Called with the joined query ("anna hansen", one space between tokens) when the tokens change. */
  onQueryChange?: (query: string) => void;
  /**
   * Whether the search is disabled: no typing, no removing.
   * @default false
   */
  isDisabled?: boolean;
  /** Classes for the outer element (layout: width, margins). */
  className?: string;
  /** The text `<input>`, e.g. to focus it. */
  ref?: Ref<HTMLInputElement>;
}

const tag = tv({
  extend: focusRing,
  base: 'flex max-w-full cursor-default items-center gap-0.5 rounded-control py-0.5 pr-0.5 pl-2 text-sm',
  variants: {
    isDisabled: { true: 'bg-surface-sunken text-fg-disabled', false: 'bg-brand-soft text-brand-soft-fg' },
  },
});

const removeButton = tv({
  extend: focusRing,
  base: 'flex size-5 shrink-0 cursor-default items-center justify-center rounded-control',
  variants: {
    isHovered: { true: '' },
    isPressed: { true: 'bg-brand-soft-fg/25' },
  },
  // Pressed wins over hovered (classes are joined, not merged).
  compoundVariants: [{ isHovered: true, isPressed: false, className: 'bg-brand-soft-fg/15' }],
});

/**
 * The member search box (spec §2): the user types a term and presses Enter, and the term becomes a
 * removable token; the joined tokens are the query. Enter adds the trimmed term and clears the input;
 * an empty term or one already there (compared without regard to case) adds nothing. A token goes
 * with its remove button ("Fjern Anna"), with Backspace or Delete on the focused token, or — the last
 * one — with Backspace in the empty input. Enter never submits a surrounding form.
 */
export function TokenSearch({
  label = 'Søg',
  description,
  placeholder = 'Søg efter navn, email …',
  removeLabel = 'Fjern',
  tokensLabel = 'Søgeord',
  tokens: controlledTokens,
  defaultTokens = [],
  onTokensChange,
  onQueryChange,
  isDisabled = false,
  className,
  ref,
}: TokenSearchProps) {
  const [ownTokens, setOwnTokens] = useState(defaultTokens);
  const [text, setText] = useState('');
  const [isInputFocused, setInputFocused] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const tokens = controlledTokens ?? ownTokens;

  const change = (next: readonly string[]) => {
    if (next === tokens) return;
    if (controlledTokens === undefined) setOwnTokens(next);
    onTokensChange?.(next);
    onQueryChange?.(joinQuery(next));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      change(addToken(tokens, text));
      setText('');
    } else if (event.key === 'Backspace' && text === '' && tokens.length > 0) {
      event.preventDefault();
      change(removeLastToken(tokens));
    }
  };

  const onRemove = (keys: Set<Key>) => {
    let next = tokens;
    for (const key of keys) next = removeToken(next, String(key));
    change(next);
    // The removed token had focus: without a neighbour to take it, the input does.
    if (next.length === 0) inputRef.current?.focus();
  };

  const setInputRef = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  return (
    <TextField
      value={text}
      onChange={setText}
      isDisabled={isDisabled}
      className={[fieldStack, className].filter(Boolean).join(' ')}
    >
      <FieldLabel>{label}</FieldLabel>
      <div
        className={fieldBox({
          isFocusVisible: isInputFocused,
          isDisabled,
          className: 'flex min-h-9 flex-wrap items-center gap-1 px-1.5 py-1',
        })}
      >
        {tokens.length > 0 && (
          // The outer div of the TagGroup has no role, so `contents` only takes it out of the layout.
          <TagGroup aria-label={tokensLabel} onRemove={isDisabled ? undefined : onRemove} className="contents">
            <TagList className="flex max-w-full flex-wrap gap-1">
              {tokens.map((token) => (
                <Tag
                  key={token}
                  id={token}
                  textValue={token}
                  isDisabled={isDisabled}
                  className={composeRenderProps('', (c, renderProps) => tag({ ...renderProps, className: c }))}
                >
                  {({ allowsRemoving }) => (
                    <>
                      <span className="truncate">{token}</span>
                      {allowsRemoving && (
                        <Button
                          slot="remove"
                          aria-label={removeLabel}
                          // One tab stop for the whole list (the grid pattern): on a focused token,
                          // Backspace or Delete removes it.
                          excludeFromTabOrder
                          className={composeRenderProps('', (c, renderProps) =>
                            removeButton({ ...renderProps, className: c }),
                          )}
                        >
                          <CloseIcon className="size-3.5" />
                        </Button>
                      )}
                    </>
                  )}
                </Tag>
              ))}
            </TagList>
          </TagGroup>
        )}
        <Input
          ref={setInputRef}
          placeholder={tokens.length === 0 ? placeholder : undefined}
          onKeyDown={onKeyDown}
          onFocus={() => setInputFocused(true)}
          onBlur={() => setInputFocused(false)}
          className="h-7 min-w-32 flex-1 bg-transparent px-1.5 text-base text-fg outline-0 placeholder:text-fg-muted disabled:cursor-not-allowed disabled:text-fg-disabled"
        />
      </div>
      <FieldDescription>{description}</FieldDescription>
    </TextField>
  );
}
