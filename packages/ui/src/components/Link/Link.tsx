import { Link as RACLink, composeRenderProps, type LinkProps as RACLinkProps } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { ExternalIcon } from '../../internal/icons';
import { focusRing } from '../../internal/focusRing';

export type LinkVariant = 'inline' | 'standalone';
export type LinkTone = 'brand' | 'inherit';

export interface LinkProps extends RACLinkProps {
  /**
   * `inline` sits in running text: brand-coloured and always underlined, so it is told apart without
   * colour. `standalone` stands on its own (a "Glemt password?" under a form): medium weight, underlined
   * on hover.
   * @default 'inline'
   */
  variant?: LinkVariant;
  /**
   * The text colour: `brand`, or `inherit` to take the surrounding text colour (a link in a coloured alert).
   * A disabled link is grey either way.
   * @default 'brand'
   */
  tone?: LinkTone;
  /**
   * Whether the link is disabled: not focusable, not followed.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Whether a link that opens a new tab (`target="_blank"`) shows a small arrow-out-of-box icon.
   * @default true
   */
  showExternalIcon?: boolean;
}

const link = tv({
  extend: focusRing,
  base: 'rounded-[2px] underline-offset-2 transition-colors',
  variants: {
    variant: {
      inline: 'decoration-1 hovered:decoration-2',
      standalone: 'inline-flex items-center gap-1 font-medium no-underline hovered:underline',
    },
    tone: { brand: '', inherit: '' },
    isDisabled: { true: 'cursor-default text-fg-disabled no-underline', false: 'cursor-pointer' },
  },
  // The colour and the underline of an enabled link; a disabled one has only isDisabled's, since classes
  // are joined, not merged.
  compoundVariants: [
    { tone: 'brand', isDisabled: false, className: 'text-brand-soft-fg' },
    { variant: 'inline', isDisabled: false, className: 'underline' },
  ],
  defaultVariants: { variant: 'inline', tone: 'brand' },
});

/**
 * A link on RAC's Link: `href` navigates (the app's RouterProvider handles internal paths), `onPress`
 * without `href` acts like a button. A link with `target="_blank"` gets `rel="noopener noreferrer"` so
 * the new page cannot reach back into ours, and an icon that marks it as leaving the app.
 */
export function Link({ variant, tone, showExternalIcon = true, ...props }: LinkProps) {
  const opensNewTab = props.target === '_blank';
  const rel = opensNewTab
    ? [...new Set([...(props.rel ?? '').split(/\s+/), 'noopener', 'noreferrer'])].filter(Boolean).join(' ')
    : props.rel;
  return (
    <RACLink
      {...props}
      rel={rel}
      className={composeRenderProps(props.className, (className, renderProps) =>
        link({ ...renderProps, variant, tone, className }),
      )}
    >
      {composeRenderProps(props.children, (children) => (
        <>
          {children}
          {opensNewTab && showExternalIcon && (
            <ExternalIcon className="ml-0.5 inline-block size-3.5 align-[-0.125em]" />
          )}
        </>
      ))}
    </RACLink>
  );
}
