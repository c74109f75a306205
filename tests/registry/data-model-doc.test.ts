/** docs/data-model.md is the registry rendered; this fails when one changed without the other. */
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { dataModelDoc } from '../../src/registry/data-model-doc.ts';
import { resources } from '../../src/registry/index.ts';

const file = 'docs/data-model.md';

it('docs/data-model.md documents every resource as the registry defines it', () => {
  const expected = dataModelDoc(resources);
  if (process.env.UPDATE_DOCS) fs.writeFileSync(file, expected);
  expect(fs.readFileSync(file, 'utf8')).toBe(expected);
});
