/**
 * Refuses PDFs that carry active content: scripts (/JavaScript, /JS), actions run on opening or on events
 * (/OpenAction, /AA), programs to launch (/Launch), attached files (/EmbeddedFile) and Flash or media
 * (/RichMedia). A CV is text and pictures; none of these belong in one, and each is how a PDF attacks the
 * employer who opens it.
 *
 * Names are read as PDF defines them, so `/J#61vaScript` (a hex escape) is `/JavaScript`. Dictionaries may also
 * sit compressed in object streams (/ObjStm); those are inflated, within a budget, and read the same way. An
 * object stream that cannot be read (another filter, corrupt, or past the budget) makes the file refused too:
 * what cannot be checked is not kept.
 */
import zlib from 'node:zlib';

export const activeContentMessage = 'This PDF contains scripts or actions; save it again as a plain PDF.';
export const uncheckableMessage =
  'This PDF could not be checked for scripts (it may be encrypted or damaged); save it again as a plain PDF, for example with "Print to PDF".';

const activeNames = new Set(['JavaScript', 'JS', 'OpenAction', 'AA', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia']);

/** Inflated bytes read from object streams, in all, before the file is given up on. */
const inflateBudget = 50 * 1024 * 1024;

/** PDF names: a slash, then regular characters (anything but white space and delimiters). */
const namePattern = /\/([^\s()<>[\]{}/%]*)/g;

const decodeName = (raw: string) => raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const hasActiveName = (text: string) => {
  for (const match of text.matchAll(namePattern)) if (activeNames.has(decodeName(match[1]!))) return true;
  return false;
};

/** The dictionary just before each `stream` keyword, the stream's bytes, and where the stream starts and ends. */
const streams = function* (pdf: Buffer) {
  let from = 0;
  for (;;) {
    const start = pdf.indexOf('stream', from, 'latin1');
    if (start === -1) return;
    from = start + 6;
    if (pdf.subarray(Math.max(0, start - 3), start).toString('latin1') === 'end') continue;
    let dataStart = start + 6;
    if (pdf[dataStart] === 0x0d) dataStart += 1;
    if (pdf[dataStart] === 0x0a) dataStart += 1;
    const end = pdf.indexOf('endstream', dataStart, 'latin1');
    if (end === -1) return;
    const dictStart = pdf.lastIndexOf('obj', start, 'latin1');
    const dictionary = pdf.subarray(dictStart === -1 ? Math.max(0, start - 2048) : dictStart, start).toString('latin1');
    yield { dictionary, data: pdf.subarray(dataStart, end), dataStart, end };
    from = end + 9;
  }
};

/** null when the PDF may be kept, or the message saying why not. */
export const pdfProblem = (pdf: Buffer): string | null => {
  // The file's own dictionaries are read outside the streams: inside them are pictures and compressed text,
  // whose bytes would now and then spell a name by chance.
  let outside = '';
  let at = 0;
  let budget = inflateBudget;
  for (const { dictionary, data, dataStart, end } of streams(pdf)) {
    outside += pdf.subarray(at, dataStart).toString('latin1');
    at = end;
    if (!/\/Type\s*\/ObjStm\b/.test(decodeName(dictionary))) continue;
    if (!/\/Filter\s*\[?\s*\/FlateDecode\s*\]?/.test(dictionary)) return uncheckableMessage;
    let inflated: Buffer;
    try {
      inflated = zlib.inflateSync(data, { maxOutputLength: budget, finishFlush: zlib.constants.Z_SYNC_FLUSH });
    } catch {
      return uncheckableMessage;
    }
    budget -= inflated.length;
    if (hasActiveName(inflated.toString('latin1'))) return activeContentMessage;
  }
  outside += pdf.subarray(at).toString('latin1');
  return hasActiveName(outside) ? activeContentMessage : null;
};
