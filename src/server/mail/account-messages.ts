/**
 * The messages ElimuHub sends about an account: a reset link, and notices of a changed password or email.
 * They hold no text a user typed (a name could carry a lure) and keep every line under 77 characters, so the
 * body goes out as plain 7-bit text and a link can be copied straight from an .eml file in the outbox.
 */

const signature = '\n\n-- \nElimuHub, the education directory and marketplace for Kenya';

const notMe =
  'If this was not you, reset your password at once with "Forgot your\n' +
  'password?" on the sign-in page, and tell ElimuHub support.';

export const resetMessage = (link: string, minutes: number) => ({
  subject: 'Reset your ElimuHub password',
  text:
    'Hello,\n\nSomeone (we hope you) asked to reset the password of the ElimuHub\n' +
    `account for this email address. Open this link within ${minutes} minutes to\nchoose a new password:\n\n` +
    `${link}\n\n` +
    'The link works once. If you did not ask for it, ignore this email:\nyour password stays as it is.' +
    signature,
});

export const passwordChangedMessage = () => ({
  subject: 'Your ElimuHub password was changed',
  text: `Hello,\n\nThe password of your ElimuHub account was just changed, and every\nother device was signed out.\n\n${notMe}${signature}`,
});

export const emailChangedMessage = (newEmail: string) => ({
  subject: 'Your ElimuHub email address was changed',
  text:
    'Hello,\n\nYour ElimuHub account no longer signs in with this email address. It\n' +
    `now uses:\n\n${newEmail}\n\nEvery other device was signed out.\n\n${notMe}${signature}`,
});
