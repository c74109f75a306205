import { regions } from '../../../registry/choices.ts';
import { useTowns } from '../institutions/use-towns.ts';

/** Which datalist suggests values for a typed place (a region, a job's location), so it matches the directory's names. */
export const locationListOf: Record<string, string> = { region: 'regions', location: 'towns' };

/** Kenya's regions, and the towns of the county chosen in the form, as suggestions (any text is allowed). */
export const LocationLists = ({ county }: { county: string }) => {
  const { towns } = useTowns(county);
  return (
    <>
      {(
        [
          ['regions', regions],
          ['towns', towns],
        ] as const
      ).map(([id, values]) => (
        <datalist key={id} id={`listing-${id}`}>
          {values.map((v) => (
            <option key={v} value={v} />
          ))}
        </datalist>
      ))}
    </>
  );
};
