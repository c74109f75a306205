/**
 * A listing form's words for its fields in the page's language: the registry's labels (`field.*`, which the
 * server's messages use too), the help the registry gives a field (`listing.help.<name>`) and the complaints of
 * the form's own checks, worded as the server words them ("Mshahara: weka namba.").
 */
import type { Field } from '../../../registry/fields.ts';
import type { Say } from '../../common/say.ts';

export interface FieldWords {
  label: (name: string) => string;
  help: (name: string, field: Field) => string | undefined;
  required: (label: string) => string;
  number: (label: string) => string;
}

/** `say` must hold the pages' catalogue (`useSay('pages')`). */
export const fieldWords = (say: Say, resource: string): FieldWords => ({
  label: (name) => say.field(resource, name),
  help: (name, field) => (field.help && say.has(`listing.help.${name}`) ? say(`listing.help.${name}`) : field.help),
  required: (label) => say('form.required', { label }),
  number: (label) => say('listing.number', { label }),
});
