/** Text shortened to at most `max` characters at the end of a word, with an ellipsis when anything was left out. */
export const cutAtWord = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  // Never half of a character written as two UTF-16 units (an emoji): it would show as "�".
  const room = flat.slice(0, /[\ud800-\udbff]/.test(flat[max - 2] ?? '') ? max - 2 : max - 1);
  const lastSpace = room.lastIndexOf(' ');
  // A single word longer than the room is cut inside it rather than dropped.
  const kept = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  return `${kept.replace(/[\s,;:.–-]+$/, '')}…`;
};
