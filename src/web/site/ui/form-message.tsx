/** The form-level line under a form: the server's message, or the reason the form was not sent. */
export const FormMessage = ({ message }: { message: string | null }) =>
  message ? (
    <p className="error" role="alert">
      {message}
    </p>
  ) : null;
