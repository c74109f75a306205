/**
 * The messages ElimuHub sends about an account: a link to finish registering (or, to an address that already
 * has an account, a notice instead), a reset link, and notices of a changed password or email.
 * They hold no text a user typed (a name could carry a lure) and keep every line under 77 characters, so the
 * body goes out as plain 7-bit text and a link can be copied straight from an .eml file in the outbox.
 */

export const signature = '\n\n-- \nElimuHub, the education directory and marketplace for Kenya';

const notMe =
  'If this was not you, reset your password at once with "Forgot your\n' +
  'password?" on the sign-in page, and tell ElimuHub support.';

export const confirmRegistrationMessage = (link: string, hours: number) => ({
  subject: 'Finish creating your ElimuHub account',
  text:
    'Hello,\n\nSomeone (we hope you) asked to create an ElimuHub account with this\n' +
    `email address. Open this link within ${hours} hours to finish and sign in:\n\n` +
    `${link}\n\n` +
    'The link works once. If you did not ask for it, ignore this email: no\naccount is created.' +
    signature,
});

/** Sent instead of a link when the address already has an account: nothing is created. */
export const accountExistsMessage = (loginLink: string, resetLink: string) => ({
  subject: 'Your ElimuHub account already exists',
  text:
    'Hello,\n\nSomeone asked to create an ElimuHub account with this email. This\n' +
    'address already has an account, so nothing new was created. If it was\nyou, sign in:\n\n' +
    `${loginLink}\n\nor, if you have forgotten your password, reset it:\n\n${resetLink}\n\n` +
    'If it was not you, ignore this email: your account stays as it is.' +
    signature,
});

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
