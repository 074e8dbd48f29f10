/**
 * Stories only: deterministic inline images (data: URIs, no network) for avatars and club logos.
 * Colours here are picture content, not UI tokens.
 */
const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`)}`;

/** A person silhouette on a warm background. */
export const personImage = svg(
  '<rect width="64" height="64" fill="#f59e0b"/><circle cx="32" cy="25" r="12" fill="#fff7ed"/><path d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="#fff7ed"/>',
);

/** A second person, on a cool background. */
export const personImage2 = svg(
  '<rect width="64" height="64" fill="#0ea5e9"/><circle cx="32" cy="25" r="12" fill="#ecfeff"/><path d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="#ecfeff"/>',
);

/** A club crest: a shield on green. */
export const clubLogo = svg(
  '<rect width="64" height="64" fill="#166534"/><path d="M32 10l16 6v14c0 11-7 19-16 24-9-5-16-13-16-24V16z" fill="#fde047"/><path d="M32 18v28" stroke="#166534" stroke-width="4"/>',
);

/** A second club logo: a ball on navy. */
export const clubLogo2 = svg(
  '<rect width="64" height="64" fill="#1e3a8a"/><circle cx="32" cy="32" r="16" fill="#f8fafc"/><path d="M32 22l8 6-3 9h-10l-3-9z" fill="#1e3a8a"/>',
);

/** Not an image: makes an <img> fail, to show the initials fallback. */
export const brokenImage = 'data:image/png;base64,AAAA';
