import { jsonForScript } from './json-for-script.ts';

/**
 * A schema.org description of the page for search engines. Builders answer null when the record lacks what the
 * type requires, and then nothing is written: search engines flag incomplete data as errors, but not its absence.
 */
export const StructuredData = ({ data }: { data: object | null }) =>
  data ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} /> : null;
