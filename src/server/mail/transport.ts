/** What the rest of the server needs from mail: one message out, plain text, to one person. */
export interface Mail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

export interface Transport {
  /** Where mail goes, for the start-up log. */
  describe: string;
  send(mail: Mail): Promise<void>;
  close(): void;
}
