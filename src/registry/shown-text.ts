/**
 * A row's words as a page head or a share card shows them, outside the page's own layout: trimmed, with controls
 * turned into spaces and without the characters that reverse or hide text (direction overrides and isolates,
 * zero-width spaces). In a title or a chat's preview such characters let a name pose as another ("School |
 * ElimuHub" turned around) or show as nothing. Null when nothing visible is left.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controls = /[\u0000-\u001f\u007f-\u009f]/g;
const turnsOrHides = /[\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

export const shownText = (value: unknown) => {
  if (typeof value !== 'string') return null;
  const clean = value.replace(controls, ' ').replace(turnsOrHides, '').trim();
  return clean || null;
};
