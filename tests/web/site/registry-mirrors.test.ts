/**
 * The site keeps a few registry facts as plain data so its pages do not load the server's validation code; these
 * tests fail the moment the copies drift from the registry. (The fixed choices are shared: src/registry/choices.ts.)
 */
import { describe, expect, it } from 'vitest';
import { getResource } from '../../../src/registry/index.ts';
import { defaultSettings as registryDefaults } from '../../../src/registry/resources/auth.ts';
import { defaultSettings } from '../../../src/web/site/account/settings-fields.ts';
import { sections } from '../../../src/web/site/institutions/detail-sections.ts';
import { kinds } from '../../../src/web/site/institutions/kinds.ts';
import { ticketPriorities } from '../../../src/web/site/support/ticket-choices.ts';

describe('registry mirrors', () => {
  it('uses the category slugs of docs/product.md#institutions', () => {
    expect(kinds.school.categories.map((c) => c.slug)).toEqual(['pre-primary', 'primary', 'junior-secondary', 'senior-secondary']);
    expect(kinds.college.categories.map((c) => [c.slug, c.filter.college_type])).toEqual([
      ['vocational', 'Vocational Training Centre'],
      ['technical', 'Technical Training Institute'],
      ['medical', 'Medical Training College'],
      ['polytechnic', 'National Polytechnic'],
      ['hospitality', 'Hospitality Training College'],
    ]);
    expect(kinds.university.categories.map((c) => [c.slug, c.filter.university_type])).toEqual([
      ['public', 'Public University'],
      ['private', 'Private University'],
    ]);
  });

  it('labels detail fields as the registry does, with a matching display kind', () => {
    for (const [kind, list] of Object.entries(sections)) {
      const resource = getResource(kinds[kind as keyof typeof kinds].base);
      expect(list.map((s) => s.title)).toEqual(['Overview', 'Contact', 'Academics', 'Facilities']);
      for (const field of list.flatMap((s) => s.fields)) {
        const def = resource.fields[field.name];
        expect(def, `${kind}.${field.name}`).toBeDefined();
        expect(field.label, `${kind}.${field.name}`).toBe(def!.label);
        expect(field.kind, `${kind}.${field.name}`).toBe(
          def!.kind === 'phone' ||
            def!.kind === 'email' ||
            def!.kind === 'url' ||
            def!.kind === 'csv' ||
            def!.kind === 'enum' ||
            def!.kind === 'integer' ||
            def!.kind === 'longText'
            ? def!.kind
            : 'text',
        );
      }
    }
  });

  it('starts settings from the defaults of docs/product.md#settings, as the server does', () => {
    expect(defaultSettings).toEqual(registryDefaults);
    expect(defaultSettings).toEqual({
      push_notifications: true,
      email_preferences: false,
      location_access: true,
      digital_wellbeing: false,
      special_features: true,
    });
  });

  it('offers the ticket priorities the registry accepts', () => {
    expect([...ticketPriorities]).toEqual(getResource('support/tickets').fields.priority!.values);
  });
});
