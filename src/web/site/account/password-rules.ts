/** The checks a new password gets in the browser before it is sent; the server makes the same ones. */
export const checkNewPassword = (password: string, confirm: string, names: { password: string; confirm: string }) => {
  const errors: Record<string, string> = {};
  if (!password) errors[names.password] = 'Enter a new password.';
  else if (password.length < 8) errors[names.password] = 'Password must be at least 8 characters.';
  if (!errors[names.password] && confirm !== password) errors[names.confirm] = 'The two passwords are not the same.';
  return errors;
};
