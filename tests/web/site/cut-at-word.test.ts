/** Meta descriptions are cut at the end of a word, never inside one, and say that something was left out. */
import { expect, it } from 'vitest';
import { cutAtWord } from '../../../src/registry/cut-at-word.ts';

it('keeps a short text whole, with its spaces made single', () => {
  expect(cutAtWord('  Alliance Girls   High School,\nKikuyu ', 160)).toBe('Alliance Girls High School, Kikuyu');
});

it('cuts a long text after its last whole word, within the length, with an ellipsis', () => {
  const text = 'A national school for girls in Kikuyu, Kiambu County, with boarding, science laboratories and a long record in KCSE';
  const cut = cutAtWord(text, 60);
  expect(cut.length).toBeLessThanOrEqual(60);
  expect(cut).toBe('A national school for girls in Kikuyu, Kiambu County, with…');
  expect(text.startsWith(cut.slice(0, -1))).toBe(true);
});

it('cuts inside a word only when one word is longer than half the room', () => {
  expect(cutAtWord('Supercalifragilisticexpialidocious school', 20)).toBe('Supercalifragilisti…');
});

it('never cuts an emoji in half', () => {
  const cut = cutAtWord(`${'a'.repeat(158)}🎓 more`, 160);
  expect(cut).toBe(`${'a'.repeat(158)}…`);
  expect(cut).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
});
