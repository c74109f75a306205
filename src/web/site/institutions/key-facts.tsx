/**
 * The structured facts of an institution at a glance: a school's category, boarding, fees and results; a college's
 * courses; a university's programmes. Facts not given are left out rather than shown as "Not provided".
 */
import { useSay, type Say } from '../../common/say.ts';
import { parseList } from './field-value.tsx';
import { feesText } from './institution-card.tsx';
import type { InstitutionKind } from './kinds.ts';
import type { RowOf } from '../../../registry/row-type.ts';

type Row = Record<string, unknown>;

const schools = 'institutions/schools';

/** One course of a college's `courses`. */
type Course = NonNullable<RowOf<'institutions/colleges'>['courses']>[number];

/** One programme of a university's `programmes`. */
type Programme = NonNullable<RowOf<'institutions/universities'>['programmes']>[number];

const list = (say: Say, name: string, value: unknown) =>
  value
    ? parseList(String(value))
        .map((item) => say.choice(name, item))
        .join(', ')
    : null;
const choice = (say: Say, name: string, value: unknown) => (value ? say.choice(name, String(value)) : null);

/** A school's facts, each labelled as its field and valued in the page's words (grades and codes as stored). */
const schoolFacts = (say: Say, row: Row): [string, string | null][] => [
  [say.field(schools, 'category'), choice(say, 'category', row.category)],
  [say.field(schools, 'boarding'), choice(say, 'boarding', row.boarding)],
  [say.field(schools, 'gender'), choice(say, 'gender', row.gender)],
  [say.field(schools, 'curriculum'), choice(say, 'curriculum', row.curriculum)],
  [say.field(schools, 'cbc_levels'), list(say, 'cbc_levels', row.cbc_levels)],
  [say.field(schools, 'sponsor'), choice(say, 'sponsor', row.sponsor)],
  [say('dir.facts.fees'), feesText(say, row.fees_min as number | null, row.fees_max as number | null)],
  [say.field(schools, 'kcse_mean_grade'), (row.kcse_mean_grade as string | null) ?? null],
  [say.field(schools, 'year_founded'), row.year_founded == null ? null : String(row.year_founded)],
  [say.field(schools, 'knec_code'), (row.knec_code as string | null) ?? null],
];

export const KeyFacts = ({ kind, row }: { kind: InstitutionKind; row: Row }) => {
  const say = useSay();
  const facts = kind === 'school' ? schoolFacts(say, row).filter((fact): fact is [string, string] => Boolean(fact[1])) : [];
  const facilities = kind === 'school' && row.facility_tags ? parseList(String(row.facility_tags)) : [];
  const courses = kind === 'college' ? ((row.courses as Course[] | null) ?? []) : [];
  const programmes = kind === 'university' ? ((row.programmes as Programme[] | null) ?? []) : [];
  if (!facts.length && !facilities.length && !courses.length && !programmes.length) return null;
  return (
    <section className="key-facts card" aria-labelledby="key-facts-title">
      <h2 id="key-facts-title">{say('dir.facts.title')}</h2>
      {facts.length ? (
        <dl>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="muted">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {facilities.length ? (
        <>
          <h3>{say('dir.section.facilities')}</h3>
          <ul className="chips">
            {facilities.map((facility) => (
              <li key={facility} className="chip">
                {say.choice('facility_tags', facility)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {courses.length ? (
        // A table wider than a phone scrolls sideways; keyboard users reach it by Tab to scroll it with the arrows.
        <div className="table-scroll" tabIndex={0} role="region" aria-label={say('field.courses')}>
          <table className="fact-table">
            <caption className="muted">{say('field.courses')}</caption>
            <thead>
              <tr>
                <th scope="col">{say('dir.courses.course')}</th>
                <th scope="col">{say('dir.courses.level')}</th>
                <th scope="col">{say('dir.courses.duration')}</th>
                <th scope="col">{say('dir.courses.fees')}</th>
                <th scope="col">{say('dir.courses.entry')}</th>
              </tr>
            </thead>
            <tbody>
              {courses.map((course) => (
                <tr key={`${course.name}-${course.level}`}>
                  <th scope="row">{course.name}</th>
                  <td>{say.choice('level', course.level)}</td>
                  <td>
                    {say('dir.duration.months', {
                      months: course.duration_months,
                      years: course.duration_months / 12,
                      whole: course.duration_months % 12 === 0 ? 'yes' : 'no',
                    })}
                  </td>
                  <td>{course.fees == null ? '—' : say.format.kes(course.fees)}</td>
                  <td>{course.entry_grade ?? say('dir.courses.open')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {programmes.length ? (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={say('field.programmes')}>
          <table className="fact-table">
            <caption className="muted">{say('field.programmes')}</caption>
            <thead>
              <tr>
                <th scope="col">{say('dir.programmes.programme')}</th>
                <th scope="col">{say('dir.programmes.faculty')}</th>
                <th scope="col">{say('dir.courses.level')}</th>
                <th scope="col">{say('dir.courses.duration')}</th>
              </tr>
            </thead>
            <tbody>
              {programmes.map((programme) => (
                <tr key={`${programme.name}-${programme.faculty}`}>
                  <th scope="row">{programme.name}</th>
                  <td>{programme.faculty}</td>
                  <td>{say.choice('level', programme.level)}</td>
                  <td>{say('dir.duration.years', { years: programme.duration_years })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
};
