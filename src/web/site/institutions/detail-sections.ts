/**
 * Which fields each institution kind shows in each section of its detail page (docs/product.md#institution-pages),
 * with the label and display kind of each. A test checks labels and kinds against the registry, which the site does
 * not import.
 */
import type { InstitutionKind } from './kinds.ts';

export type DisplayKind = 'text' | 'longText' | 'csv' | 'email' | 'phone' | 'url' | 'integer' | 'enum';

export interface DetailField {
  name: string;
  label: string;
  kind: DisplayKind;
}

export interface Section {
  id: string;
  title: string;
  fields: DetailField[];
}

const field = (name: string, label: string, kind: DisplayKind = 'longText'): DetailField => ({ name, label, kind });

const contact = [
  field('physical_address', 'Physical address', 'text'),
  field('postal_address', 'Postal address', 'text'),
  field('city', 'City or town', 'text'),
  field('county', 'County', 'enum'),
  field('region', 'Region', 'text'),
  field('telephone_mobile', 'Mobile', 'phone'),
  field('telephone_landline', 'Landline', 'phone'),
  field('email', 'Email', 'email'),
  field('website', 'Website', 'url'),
];

const higherEducation = (overview: DetailField, academics: DetailField[]): Section[] => [
  {
    id: 'overview',
    title: 'Overview',
    fields: [field('description', 'Description'), overview, field('history', 'History'), field('student_population', 'Student population', 'integer')],
  },
  { id: 'contact', title: 'Contact', fields: contact },
  {
    id: 'academics',
    title: 'Academics',
    fields: [
      ...academics,
      field('programs_offered', 'Programmes offered'),
      field('academic_achievements', 'Academic achievements'),
      field('research_focus', 'Research focus'),
    ],
  },
  {
    id: 'facilities',
    title: 'Facilities',
    fields: [field('campus_facilities', 'Campus facilities'), field('student_life', 'Student life'), field('clubs_and_societies', 'Clubs and societies')],
  },
];

export const sections: Record<InstitutionKind, Section[]> = {
  school: [
    {
      id: 'overview',
      title: 'Overview',
      fields: [
        field('description', 'Description'),
        field('cbc_levels', 'CBC levels', 'csv'),
        field('school_history', 'School history'),
        field('student_population', 'Student population', 'integer'),
        field('student_diversity', 'Student diversity'),
      ],
    },
    { id: 'contact', title: 'Contact', fields: contact },
    {
      id: 'academics',
      title: 'Academics',
      fields: [
        field('academic_achievements', 'Academic achievements'),
        field('non_academic_achievements', 'Non-academic achievements'),
        field('staff_teaching', 'Teaching staff', 'integer'),
        field('staff_non_teaching', 'Non-teaching staff', 'integer'),
        field('staff_achievements', 'Staff achievements'),
        field('school_calendar', 'School calendar'),
        field('extra_classes', 'Extra classes'),
      ],
    },
    {
      id: 'facilities',
      title: 'Facilities',
      fields: [field('facilities', 'Facilities'), field('student_life', 'Student life'), field('school_album', 'School album link', 'url')],
    },
  ],
  college: higherEducation(field('college_type', 'College type', 'enum'), []),
  university: higherEducation(field('university_type', 'University type', 'enum'), [field('faculties', 'Faculties')]),
};
