/**
 * The five listings a member can submit, each driven by its resource definition in the registry: the form shows
 * every field a member may set, in the registry's order and with its labels, kinds, required flags and help.
 */
import type { Resource } from '../../../registry/resource.ts';
import { colleges, schools, universities } from '../../../registry/resources/institutions.ts';
import { jobs } from '../../../registry/resources/jobs.ts';
import { shops } from '../../../registry/resources/shop.ts';

export type ListingKind = 'school' | 'college' | 'university' | 'shop' | 'job';

export interface ListingConfig {
  resource: Resource;
  /** The form's address, which names its head (registry/page-heads.ts). */
  page: string;
  /** Where the confirmation points: the public list the listing will join once approved. */
  listPath: string;
}

export const listingKinds: Record<ListingKind, ListingConfig> = {
  school: {
    resource: schools,
    page: '/institutions/register-school',
    listPath: '/institutions/schools',
  },
  college: {
    resource: colleges,
    page: '/institutions/register-college',
    listPath: '/institutions/colleges',
  },
  university: {
    resource: universities,
    page: '/institutions/register-university',
    listPath: '/institutions/universities',
  },
  shop: {
    resource: shops,
    page: '/register-shop',
    listPath: '/shops',
  },
  job: {
    resource: jobs,
    page: '/register-job',
    listPath: '/jobs',
  },
};

/** Fields grouped under "Location and contact"; everything else is "About" (first) or "More details". */
const contactFields = new Set([
  'region',
  'county',
  'city',
  'postal_address',
  'physical_address',
  'telephone_landline',
  'telephone_mobile',
  'phone_landline',
  'phone_mobile',
  'email',
  'website',
  'gps_coordinates',
  'latitude',
  'longitude',
  'contact_person',
  'location',
]);

/** Kinds a member cannot fill in this form: server-set links and structured data. */
const skippedKinds = new Set(['ref', 'json', 'list', 'file', 'password']);

export interface FormField {
  name: string;
  field: Resource['fields'][string];
}

/** The fields a member fills in, in the registry's order except that the listing's name comes first. */
export const formFields = (resource: Resource): FormField[] =>
  Object.entries(resource.fields)
    .filter(([, field]) => !field.system && !field.staff && !skippedKinds.has(field.kind) && field.default !== 'now')
    .map(([name, field]) => ({ name, field }))
    .sort((a, b) => Number(b.name === resource.title) - Number(a.name === resource.title));

export const groupFields = (fields: FormField[]) => {
  const contact = fields.filter((f) => contactFields.has(f.name));
  const rest = fields.filter((f) => !contactFields.has(f.name));
  // The first few non-contact fields (name, logo, summary, type…) introduce the listing.
  const about = rest.filter((f, i) => i < 6 || f.field.required || f.field.kind === 'enum');
  const more = rest.filter((f) => !about.includes(f));
  // Each group's title is the catalogue's `listing.group.<key>`.
  return [
    { key: 'about', fields: about },
    { key: 'contact', fields: contact },
    { key: 'more', fields: more },
  ].filter((group) => group.fields.length);
};
