/**
 * The registry's words on the site in every language: each field label of the resources the site shows, each
 * pick-list value (bar proper names and codes), and each page's head have their catalogue entry in both
 * languages, with the English one saying what the registry says.
 */
import { describe, expect, it } from 'vitest';
import { resources } from '../../src/registry/index.ts';
import { choiceId, fieldIds, namedLists, resourceKey, siteFieldResources } from '../../src/registry/message-ids.ts';
import { orderStatusLabels } from '../../src/registry/order-moves.ts';
import { headIn, headOfPath, headPaths } from '../../src/registry/page-heads.ts';
import { perkLabels } from '../../src/registry/perks.ts';
import { reviewerTypeLabels } from '../../src/registry/review-categories.ts';
import { reportReasonLabels } from '../../src/registry/review-reports.ts';
import { rowHead, rowPages, rowWordsKey, type RowPageName } from '../../src/registry/row-heads.ts';
import { siteWords } from '../../src/server/i18n/site-words.ts';

const { en, sw } = siteWords;

/** The id `say.field` reads, and that it exists in both languages. */
const fieldId = (resource: string, name: string) => {
  const [own, shared] = fieldIds(resource, name);
  return en.has(own) ? own : shared;
};

describe('the registry in the site catalogue', () => {
  it('words every field label of the resources the site shows, in English as the registry does', () => {
    const missing: string[] = [];
    for (const resource of resources.filter((r) => siteFieldResources.includes(r.name)))
      for (const [name, field] of Object.entries(resource.fields)) {
        const id = fieldId(resource.name, name);
        if (!en.has(id) || !sw.has(id)) missing.push(`${resource.name}.${name}`);
        else expect(en.field(resource.name, name), `${resource.name}.${name}`).toBe(field.label ?? name);
      }
    expect(missing).toEqual([]);
    expect(siteFieldResources.filter((name) => !resources.some((r) => r.name === name))).toEqual([]);
  });

  it('words every pick-list value in both languages, and English as the registry labels them', () => {
    const labelled: Record<string, Record<string, string>> = { reviewer_type: reviewerTypeLabels, reason: reportReasonLabels, perks: perkLabels };
    const missing: string[] = [];
    for (const resource of resources)
      for (const [name, field] of Object.entries(resource.fields))
        for (const value of namedLists.includes(name) ? [] : (field.values ?? [])) {
          const own = choiceId(`${resourceKey(resource.name)}.${name}`, value);
          const id = en.has(own) ? own : choiceId(name, value);
          if (!en.has(id) || !sw.has(id)) missing.push(`${resource.name}.${name}: ${value}`);
          const english =
            resource.name === 'shop/orders' && name === 'status' ? orderStatusLabels[value as keyof typeof orderStatusLabels] : labelled[name]?.[value];
          if (english) expect(en.choice(name, value, resource.name)).toBe(english);
        }
    expect(missing).toEqual([]);
  });

  it('keeps stored values: a choice reads in Kiswahili, a county or a grade as stored', () => {
    expect(sw.choice('boarding', 'Day and boarding')).toBe('Kutwa na bweni');
    expect(sw.choice('gender', 'Mixed')).toBe('Mchanganyiko');
    expect(sw.choice('status', 'pending', 'shop/orders')).toBe('Inasubiri malipo');
    expect(en.choice('status', 'pending', 'shop/orders')).toBe('Pending payment');
    expect(en.choice('status', 'pending', 'support/issues')).toBe('Pending');
    expect(sw.choice('county', "Murang'a")).toBe("Murang'a");
    expect(sw.choice('kcse_mean_grade', 'B+')).toBe('B+');
    expect(sw.field('institutions/schools', 'boarding')).toBe('Kutwa au bweni');
    expect(sw.field('institutions/enquiries', 'name')).toBe('Jina lako');
  });

  it("words every page's head in both languages, in English as the registry does", () => {
    for (const path of headPaths()) {
      const english = headOfPath(path)!;
      expect(headIn(en, path), path).toEqual(english);
      const kiswahili = headIn(sw, path)!;
      for (const part of ['title', 'description', 'lead'] as const) {
        expect(Boolean(kiswahili[part]), `${path} ${part}`).toBe(Boolean(english[part]));
        if (english[part]) expect(kiswahili[part], `${path} ${part}`).not.toBe(english[part]);
      }
    }
    expect(headIn(sw, '/compare/schools')?.description).toBe('Linganisha hadi shule 4 za Kenya bega kwa bega kwenye ElimuHub.');
    expect(headIn(sw, '/institutions/schools/primary/')?.description).toContain('shule za msingi');
  });

  it("words every row page's kind, its not-found title and the sentence of a row without words of its own", () => {
    for (const name of Object.keys(rowPages) as RowPageName[]) {
      for (const part of ['kind', 'missing', 'sentence'])
        expect(sw.has(`${rowWordsKey(name)}.${part}`) && en.has(`${rowWordsKey(name)}.${part}`), `${name} ${part}`).toBe(true);
      expect(en(`${rowWordsKey(name)}.kind`)).toBe(rowPages[name].singular);
    }
    expect(rowHead('institutions/colleges', { id: 1, name: 'Kabete Polytechnic', city: 'Kabete', county: 'Nairobi' }, sw).description).toBe(
      'Kabete Polytechnic: chuo kilichoko Kabete, Nairobi kwenye ElimuHub.',
    );
    expect(rowHead('institutions/schools', { id: 1, name: 'Moi Girls' }, en).description).toBe('Moi Girls: a school on ElimuHub.');
  });
});
