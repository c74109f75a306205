/**
 * Who may export a list as CSV (docs/data-quality.md): staff of the resource, those whose grant to change its rows
 * covers every row (to read them, for a resource nobody changes). The server refuses anyone else; the admin shows
 * the button only to them.
 */
import type { Resource } from './resource.ts';

export const exportAction = (resource: Resource) => (resource.offers.includes('update') ? 'update' : 'read');
