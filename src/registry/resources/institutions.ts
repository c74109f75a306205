import { cbcLevels, collegeTypes, universityTypes } from '../choices.ts';
import { f } from '../fields.ts';
import { grants } from '../access.ts';
import { defineResource } from '../resource.ts';
import { ratingFields } from '../rating-fields.ts';


const gps = f.text({
  label: 'GPS coordinates',
  max: 60,
  help: 'Latitude, longitude, e.g. -1.2921, 36.8219',
});

/** The fields every institution shares (SPEC.md §3 "common institution fields"). */
const common = () => ({
  logo: f.image({ label: 'Logo' }),
  name: f.text({ label: 'Name', required: true, max: 200 }),
  summary: f.text({ label: 'Summary', max: 300 }),
  description: f.longText({ label: 'Description' }),
  region: f.text({ label: 'Region', max: 80 }),
  county: f.text({ label: 'County', max: 80 }),
  city: f.text({ label: 'City or town', max: 80 }),
  postal_address: f.text({ label: 'Postal address', max: 200 }),
  physical_address: f.text({ label: 'Physical address', max: 300 }),
  telephone_landline: f.phone({ label: 'Landline' }),
  telephone_mobile: f.phone({ label: 'Mobile' }),
  email: f.email({ label: 'Email' }),
  website: f.url({ label: 'Website' }),
  gps_coordinates: gps,
  is_public: f.boolean({ label: 'Public institution', default: true }),
});

const higherEducation = () => ({
  ...common(),
  history: f.longText({ label: 'History' }),
  programs_offered: f.longText({ label: 'Programmes offered' }),
  student_population: f.integer({ label: 'Student population', min: 0 }),
  academic_achievements: f.longText({ label: 'Academic achievements' }),
  research_focus: f.longText({ label: 'Research focus' }),
  campus_facilities: f.longText({ label: 'Campus facilities' }),
  student_life: f.longText({ label: 'Student life' }),
  clubs_and_societies: f.longText({ label: 'Clubs and societies' }),
  gallery: f.gallery({ label: 'Gallery' }),
  ...ratingFields(),
});

const listing = {
  visibility: 'moderated',
  owned: true,
  grants: grants.listing(),
  search: ['name', 'summary', 'county', 'city', 'description'],
  index: ['region', 'city'],
  sortable: ['name', 'rating', 'rating_score', 'review_count', 'created_at'],
  facets: ['county'],
  title: 'name',
  defaultSort: ['name', 'asc'],
} as const;

export const schools = defineResource({
  ...listing,
  name: 'institutions/schools',
  page: '/institutions/schools/:id',
  label: 'Schools',
  singular: 'School',
  family: 'Institutions',
  fields: {
    ...common(),
    cbc_levels: f.csv({ label: 'CBC levels', help: cbcLevels.join(', ') }),
    school_history: f.longText({ label: 'School history' }),
    staff_teaching: f.integer({ label: 'Teaching staff', min: 0 }),
    staff_non_teaching: f.integer({ label: 'Non-teaching staff', min: 0 }),
    staff_achievements: f.longText({ label: 'Staff achievements' }),
    student_population: f.integer({ label: 'Student population', min: 0 }),
    student_diversity: f.longText({ label: 'Student diversity' }),
    academic_achievements: f.longText({ label: 'Academic achievements' }),
    non_academic_achievements: f.longText({ label: 'Non-academic achievements' }),
    school_calendar: f.longText({ label: 'School calendar' }),
    facilities: f.longText({ label: 'Facilities' }),
    extra_classes: f.longText({ label: 'Extra classes' }),
    student_life: f.longText({ label: 'Student life' }),
    school_album: f.url({ label: 'School album link' }),
    gallery: f.gallery({ label: 'Gallery' }),
    ...ratingFields(),
  },
  columns: ['name', 'county', 'city', 'cbc_levels', 'is_public', 'rating', 'moderation'],
});

export const colleges = defineResource({
  ...listing,
  name: 'institutions/colleges',
  page: '/institutions/colleges/:id',
  label: 'Colleges',
  singular: 'College',
  family: 'Institutions',
  fields: {
    ...higherEducation(),
    logo: f.image({ label: 'Logo', required: true }),
    college_type: f.enum(collegeTypes, { label: 'College type' }),
  },
  columns: ['name', 'college_type', 'county', 'city', 'rating', 'moderation'],
});

export const universities = defineResource({
  ...listing,
  name: 'institutions/universities',
  page: '/institutions/universities/:id',
  label: 'Universities',
  singular: 'University',
  family: 'Institutions',
  fields: {
    ...higherEducation(),
    faculties: f.longText({ label: 'Faculties' }),
    university_type: f.enum(universityTypes, { label: 'University type' }),
  },
  columns: ['name', 'university_type', 'county', 'city', 'rating', 'moderation'],
});

export const locations = defineResource({
  name: 'institutions/locations',
  label: 'Locations',
  singular: 'Location',
  family: 'Institutions',
  visibility: 'public',
  grants: grants.adminOnly(),
  fields: {
    region: f.text({ label: 'Region (former province)', required: true, max: 80 }),
    county: f.text({ label: 'County', required: true, max: 80 }),
    city: f.text({ label: 'Main town', required: true, max: 80 }),
  },
  index: ['region', 'county'],
  unique: [['county', 'city']],
  title: 'county',
  columns: ['county', 'region', 'city'],
  defaultSort: ['county', 'asc'],
});
