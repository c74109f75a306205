/** The checks a new password gets in the browser before it is sent, worded by `say`; the server makes the same ones. */
export const checkNewPassword = (password: string, confirm: string, names: { password: string; confirm: string }, say: (id: string) => string) => {
  const errors: Record<string, string> = {};
  if (!password) errors[names.password] = say('account.password.enter');
  else if (password.length < 8) errors[names.password] = say('account.register.passwordShort');
  if (!errors[names.password] && confirm !== password) errors[names.confirm] = say('account.password.differ');
  return errors;
};
