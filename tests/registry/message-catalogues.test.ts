/**
 * The message catalogues (src/locales/server, src/locales/site and src/locales/site-pages): both languages hold the same messages, the
 * compiled modules are those of today's PO files, every message the code names exists, and every email reads
 * as plain 7-bit text with lines under 77 characters in each language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../../src/registry/locales.ts';
import { resources } from '../../src/registry/index.ts';
import { siteFieldResources } from '../../src/registry/message-ids.ts';
import { validateInput } from '../../src/registry/schemas.ts';
import { applicationStages } from '../../src/registry/resources/jobs.ts';
import { orderStatuses } from '../../src/registry/resources/shop.ts';
import { errorAnswerIn } from '../../src/server/i18n/error-words.ts';
import { say } from '../../src/server/i18n/say.ts';
import * as account from '../../src/server/mail/account-messages.ts';
import { digestMessage } from '../../src/server/mail/alert-messages.ts';
import { stageChangedMessage } from '../../src/server/mail/application-messages.ts';
import { decisionMessage } from '../../src/server/mail/moderation-messages.ts';

const root = path.resolve(import.meta.dirname, '../..');

type Audience = 'server' | 'site' | 'site-pages';
const audiences: Audience[] = ['server', 'site', 'site-pages'];

const catalogue = async (audience: Audience, locale: Locale) => {
  const text = fs.readFileSync(path.join(root, `src/locales/${audience}/${locale}.po`), 'utf8');
  const parsed = await formatter({ explicitIdAsDefault: true }).parse(text, { locale, sourceLocale: 'en', filename: `${locale}.po` });
  return Object.fromEntries(Object.entries(parsed!).map(([id, entry]) => [id, entry.translation ?? '']));
};

/** Every message id the code under `dir` names as a literal (`say('…')`, `{ id: '…' }`, `label: 'nav.…'`). */
const idsInCode = (dir: string, pattern: RegExp) => {
  const ids = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(file)) for (const match of fs.readFileSync(file, 'utf8').matchAll(pattern)) ids.add(match[1]!);
    }
  };
  walk(path.join(root, dir));
  return [...ids];
};

const moderated = resources.filter((r) => r.visibility === 'moderated');

describe('the message catalogues', () => {
  it.each(audiences)('%s: hold the same messages in every language, none left empty', async (audience) => {
    const english = await catalogue(audience, 'en');
    for (const locale of locales) {
      const messages = await catalogue(audience, locale);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
      expect(Object.entries(messages).filter(([, text]) => !text.trim())).toEqual([]);
    }
  });

  it.each(audiences)("%s: are compiled from today's PO files (run `npm run i18n` after changing one)", async (audience) => {
    for (const locale of locales) {
      const { messages } = (await import(`../../src/locales/${audience}/${locale}.ts`)) as { messages: Record<string, unknown> };
      const source = await catalogue(audience, locale);
      expect(messages).toEqual(Object.fromEntries(Object.entries(source).map(([id, text]) => [id, compileMessageOrThrow(text)])));
    }
  });

  it('hold every message the site names', async () => {
    const site = { ...(await catalogue('site', 'en')), ...(await catalogue('site-pages', 'en')) };
    const named = idsInCode(
      'src/web',
      /(?:say\('|say\(\w+ \? '|: '|label: '|title: '|subtitle: ')((?:nav|shell|home|search|head|dir|compare|review|ask|saved|ui|static|news|event|notes|support|listing)\.[\w.]+)'/g,
    );
    expect(named.length).toBeGreaterThan(60);
    expect(named.filter((id) => !(id in site))).toEqual([]);
  });

  it("name a page's own words only where the component loads them (useSay('pages'))", async () => {
    const pages = await catalogue('site-pages', 'en');
    const strays: string[] = [];
    const walk = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(file)) {
          const code = fs.readFileSync(file, 'utf8');
          const used = [...code.matchAll(/say\(['`]([a-z][\w.]*)/g)]
            .map((match) => match[1]!)
            .filter((id) => Object.keys(pages).some((known) => known === id || known.startsWith(id)));
          if (used.length && !code.includes("useSay('pages')")) strays.push(`${path.relative(root, file)}: ${used[0]}`);
        }
      }
    };
    walk(path.join(root, 'src/web'));
    expect(strays).toEqual([]);
  });

  it('hold every message the server names, and those it names by a stage, a status or a resource', async () => {
    const english = await catalogue('server', 'en');
    const named = [
      ...idsInCode('src/server', /(?:say\(\w+, |id: )'([a-z][\w.]+)'/g),
      ...applicationStages.flatMap((stage) => [`stage.${stage}`, `note.stage.${stage}`]),
      ...orderStatuses.map((status) => `note.order.status.${status}`),
      ...moderated.map((resource) => `resource.${resource.name}`),
      ...['approved', 'approvedChanges', 'rejected', 'rejectedChanges'].flatMap((which) => [
        `note.decision.${which}`,
        `mail.decision.${which}.subject`,
        `mail.decision.${which}.text`,
      ]),
    ];
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((id) => !(id in english))).toEqual([]);
  });
});

describe('every email, in every language', () => {
  const link = 'https://elimuhub.co.ke/verify-email?token=AbCdEfGhIjKlMnOpQrStUv';
  const emails = (locale: Locale) => [
    account.confirmRegistrationMessage(locale, link, 24),
    account.accountExistsMessage(locale, 'https://elimuhub.co.ke/login', 'https://elimuhub.co.ke/forgot-password'),
    account.resetMessage(locale, link, 60),
    account.passwordChangedMessage(locale),
    account.emailChangedMessage(locale, 'wanjiru.kamau@example.co.ke', 'https://elimuhub.co.ke/email-change?undo=AbCdEfGhIjKlMnOpQrStUv', 7),
    account.confirmEmailChangeMessage(locale, 'https://elimuhub.co.ke/email-change?confirm=AbCdEfGhIjKlMnOpQrStUv', 24),
    account.emailInUseMessage(locale, 'https://elimuhub.co.ke/login'),
    digestMessage(locale, [{ name: 'Boarding schools in Nakuru', listLink: 'https://elimuhub.co.ke/institutions/schools?county=Nakuru', links: [link] }], link),
    ...applicationStages.map((stage) => stageChangedMessage(locale, stage, 'https://elimuhub.co.ke/jobs/applications')),
    ...moderated.flatMap((resource) =>
      (['approve', 'reject'] as const).flatMap((decision) =>
        [false, true].map((revised) => decisionMessage(locale, { resource, decision, revised, reason: 'Add the KNEC code.', link: '/x' }, link)),
      ),
    ),
  ];

  it.each(locales)('%s: plain 7-bit text, every line under 77 characters, no message id left unreplaced', (locale) => {
    for (const { subject, text } of emails(locale)) {
      expect(`${subject}\n${text}`).toMatch(/^[\x20-\x7e\n]*$/);
      expect(text.split('\n').filter((line) => line.length > 76)).toEqual([]);
      expect(`${subject} ${text}`).not.toMatch(/\b(mail|note|stage|resource|alerts)\.[a-z]/);
    }
  });

  it('Kiswahili names each kind of record in Kiswahili, and English with its article', () => {
    expect(
      decisionMessage(
        'sw',
        { resource: moderated.find((r) => r.name === 'jobs/employers')!, decision: 'approve', revised: false, reason: null, link: '/' },
        link,
      ).subject,
    ).toBe('Imechapishwa kwenye ElimuHub: Mwajiri');
    expect(
      decisionMessage('en', { resource: moderated.find((r) => r.name === 'jobs/employers')!, decision: 'reject', revised: true, reason: 'x', link: '/' }, link)
        .subject,
    ).toBe('Your changes to an employer on ElimuHub were not approved');
    expect(say('sw', 'alerts.title', { count: 1, searches: 1 })).toBe('Tokeo 1 jipya ya utafutaji wako uliohifadhiwa');
    expect(say('sw', 'alerts.title', { count: 3, searches: 2 })).toBe('Matokeo 3 mapya ya utafutaji wako uliohifadhiwa');
  });
});

describe("the API's error answers", () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)([,}])/g)].map((match) => match[1]! + match[2]!);

  it('read back: each English text has plain placeholders only, and Kiswahili fills no other', async () => {
    const [english, swahili] = await Promise.all([catalogue('server', 'en'), catalogue('server', 'sw')]);
    const errors = Object.keys(english).filter((id) => id.startsWith('error.'));
    expect(errors.length).toBeGreaterThan(100);
    for (const id of errors) {
      expect(
        placeholders(english[id]!).filter((name) => !name.endsWith('}')),
        id,
      ).toEqual([]);
      expect(
        placeholders(swahili[id]!).filter((name) => !placeholders(english[id]!).includes(name)),
        id,
      ).toEqual([]);
    }
  });

  it("name every field the site shows in Kiswahili when it is missing or too long, by the site's label", () => {
    const shown = resources.filter((r) => siteFieldResources.includes(r.name));
    const untranslated = shown.flatMap((resource) => {
      const tooLong = Object.fromEntries(
        Object.entries(resource.fields)
          .filter(([, field]) => (field.kind === 'text' || field.kind === 'longText') && field.max && !field.system)
          .map(([name, field]) => [name, 'a'.repeat(field.max! + 1)]),
      );
      return [{}, tooLong].flatMap((body) => {
        const checked = validateInput(resource, body, 'create');
        if (checked.ok) return [];
        const { message, errors } = errorAnswerIn('sw', checked.invalid.message, checked.invalid.errors);
        const fields = Object.entries(errors!)
          .filter(([name, text]) => text === checked.invalid.errors[name])
          .map(([name, text]) => `${resource.name}.${name}: ${text}`);
        return [...fields, ...(Object.values(checked.invalid.errors).some((text) => message.includes(text)) ? [`${resource.name}: ${message}`] : [])];
      });
    });
    expect(untranslated).toEqual([]);
  });
});
