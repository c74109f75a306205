/**
 * Lines of a card's text that fit their width. librsvg draws SVG text on one line however long, so the card
 * measures words itself with the advance widths of DejaVu Sans, the font it names (Debian's fonts-dejavu-core).
 * Widths are in thousandths of an em, read from the fonts' hmtx tables for printable ASCII; an accented letter
 * counts as its base letter and anything else as a wide glyph, so an estimate errs towards a shorter line.
 */

// prettier-ignore
const book = [
  318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636,
  636, 636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838, 531, 1000, 684, 686, 698, 770, 632,
  575, 775, 752, 295, 295, 656, 557, 863, 748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685,
  611, 685, 390, 337, 390, 838, 500, 500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579,
  278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337, 636, 838,
];
// prettier-ignore
const bold = [
  348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696,
  696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734, 830, 683,
  683, 821, 837, 372, 372, 775, 637, 995, 837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771,
  724, 725, 457, 365, 457, 838, 500, 500, 675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665,
  343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712, 365, 712, 838,
];

export type Weight = 'normal' | 'bold';

/** Punctuation the cards write themselves, at its width in the bold face (the wider). */
const punctuation: Record<string, number> = { '…': 1000, '·': 380, '‘': 380, '’': 380, '“': 657, '”': 657, '–': 500, '—': 1000 };

/** Scripts drawn by a fallback font (CJK, emoji) take about a full em; other glyphs stay under most capitals. */
const unknownWidth = (code: number) => (code >= 0x2e80 ? 1000 : 850);

const charWidth = (char: string, table: readonly number[]) => {
  const code = char.codePointAt(0)!;
  if (code >= 32 && code < 127) return table[code - 32]!;
  // A no-break space (between "Ksh" and the amount) is as wide as a space.
  if (/\s/.test(char)) return table[0]!;
  if (char in punctuation) return punctuation[char]!;
  const base = char.normalize('NFD').codePointAt(0)!;
  return base >= 32 && base < 127 ? table[base - 32]! : unknownWidth(code);
};

/** The width of `text` in pixels at `size` pixels an em. */
export const textWidth = (text: string, size: number, weight: Weight = 'normal') => {
  const table = weight === 'bold' ? bold : book;
  let total = 0;
  for (const char of text) total += charWidth(char, table);
  return (total * size) / 1000;
};

export interface TextBox {
  size: number;
  weight?: Weight;
  width: number;
  lines: number;
}

/** The longest start of `text` that fits `width` with an ellipsis after it, cut after a word when one ends near. */
const cutToFit = (text: string, { size, weight, width }: TextBox) => {
  const chars = [...text];
  while (chars.length && textWidth(`${chars.join('').trimEnd()}…`, size, weight) > width) chars.pop();
  const kept = chars.join('').trimEnd();
  const space = kept.lastIndexOf(' ');
  return `${(space > kept.length * 0.6 ? kept.slice(0, space) : kept).replace(/[\s,;:.–-]+$/, '')}…`;
};

/**
 * `text` in at most `lines` lines of `width` pixels, broken between words (inside a word only when it is wider
 * than a line), the last line ending in an ellipsis when anything was left out.
 */
export const wrapText = (text: string, box: TextBox): string[] => {
  const { size, weight, width, lines: most } = box;
  const fits = (line: string) => textWidth(line, size, weight) <= width;
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (let i = 0; i < words.length; i += 1) {
    const joined = line ? `${line} ${words[i]}` : words[i]!;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = words[i]!;
    // A word wider than a line is split where it reaches the edge.
    while (!fits(line) && lines.length < most) {
      const chars = [...line];
      let head = '';
      while (chars.length && fits(head + chars[0])) head += chars.shift();
      lines.push(head);
      line = chars.join('');
    }
    if (lines.length >= most) {
      const rest = [...lines.splice(most - 1), line, ...words.slice(i + 1)].join(' ');
      return [...lines, cutToFit(rest, box)];
    }
  }
  if (line) lines.push(line);
  return lines;
};
