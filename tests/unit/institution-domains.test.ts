/** Which email addresses prove a claim on a listing (docs/claims.md#which-addresses-prove-a-claim). */
import { describe, expect, it } from 'vitest';
import { emailDomainProblem, institutionDomains, registrableDomain } from '../../src/server/claims/institution-domains.ts';

describe("the institution's domains", () => {
  it("cuts hosts to the registrable domain, three labels under a country's second-level names", () => {
    expect(registrableDomain('www.alliance.sc.ke')).toBe('alliance.sc.ke');
    expect(registrableDomain('portal.uonbi.ac.ke')).toBe('uonbi.ac.ke');
    expect(registrableDomain('www.brookhouse.ac.ke')).toBe('brookhouse.ac.ke');
    expect(registrableDomain('mail.example.com')).toBe('example.com');
    expect(registrableDomain('www.kings.edu.au')).toBe('kings.edu.au');
    expect(registrableDomain('sc.ke')).toBeNull();
    expect(registrableDomain('co.uk')).toBeNull();
    // A site under a shared host is its owner's alone: github.io is a suffix too.
    expect(registrableDomain('www.stmarys.github.io')).toBe('stmarys.github.io');
    expect(registrableDomain('github.io')).toBeNull();
  });

  it("reads the website and the listing's own address, never a free-mail domain", () => {
    expect(institutionDomains('schools', { website: 'HTTPS://WWW.Alliance.SC.KE/about', email: 'info@alliancehigh.sc.ke' }).sort()).toEqual([
      'alliance.sc.ke',
      'alliancehigh.sc.ke',
    ]);
    expect(institutionDomains('schools', { website: 'alliance.sc.ke', email: 'alliance@gmail.com' })).toEqual(['alliance.sc.ke']);
    expect(institutionDomains('schools', { website: 'https://sites.google.com/view/x', email: 'x@yahoo.com' })).toEqual(['google.com']);
    expect(institutionDomains('schools', {})).toEqual([]);
  });

  it('adds every domain the University Domains List gives an imported university', () => {
    expect(institutionDomains('universities', { source: 'University Domains List', source_id: 'anu.ac.ke' })).toEqual(['anu.ac.ke']);
    // A school with a source id that looks like a domain gains nothing from the universities' list.
    expect(institutionDomains('schools', { source: 'University Domains List', source_id: 'anu.ac.ke' })).toEqual([]);
  });
});

describe('an address at the institution', () => {
  const own = ['alliance.sc.ke'];
  it.each(['head@alliance.sc.ke', 'HEAD@Alliance.SC.KE', 'head+claims@alliance.sc.ke'])('accepts %s', (email) =>
    expect(emailDomainProblem(email, own)).toBeNull(),
  );
  it.each([
    ['head@alliance.sc.ke.evil.com', /own domain/],
    ['head@alliance-sc.ke', /own domain/],
    ['head@xalliance.sc.ke', /own domain/],
    ['head@alliance.sc.ke.', /plain letters/],
    ['head@аlliance.sc.ke', /plain letters/],
    ['head@xn--lliance-3ve.sc.ke', /plain letters/],
    ['head@gmail.com', /could be anyone's/],
    ['"a@b"@alliance.sc.ke', /one plain email/],
    ['a@b@alliance.sc.ke', /one plain email/],
    // Mailboxes at a subdomain may be students' or alumni's: the domain itself is named instead.
    ['head@mail.alliance.sc.ke', /Use an address at alliance\.sc\.ke itself/],
    ['x@students.alliance.sc.ke', /addresses at students\.alliance\.sc\.ke may belong to students/],
  ])('refuses %s', (email, why) => expect(emailDomainProblem(email, own)).toMatch(why));

  it('asks for a letter when the institution has no known domain', () => expect(emailDomainProblem('head@alliance.sc.ke', [])).toMatch(/Upload a letter/));

  it('refuses a domain several listings share, asking for a letter', () => {
    const shared = new Set(['kakamega.sc.ke']);
    expect(emailDomainProblem('head@kakamega.sc.ke', ['kakamega.sc.ke'], shared)).toMatch(/shared by several institutions.*Upload a letter/);
    // A listing with a domain of its own besides the shared one is proved by the former only.
    expect(emailDomainProblem('head@amalemba.sc.ke', ['kakamega.sc.ke', 'amalemba.sc.ke'], shared)).toBeNull();
    expect(emailDomainProblem('head@kakamega.sc.ke', ['kakamega.sc.ke', 'amalemba.sc.ke'], shared)).toMatch(/shared by several/);
  });
});
