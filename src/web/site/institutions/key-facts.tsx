/**
 * The structured facts of an institution at a glance: a school's category, boarding, fees and results; a college's
 * courses; a university's programmes. Facts not given are left out rather than shown as "Not provided".
 */
import { formatKes } from '../../common/format.ts';
import { parseList } from './field-value.tsx';
import { feesText } from './institution-card.tsx';
import type { InstitutionKind } from './kinds.ts';

type Row = Record<string, unknown>;

interface Course {
  name: string;
  level: string;
  duration_months: number;
  fees?: number | null;
  entry_grade?: string | null;
}

interface Programme {
  name: string;
  faculty: string;
  level: string;
  duration_years: number;
}

const months = (n: number) => (n % 12 === 0 ? `${n / 12} year${n === 12 ? '' : 's'}` : `${n} months`);
const years = (n: number) => `${n} year${n === 1 ? '' : 's'}`;

const schoolFacts = (row: Row): [string, string | null][] => [
  ['Category', (row.category as string | null) ?? null],
  ['Day or boarding', (row.boarding as string | null) ?? null],
  ['Boys, girls or mixed', (row.gender as string | null) ?? null],
  ['Curriculum', (row.curriculum as string | null) ?? null],
  ['CBC levels', row.cbc_levels ? parseList(String(row.cbc_levels)).join(', ') : null],
  ['Sponsor', (row.sponsor as string | null) ?? null],
  ['Annual fees', feesText(row.fees_min as number | null, row.fees_max as number | null)],
  ['Recent KCSE mean grade', (row.kcse_mean_grade as string | null) ?? null],
  ['Year founded', row.year_founded == null ? null : String(row.year_founded)],
  ['KNEC code', (row.knec_code as string | null) ?? null],
];

export const KeyFacts = ({ kind, row }: { kind: InstitutionKind; row: Row }) => {
  const facts = kind === 'school' ? schoolFacts(row).filter((fact): fact is [string, string] => Boolean(fact[1])) : [];
  const facilities = kind === 'school' && row.facility_tags ? parseList(String(row.facility_tags)) : [];
  const courses = kind === 'college' ? ((row.courses as Course[] | null) ?? []) : [];
  const programmes = kind === 'university' ? ((row.programmes as Programme[] | null) ?? []) : [];
  if (!facts.length && !facilities.length && !courses.length && !programmes.length) return null;
  return (
    <section className="key-facts card" aria-labelledby="key-facts-title">
      <h2 id="key-facts-title">Key facts</h2>
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
          <h3>Facilities</h3>
          <ul className="chips">
            {facilities.map((facility) => (
              <li key={facility} className="chip">
                {facility}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {courses.length ? (
        // A table wider than a phone scrolls sideways; keyboard users reach it by Tab to scroll it with the arrows.
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Courses">
          <table className="fact-table">
            <caption className="muted">Courses</caption>
            <thead>
              <tr>
                <th scope="col">Course</th>
                <th scope="col">Level</th>
                <th scope="col">Duration</th>
                <th scope="col">Fees a year</th>
                <th scope="col">Entry grade</th>
              </tr>
            </thead>
            <tbody>
              {courses.map((course) => (
                <tr key={`${course.name}-${course.level}`}>
                  <th scope="row">{course.name}</th>
                  <td>{course.level}</td>
                  <td>{months(course.duration_months)}</td>
                  <td>{course.fees == null ? '—' : formatKes(course.fees)}</td>
                  <td>{course.entry_grade ?? 'Open'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {programmes.length ? (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Programmes">
          <table className="fact-table">
            <caption className="muted">Programmes</caption>
            <thead>
              <tr>
                <th scope="col">Programme</th>
                <th scope="col">Faculty or school</th>
                <th scope="col">Level</th>
                <th scope="col">Duration</th>
              </tr>
            </thead>
            <tbody>
              {programmes.map((programme) => (
                <tr key={`${programme.name}-${programme.faculty}`}>
                  <th scope="row">{programme.name}</th>
                  <td>{programme.faculty}</td>
                  <td>{programme.level}</td>
                  <td>{years(programme.duration_years)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
};
