import { useSay } from '../../common/say.ts';

/** One note per value of a list's address that names none of its filter's choices: the list is shown without it. */
export const UnknownFilterNotes = ({ unknown }: { unknown: readonly { name: string; label: string; value: string }[] }) => {
  const say = useSay();
  return unknown.map(({ name, label, value }) => (
    <p key={name} className="notice" role="status">
      {say('dir.filter.unknown', { filter: label, value })}
    </p>
  ));
};
