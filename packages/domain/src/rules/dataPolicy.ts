/** Schemes a data-policy link may already carry (spec document 1 §5: "http, https or ftp"). */
const schemePrefix = /^(https?|ftp):/i;

/**
 * The address a data-policy link opens (spec document 1 §5): used as is when it starts with http, https or
 * ftp, otherwise `https://` is prefixed. We read "starts with" as "starts with that scheme and a colon", so
 * that `httpklub.dk` becomes `https://httpklub.dk` rather than a broken link. A rule of its own (no schema):
 * the sign-in page opens the link, and /login loads no full zod (ADR 015).
 */
export const dataPolicyHref = (link: string): string => {
  const trimmed = link.trim();
  return schemePrefix.test(trimmed) ? trimmed : `https://${trimmed}`;
};
