/**
 * The fields a form offers: everything a client may write, staff-only ones only to those who may set them, and
 * for a party with a limited part of a shared row (`writable`) only that part (an employer moves the stage).
 */
import type { Field } from '../../../registry/fields.ts';
import type { Resource } from '../../../registry/resource.ts';
import { writableFields } from '../../../registry/schemas.ts';
import { mayChangeAny, type Grants } from '../providers/grants.ts';

/** Private files (resumes) arrive through their own multipart form on the site, not as JSON. */
const editable = (field: Field) => field.kind !== 'file';

export const formFields = (resource: Resource, grants: Grants | null, writable: ReadonlySet<string> | null = null): [string, Field][] =>
  writableFields(resource).filter(
    ([name, field]) => editable(field) && (!field.staff || (grants !== null && mayChangeAny(grants, resource))) && (!writable || writable.has(name)),
  );

/** Kinds that need the whole width of the form. */
export const isWide = (field: Field) => ['longText', 'gallery', 'json', 'list', 'tags', 'csv'].includes(field.kind);
