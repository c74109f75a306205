/**
 * A share card drawn as SVG, 1200×630 (the size Facebook, WhatsApp and X show large): the ElimuHub logo and
 * name, the kind of page, its title in up to three lines and a few facts, over the site's green footer with the
 * site's address. Colours are the site's (src/web/site/styles.css); text is DejaVu Sans, measured by text-fit.ts.
 */
import type { CardContent } from './card-content.ts';
import { textWidth, wrapText } from './text-fit.ts';
import { escapeMarkup } from '../seo/escape-markup.ts';

export const cardWidth = 1200;
export const cardHeight = 630;

const colours = { brand: '#0b6e4f', brandDark: '#085a40', accent: '#f2a900', ink: '#1d2521', muted: '#4f5b55', line: '#d7dfdb', paper: '#ffffff' };
const font = 'DejaVu Sans, sans-serif';
const margin = 72;
const textWidthMax = cardWidth - 2 * margin;
/** Text must end above the footer's accent line. */
const contentBottom = 528;
const footerTop = 560;

/** The favicon's shapes (public/favicon.svg), drawn 64 units wide. */
export const logoShapes =
  '<rect width="64" height="64" rx="14" fill="#0b6e4f"/><path d="M12 26 32 16l20 10-20 10z" fill="#fff"/><path d="M20 31v9c0 3 6 6 12 6s12-3 12-6v-9l-12 6z" fill="#f4c430"/>';

/** Characters XML 1.0 does not allow (librsvg refuses the whole picture otherwise), lone surrogates among them. */
// eslint-disable-next-line no-control-regex
const notInXml = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Characters XML 1.0 does not allow are dropped; the rest escaped. */
export const escapeXml = (text: string) => escapeMarkup(text.replace(notInXml, ''));

const textTag = (x: number, y: number, size: number, fill: string, content: string, extra = '') =>
  `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" fill="${fill}"${extra}>${escapeXml(content)}</text>`;

/** The title at the largest size that fits: two lines of 66 px, else three of 54 px. */
const titleLines = (title: string) => {
  const large = wrapText(title, { size: 66, weight: 'bold', width: textWidthMax, lines: 2 });
  if (!large.at(-1)?.endsWith('…')) return { size: 66, lines: large };
  return { size: 54, lines: wrapText(title, { size: 54, weight: 'bold', width: textWidthMax, lines: 3 }) };
};

const stars = (value: number, x: number, y: number) => {
  const full = Math.round(value);
  return [1, 2, 3, 4, 5].map((n) => textTag(x + (n - 1) * 38, y, 36, n <= full ? colours.accent : colours.line, '★')).join('');
};

/** `host`: the site's address as people type it (elimuhub.co.ke), shown in the footer. */
export const cardSvg = (content: CardContent, host: string) => {
  const parts: string[] = [];
  const title = titleLines(content.title);
  const lineHeight = Math.round(title.size * 1.16);
  let y = 206;
  parts.push(textTag(margin, y, 26, colours.brand, content.kind.toUpperCase(), ' font-weight="bold" letter-spacing="2"'));
  y += 24;
  for (const line of title.lines) {
    y += lineHeight;
    parts.push(textTag(margin, y, title.size, colours.ink, line, ' font-weight="bold"'));
  }
  y += 16;
  if (content.rating && y + 58 <= contentBottom) {
    y += 58;
    parts.push(stars(content.rating.stars, margin, y), textTag(margin + 5 * 38 + 16, y - 2, 30, colours.muted, content.rating.text));
  }
  for (const fact of content.facts) {
    if (y + 50 > contentBottom) break;
    y += 50;
    const [line] = wrapText(fact, { size: 30, width: textWidthMax, lines: 1 });
    parts.push(textTag(margin, y, 30, colours.muted, line ?? ''));
  }
  const tagline = 'Schools · Colleges · Jobs · Shops';
  const room = textWidthMax - textWidth(tagline, 24) - 40;
  const [address] = wrapText(host, { size: 28, weight: 'bold', width: room, lines: 1 });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${cardWidth}" height="${cardHeight}" viewBox="0 0 ${cardWidth} ${cardHeight}">
<rect width="${cardWidth}" height="${cardHeight}" fill="${colours.paper}"/>
<g transform="translate(${margin} 52) scale(1.0625)">${logoShapes}</g>
${textTag(margin + 88, 100, 42, colours.brandDark, 'ElimuHub', ' font-weight="bold"')}
${parts.join('\n')}
<rect x="0" y="${footerTop - 8}" width="${cardWidth}" height="8" fill="${colours.accent}"/>
<rect x="0" y="${footerTop}" width="${cardWidth}" height="${cardHeight - footerTop}" fill="${colours.brand}"/>
${textTag(margin, 606, 28, colours.paper, address ?? '', ' font-weight="bold"')}
${textTag(cardWidth - margin, 605, 24, colours.paper, tagline, ' text-anchor="end"')}
</svg>`;
};
