import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  to: string[];
  subject: string;
  /** The message as sent, its quoted-printable lines joined and decoded (links read whole). */
  body: string;
}

/** Quoted-printable (RFC 2045), as nodemailer writes long or non-ASCII lines. */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives: the app's SMTP adapter talks to it as
 * to a provider's. `refuse` turns recipients down with a 550, as a mailbox that does not exist.
 */
export async function startSmtpSink(port = 0, { refuse = [] as string[] } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.includes(address.address)) {
        const error = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const headers = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' '); // unfolded
        const subject = headers.match(/^Subject: (.*)$/m)?.[1] ?? '';
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: subject.startsWith('=?') ? decodeWord(subject) : subject,
          body: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    received,
    to: (address: string) => received.filter((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An encoded header word (`=?UTF-8?Q?…?=` or `=?UTF-8?B?…?=`), as nodemailer writes a non-ASCII subject. */
function decodeWord(header: string) {
  return header.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
