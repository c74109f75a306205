import { cbcLevels, collegeTypes, counties, universityTypes } from '../choices.ts';
import { f } from '../fields.ts';
import { courseFields, programmeFields, schoolFacts } from './institution-facts.ts';
import { as, grants } from '../access.ts';
import { defineResource } from '../resource.ts';
import { ratingFields } from '../rating-fields.ts';
import { categoryRatingFields } from '../review-categories.ts';
import { provenanceFields } from '../provenance-fields.ts';
import { claimStates, claimedKinds, claimedResources, evidenceKinds } from '../listing-claims.ts';

const gps = f.text({
  label: 'GPS coordinates',
  max: 60,
  help: 'Latitude, longitude, e.g. -1.2921, 36.8219',
});

/** The fields every institution shares (docs/product.md#institution-fields). */
const common = () => ({
  logo: f.image({ label: 'Logo' }),
  name: f.text({ label: 'Name', required: true, max: 200 }),
  summary: f.text({ label: 'Summary', max: 300 }),
  description: f.longText({ label: 'Description' }),
  region: f.text({ label: 'Region', max: 80 }),
  county: f.enum(counties, { label: 'County' }),
  // A town of the county, from the locations list; a town missing there is added as a location by an admin.
  city: f.text({ label: 'City or town', max: 80, from: 'institutions/locations.city', within: 'county' }),
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
  ...categoryRatingFields(),
});

const listing = {
  visibility: 'moderated',
  owned: true,
  grants: grants.listing(),
  search: ['name', 'summary', 'county', 'city', 'description'],
  index: ['region', 'city'],
  sortable: ['name', 'rating', 'rating_score', 'review_count', 'created_at'],
  facets: ['county'],
  // Counted per value for the directory's filters (GET /api/{base}/facets), in passes of few combinations.
  counted: [['county', 'city']],
  title: 'name',
  defaultSort: ['name', 'asc'],
  // Every other choice, number, amount, yes/no and list of the listing follows these in a comparison.
  compare: ['rating', 'review_count', 'county', 'city', 'is_public'],
  // Found near a point and shown on the map by their GPS coordinates.
  located: 'gps_coordinates',
} as const;

/** A school's counted facts, in passes of few combinations each. */
const schoolCounted = [['county', 'city'], ['boarding', 'gender', 'category'], ['curriculum', 'kcse_mean_grade'], ['sponsor', 'cbc_levels'], ['facility_tags']];

export const schools = defineResource({
  ...listing,
  name: 'institutions/schools',
  page: '/institutions/schools/:id',
  label: 'Schools',
  singular: 'School',
  family: 'Institutions',
  fields: {
    ...common(),
    cbc_levels: f.csv({ label: 'CBC levels', values: cbcLevels }),
    ...schoolFacts(),
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
    ...categoryRatingFields(),
    ...provenanceFields(),
  },
  // A listing loaded from an open list is found again by its id there.
  unique: [['source', 'source_id']],
  sortable: [...listing.sortable, 'fees_min'],
  counted: schoolCounted,
  // Every fact and the fees in one index: a count narrowed by a county (or any fact) reads it alone, never the rows.
  indexes: [['moderation', ...schoolCounted.flat(), 'fees_min']],
  columns: ['name', 'county', 'city', 'category', 'boarding', 'gender', 'cbc_levels', 'rating', 'moderation'],
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
    ...courseFields(),
  },
  counted: [['county', 'city'], ['college_type']],
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
    ...programmeFields(),
    ...provenanceFields(),
  },
  unique: [['source', 'source_id']],
  counted: [['county', 'city'], ['university_type']],
  columns: ['name', 'university_type', 'county', 'city', 'rating', 'moderation'],
});

/**
 * A person's request to become a listing's owner, with evidence, decided by editors (docs/claims.md). Written only
 * by the claim routes (src/server/claims/): the claimant reads their own, editors read all; nobody writes one
 * through the generic routes, so the state, the decision and the owner cannot be set by a request body.
 */
export const claims = defineResource({
  name: 'institutions/claims',
  label: 'Claims',
  singular: 'Claim',
  family: 'Institutions',
  visibility: 'private',
  owned: true,
  // Created only through the claim route (the generic POST is not offered); changed only by the claim routes
  // (withdraw, decision), so nobody, an admin neither, edits its evidence or listing afterwards.
  offers: ['list', 'read', 'create'],
  grants: grants.merge(grants.everyone(['create', ...as('own', 'list', 'read')]), { editor: ['list', 'read'] }),
  fields: {
    listing_kind: f.enum(claimedKinds, { label: 'Kind of listing', required: true }),
    listing_id: f.integer({ label: 'Listing', required: true, min: 1, about: { by: 'listing_kind', resources: claimedResources } }),
    listing_name: f.text({ label: 'Listing name', max: 200, system: true }),
    evidence: f.enum(evidenceKinds, { label: 'Evidence', required: true }),
    email: f.email({ label: 'Email at the institution' }),
    email_verified_at: f.datetime({ label: 'Email verified at', system: true }),
    letter: f.file({ label: 'Letter or registration certificate', system: true }),
    phone: f.phone({ label: 'Phone', required: true }),
    state: f.enum(claimStates, { label: 'State', system: true, default: 'email' }),
    dispute: f.boolean({ label: 'Dispute', system: true, default: false }),
    // 1 while the claim is open, null once closed: unique with the claimant and the listing, one open claim each.
    open_slot: f.integer({ label: 'Open', system: true }),
    previous_owner_id: f.ref('auth/users', { label: 'Owner when claimed', system: true }),
    decided_by: f.ref('auth/users', { label: 'Decided by', system: true }),
    decided_at: f.datetime({ label: 'Decided at', system: true }),
    reason: f.text({ label: 'Reason', max: 500, system: true }),
    // The verification link's token, hashed, when it stops working and when links were sent: the server's alone,
    // read by nobody through the API (staff neither), and neither filtered nor sorted on.
    token_hash: f.text({ label: 'Link token (hashed)', max: 64, system: true, readers: [], secret: true }),
    token_expires_at: f.datetime({ label: 'Link expires at', system: true, readers: [], secret: true }),
    emails_sent_at: f.list({ label: 'Links sent at', system: true, readers: [], secret: true }),
  },
  search: ['listing_name', 'email'],
  index: ['state'],
  // The link is looked up by its token's hash; no list is sorted or filtered by it.
  indexes: [['listing_kind', 'listing_id', 'open_slot'], ['token_hash']],
  unique: [['owner_id', 'listing_kind', 'listing_id', 'open_slot']],
  title: 'listing_name',
  columns: ['listing_name', 'listing_kind', 'evidence', 'state', 'dispute', 'created_at'],
  defaultSort: ['created_at', 'desc'],
});

export const locations = defineResource({
  name: 'institutions/locations',
  label: 'Locations',
  singular: 'Location',
  family: 'Institutions',
  visibility: 'public',
  grants: grants.adminOnly(),
  behaviour: ['names-read-distinctly'],
  fields: {
    region: f.text({ label: 'Region (former province)', required: true, max: 80 }),
    county: f.enum(counties, { label: 'County', required: true }),
    city: f.text({ label: 'Main town', required: true, max: 80 }),
  },
  index: ['region', 'county'],
  // A county's towns are listed by name for the pick-lists.
  sortable: ['region', 'county', 'city', 'created_at'],
  unique: [['county', 'city']],
  title: 'county',
  columns: ['county', 'region', 'city'],
  defaultSort: ['county', 'asc'],
});

/** The institutions a visitor may ask a question of, from their profile page. */
export const enquiryTargets = [schools.name, colleges.name, universities.name] as const;

export const enquiries = defineResource({
  name: 'institutions/enquiries',
  label: 'Enquiries',
  singular: 'Enquiry',
  family: 'Institutions',
  visibility: 'private',
  owned: true,
  // Visitors without an account ask too; the sender (owner_id, when signed in) cannot read it back: only the
  // listing's owner, to whom the server addresses it, and the support team read enquiries.
  open: ['create'],
  parties: { recipient: { path: ['recipient_id'], label: "listing's owner", writes: ['read'] } },
  grants: grants.merge(grants.everyone(['create', ...as('recipient', 'list', 'read', 'update')]), grants.editorial()),
  behaviour: ['addressed-to-listing-owner'],
  fields: {
    listing_type: f.enum(enquiryTargets, { label: 'Institution kind', required: true }),
    listing_id: f.integer({ label: 'Institution', required: true, min: 1, about: { by: 'listing_type' } }),
    // The listing's owner when the enquiry was sent, set by the server.
    recipient_id: f.ref('auth/users', { label: 'To', system: true }),
    name: f.text({ label: 'Your name', required: true, max: 120 }),
    email: f.email({ label: 'Email', required: true }),
    phone: f.phone({ label: 'Phone' }),
    message: f.longText({ label: 'Message', required: true, max: 3000 }),
    read: f.boolean({ label: 'Read', default: false }),
  },
  index: ['recipient_id', 'created_at'],
  indexes: [['listing_type', 'listing_id', 'created_at']],
  title: 'name',
  columns: ['name', 'listing_type', 'listing_id', 'recipient_id', 'read', 'created_at'],
  defaultSort: ['created_at', 'desc'],
});

/** The listings the duplicates desk compares: the institutions with a page, a name and a point (docs/data-quality.md). */
export const duplicateKinds = [schools.name, colleges.name, universities.name] as const;

/**
 * What editors decided about two listings the duplicates desk showed: `merged` (the other listing was folded into
 * the kept one and removed; its addresses answer 301 to the kept one) or `distinct` (not duplicates: the pair
 * leaves the desk, kept_id the smaller id). Written only by the desk's routes, in the merge's own transaction.
 */
export const duplicateDecisions = defineResource({
  name: 'institutions/duplicate-decisions',
  label: 'Duplicate decisions',
  singular: 'Duplicate decision',
  family: 'Institutions',
  visibility: 'private',
  owned: true,
  offers: ['list', 'read'],
  grants: { editor: ['list', 'read'] },
  fields: {
    owner_id: f.ref('auth/users', { label: 'By', system: true }),
    resource: f.enum(duplicateKinds, { label: 'Listing kind', required: true }),
    decision: f.enum(['merged', 'distinct'], { label: 'Decision', required: true }),
    kept_id: f.integer({ label: 'Kept listing', required: true, min: 1, about: { by: 'resource' } }),
    other_id: f.integer({ label: 'Other listing', required: true, min: 1, about: { by: 'resource' } }),
    // "Ministry of Education|12345": the merged listing's row in an open list, which the next import leaves out
    // instead of listing the school a second time.
    other_source: f.text({ label: 'Other listing in its open list', max: 120 }),
  },
  // One decision a pair; a merged listing's id is found again by (resource, other_id) for its redirect.
  unique: [['resource', 'other_id', 'kept_id']],
  index: ['created_at'],
  indexes: [['resource', 'kept_id']],
  title: 'decision',
  columns: ['resource', 'decision', 'kept_id', 'other_id', 'owner_id', 'created_at'],
  defaultSort: ['created_at', 'desc'],
});
