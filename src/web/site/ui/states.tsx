/** The three states every loaded view has, worded as SPEC.md §8 asks. */
export const Loading = ({ text = 'Loading...' }: { text?: string }) => (
  <p className="loading" role="status">
    {text}
  </p>
);

export const ErrorText = ({ message }: { message: string }) => (
  <p className="error" role="alert">
    Error: {message}
  </p>
);

export const Empty = ({ text }: { text: string }) => <p className="empty">{text}</p>;
