/** The emails of a claim say a reason only when there is one (docs/claims.md#deciding). */
import { describe, expect, it } from 'vitest';
import { disputeOpenedMessage, ownershipMovedMessage } from '../../src/server/mail/claim-messages.ts';

describe('claim emails', () => {
  it.each(['en', 'sw'] as const)('leave out an empty reason (%s)', (locale) => {
    const without = ownershipMovedMessage(locale, 'https://elimuhub.test/institutions/schools/1', ' ');
    expect(without.text).not.toMatch(/reason:|Sababu yao:/i);
    const given = ownershipMovedMessage(locale, 'https://elimuhub.test/institutions/schools/1', 'The head teacher changed.');
    expect(given.text).toMatch(/(Their reason|Sababu yao):\n\nThe head teacher changed\.\n\n/);
  });

  it.each(['en', 'sw'] as const)('tell the owner of a disputed listing that editors decide (%s)', (locale) => {
    const mail = disputeOpenedMessage(locale, 'Alliance High School', 'https://elimuhub.test/institutions/schools/1');
    expect(mail.subject).toContain('Alliance High School');
    expect(mail.text).toMatch(locale === 'en' ? /Editors will look at it and decide/ : /Wahariri wataliangalia na kuamua/);
  });
});
