import { expect, it } from 'vitest';
import { getResource } from '../../../src/registry/index.ts';
import { EditedMeanwhile, maxMerges, untilMerged } from '../../../src/server/crud/merge-retries.ts';

const schools = getResource('institutions/schools');

/** A try that finds the row changed under it `conflicts` times, then writes. */
const conflicting = (conflicts: number) => {
  let tries = 0;
  const once = async () => {
    tries += 1;
    if (tries <= conflicts) throw new EditedMeanwhile();
    return `written on try ${tries}`;
  };
  return { once, tries: () => tries };
};

it('merges again after an edit that met another, until it gets through', async () => {
  const edit = conflicting(3);
  await expect(untilMerged(schools, edit.once)).resolves.toBe('written on try 4');
});

it('asks the writer to send the edit again (409) once every try met another edit', async () => {
  const edit = conflicting(Infinity);
  await expect(untilMerged(schools, edit.once)).rejects.toMatchObject({ statusCode: 409, message: expect.stringMatching(/Send your change again/) });
  expect(edit.tries()).toBe(maxMerges);
});

it('passes any other failure on at once, without trying again', async () => {
  let tries = 0;
  const failing = async () => {
    tries += 1;
    throw new Error('disk full');
  };
  await expect(untilMerged(schools, failing)).rejects.toThrow('disk full');
  expect(tries).toBe(1);
});
