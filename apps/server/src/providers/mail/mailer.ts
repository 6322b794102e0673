export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** A whole HTML document, in the mail's language (`compose`). */
  html: string;
  /**
   * The queued message's id: its Message-ID, the same at each try, so a mail sent twice (a crash between
   * the send and its record) is one message to the mail servers and readers that dedupe by it.
   */
  id?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}
