import { fallbackLocale, type BrandFile, type LocaleCode } from '@klubhus/domain';
import * as z from 'zod';
import type { Brands } from '../brands.js';
import { readLocaleFiles } from '../localeFiles.js';
import type { MailPayload } from './mail.js';

/**
 * The one template mechanism of the server's mail. Texts live in the web's locale folders
 * (`locales/<code>/mail.json`, all 8 languages, checked by the web's locale tests); every mail is written in
 * the recipient's language (else the brand's default, else Danish) and carries its brand: the company name,
 * the logo and the brand colour.
 */

const text = z.string().min(1);
/** One mail: a subject, a greeting, the message, the action its link stands for, and a closing line. */
const template = z.strictObject({ subject: text, greeting: text, intro: text, action: text, outro: text });
const mailTexts = z.strictObject({
  layout: z.strictObject({ footer: text }),
  passwordReset: template,
  clubWelcome: template,
  /** An inactive member's invitation (ADR 018): `name` the people invited, `club`, `inviter` the administrator. */
  invitation: template,
  /**
   * The activity mails (ADR 023): `activity` its title, `time` its start in the club's zone and the recipient's
   * language, `count` a series' occurrences, `deadline` the reply deadline, `reason` a cancellation's reason.
   */
  activityInvitation: template,
  activityInvitationSeries: template,
  activityReminder: template,
  activityCancellation: template,
  activityCancellationReason: template,
  activityCancellationSeries: template,
  activityCancellationSeriesReason: template,
  /**
   * A club's message to its members (ADR 028): `club`, `title` the message's; the message itself follows the intro as
   * its writer wrote it (`writing`), and `unsubscribe` is the footer's link to leave the club's message mails.
   */
  boardMessage: template.extend({ unsubscribe: text }),
});
type MailTexts = z.infer<typeof mailTexts>;

export type MailTemplate = Exclude<keyof MailTexts, 'layout'>;

/** Reads every locale's `mail.json`; a missing or malformed file stops the start. */
export const readMailTexts = (localesDir: string): ReadonlyMap<LocaleCode, MailTexts> =>
  readLocaleFiles(localesDir, 'mail.json', mailTexts, 'a mail text file');

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => entities[char] ?? char);

/** An http(s) address in a text a person wrote; what ends a sentence after it is not part of it. */
const webAddress = /\bhttps?:\/\/[^\s<>"']*[^\s<>"'.,;:!?()[\]{}]/gi;

/**
 * Text a person wrote (a club's message) as HTML: every character shown as written (never their markup), line breaks
 * kept, web addresses made links.
 */
const textAsHtml = (written: string): string => {
  const lines = (part: string) => escapeHtml(part).replace(/\r\n?|\n/g, '<br>\n');
  let html = '';
  let from = 0;
  for (const match of written.matchAll(webAddress)) {
    const address = escapeHtml(match[0]);
    html += `${lines(written.slice(from, match.index))}<a href="${address}">${address}</a>`;
    from = match.index + match[0].length;
  }
  return html + lines(written.slice(from));
};

/** `{{name}}` placeholders filled in; an unknown one stays visible rather than vanish. */
const fill = (textWith: string, values: Record<string, string>): string =>
  textWith.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

const luminance = (hex: string): number => {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The colour of a brand file that sets none (the design system's default brand colour). */
const DEFAULT_BRAND_COLOUR = '#1f6feb';

/** The brand colour (`--color-brand`) and the text colour that reads on it. */
const brandColours = (brand: BrandFile): { colour: string; onColour: string } => {
  const hex = (value: string | undefined): value is string => value !== undefined && /^#[0-9a-f]{6}$/i.test(value);
  const token = brand.tokens['--color-brand'];
  const colour = hex(token) ? token : DEFAULT_BRAND_COLOUR;
  const given = brand.tokens['--color-brand-fg'];
  if (hex(given)) return { colour, onColour: given };
  // White or black, whichever has the higher WCAG contrast on the colour.
  const onWhite = 1.05 / (luminance(colour) + 0.05);
  const onBlack = (luminance(colour) + 0.05) / 0.05;
  return { colour, onColour: onWhite >= onBlack ? '#ffffff' : '#000000' };
};

interface MailRequest {
  template: MailTemplate;
  brand: BrandFile;
  /** The recipient's language; null for the brand's default. */
  locale: LocaleCode | null;
  to: string;
  /** The placeholders of the template besides `companyName`. */
  values: Record<string, string>;
  /** Where the action leads. */
  link: string;
  clubId?: number;
  /** What a person wrote (a club's message), shown after the intro as text: a heading and the text. */
  writing?: { title: string; text: string };
  /**
   * The mail belongs to a list the recipient can leave (ADR 028): the template's `unsubscribe` line links `page` in the
   * footer, and the mail carries the List-Unsubscribe header fields (`listHeaders`).
   */
  unsubscribe?: { page: string; oneClick: string };
}

export interface Mailer {
  compose: (request: MailRequest) => MailPayload;
  brands: Brands;
}

/** Built once in `app.ts` from the locale files and the brands. */
export const createMailer = ({
  texts,
  brands,
  publicUrl,
}: {
  texts: ReadonlyMap<LocaleCode, MailTexts>;
  brands: Brands;
  publicUrl: string;
}): Mailer => ({
  brands,
  compose: ({ template, brand, locale, to, values, link, clubId, writing, unsubscribe }) => {
    const language = locale ?? brand.defaultLocale;
    const localeTexts = texts.get(language) ?? texts.get(fallbackLocale);
    if (!localeTexts) throw new Error(`No mail texts for ${language}`);
    const all = { companyName: brand.companyName, ...values };
    const parts = Object.fromEntries(
      Object.entries(localeTexts[template]).map(([key, value]) => [key, fill(value, all)]),
    ) as Record<keyof MailTexts[MailTemplate], string> & { unsubscribe?: string };
    const footer = fill(localeTexts.layout.footer, all);
    if (unsubscribe && parts.unsubscribe === undefined) throw new Error(`${template} has no unsubscribe line`);
    const leave = unsubscribe && { line: parts.unsubscribe ?? '', page: unsubscribe.page };
    const { colour, onColour } = brandColours(brand);
    // Most mail clients show no SVG: an SVG logo is left out and the name stands alone.
    const logo = brand.logo && !/\.svg(\?|$)/i.test(brand.logo) ? new URL(brand.logo, publicUrl).toString() : undefined;
    const text = [
      `${parts.greeting}\n\n${parts.intro}\n\n`,
      writing ? `${writing.title}\n\n${writing.text.replace(/\r\n?/g, '\n')}\n\n` : '',
      `${parts.action}:\n${link}\n\n${parts.outro}\n\n-- \n${footer}\n`,
      leave ? `${leave.line}: ${leave.page}\n` : '',
    ].join('');
    const html = `<!doctype html>
<html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1b1f24">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${colour};color:${onColour};padding:20px 24px;font-size:20px;font-weight:bold">${
      logo ? `<img src="${escapeHtml(logo)}" alt="" height="32" style="vertical-align:middle;margin-right:12px">` : ''
    }${escapeHtml(brand.companyName)}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">
<p style="margin:0 0 16px">${escapeHtml(parts.greeting)}</p>
<p style="margin:0 0 24px">${escapeHtml(parts.intro)}</p>
${
  writing
    ? `<div style="margin:0 0 24px;padding:16px;border-left:4px solid ${colour};background:#f6f8fa">
<p style="margin:0 0 12px;font-weight:bold">${escapeHtml(writing.title)}</p>
<p style="margin:0">${textAsHtml(writing.text)}</p>
</div>
`
    : ''
}<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:${colour};color:${onColour};padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(parts.action)}</a></p>
<p style="margin:0;color:#57606a">${escapeHtml(parts.outro)}</p>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e1e4e8;font-size:12px;color:#57606a">${escapeHtml(footer)}${
      leave ? `<br><a href="${escapeHtml(leave.page)}" style="color:#57606a">${escapeHtml(leave.line)}</a>` : ''
    }</td></tr>
</table>
</td></tr>
</table>
</body></html>
`;
    return {
      to,
      subject: parts.subject,
      text,
      html,
      ...(clubId === undefined ? {} : { clubId }),
      ...(unsubscribe ? { unsubscribe } : {}),
    };
  },
});
