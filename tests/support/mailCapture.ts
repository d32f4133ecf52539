/**
 * A minimal SMTP server on loopback that keeps every message it is given, for tests of the mail
 * PocketBase sends (no TLS, no authentication: the test points the server's SMTP settings here).
 */
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export interface MailCapture {
  port: number;
  /** The messages received so far, their bodies decoded from quoted-printable. */
  messages: string[];
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function converse(socket: Socket, messages: string[]): void {
  let buffered = '';
  let data: string[] | null = null;
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 localhost ESMTP test');
  socket.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('latin1');
    let end: number;
    while ((end = buffered.indexOf('\r\n')) >= 0) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      if (data) {
        if (line === '.') {
          messages.push(decodeQuotedPrintable(data.join('\r\n')));
          data = null;
          reply('250 OK');
        } else data.push(line.startsWith('..') ? line.slice(1) : line);
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 localhost');
      else if (verb === 'DATA') {
        data = [];
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'QUIT') {
        reply('221 Bye');
        socket.end();
      } else reply('250 OK');
    }
  });
  socket.on('error', () => socket.destroy());
}

export async function startMailCapture(): Promise<MailCapture> {
  const messages: string[] = [];
  const server: Server = createServer((socket) => converse(socket, messages));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
