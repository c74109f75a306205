import { f, type Field } from '../fields.ts';
import { grants } from '../access.ts';
import { defineResource } from '../resource.ts';

const mediaResource = <const Name extends string, Source extends Field, Extra extends Record<string, Field> = Record<never, Field>>(
  name: Name,
  label: string,
  singular: string,
  source: Source,
  extra: Extra = {} as Extra,
) =>
  defineResource({
    name,
    label,
    singular,
    family: 'Media',
    visibility: 'public',
    owned: true,
    grants: grants.editorial(),
    fields: {
      title: f.text({ label: 'Title', required: true, max: 200 }),
      description: f.longText({ label: 'Description', max: 3000 }),
      source,
      ...extra,
    },
    search: ['title', 'description'],
    index: ['created_at'],
    title: 'title',
    columns: ['title', 'source', 'created_at'],
    defaultSort: ['created_at', 'desc'],
  });

export const images = mediaResource('media/images', 'Images', 'Image', f.image({ label: 'Image', required: true }), {
  alt: f.text({ label: 'Alternative text', max: 300 }),
});
export const audio = mediaResource('media/audio', 'Audio', 'Audio clip', f.url({ label: 'Audio link', required: true }), {
  duration_seconds: f.integer({ label: 'Duration (seconds)', min: 0 }),
});
export const videos = mediaResource('media/videos', 'Videos', 'Video', f.url({ label: 'Video link', required: true }), {
  duration_seconds: f.integer({ label: 'Duration (seconds)', min: 0 }),
});
export const documents = mediaResource('media/documents', 'Documents', 'Document', f.url({ label: 'Document link', required: true, perk: 'downloads' }));
export const galleries = mediaResource('media/galleries', 'Galleries', 'Gallery', f.image({ label: 'Cover image' }), {
  images: f.gallery({ label: 'Images' }),
});
