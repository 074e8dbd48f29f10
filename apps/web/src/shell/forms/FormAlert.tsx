import type { ReactNode } from 'react';

/** A form-level error (role="alert"): failures that belong to no field, or to the whole form. */
export const FormAlert = ({ children }: { children: ReactNode }) => (
  <div role="alert" className="rounded-surface bg-danger-soft p-3 text-danger-soft-fg">
    {children}
  </div>
);

/** A confirmation at the top of a page (role="status"), e.g. "Vi har sendt et link til din email." */
export const Notice = ({ children }: { children: ReactNode }) => (
  <p role="status" className="rounded-surface bg-success-soft p-3 text-success-soft-fg">
    {children}
  </p>
);
