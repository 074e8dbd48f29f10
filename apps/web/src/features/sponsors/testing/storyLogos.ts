import { http, HttpResponse, type HttpHandler } from 'msw';

/** The sample logos' looks (`answers.ts` names them): a plate and its lettering, in named colours (no hex here). */
const looks: Record<string, { text: string; plate: string; ink: string }> = {
  kornet: { text: 'Bageriet Kornet', plate: 'saddlebrown', ink: 'wheat' },
  'jysk-sport': { text: 'Jysk Sport', plate: 'seagreen', ink: 'white' },
  'aarhus-cykler': { text: 'Aarhus Cykler', plate: 'midnightblue', ink: 'gold' },
  holm: { text: 'Tandlæge Holm', plate: 'lightcyan', ink: 'teal' },
};
const uploaded = { text: 'Nyt logo', plate: 'dimgray', ink: 'white' };

/** A wide logo (600 × 200): the name on a rounded plate. */
const drawing = ({ text, plate, ink }: { text: string; plate: string; ink: string }) =>
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200" viewBox="0 0 600 200">' +
  `<rect width="600" height="200" rx="28" fill="${plate}"/>` +
  `<text x="300" y="122" font-family="sans-serif" font-size="58" font-weight="700" fill="${ink}" ` +
  `text-anchor="middle">${text}</text></svg>`;

/**
 * The sponsors' logo files for stories: the server serves them under `/files/sponsors/<club>/`, Storybook has no such
 * files, so MSW draws them (a logo uploaded in a story comes back as a grey "Nyt logo"). Not an API call, so not a
 * contract answer: put it after `mswHandlers(...)` in a story's handlers.
 */
export const sponsorLogoFiles: HttpHandler = http.get('*/files/sponsors/:club/:file', ({ params }) => {
  const name = String(params.file).replace(/\.png$/, '');
  return new HttpResponse(drawing(looks[name] ?? uploaded), { headers: { 'Content-Type': 'image/svg+xml' } });
});
