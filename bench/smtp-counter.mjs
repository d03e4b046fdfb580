// A minimal SMTP server on loopback for the fan-out bench: accepts every message, keeps none,
// counts them. Reports its port, then answers `stats` messages (IPC) with the count, the
// distinct recipients and the times the first and the last message were accepted.
import { createServer } from 'node:net';

let count = 0;
/** Every RCPT TO address seen in an accepted message: a second copy to one does not add. */
let recipients = new Set();
let lastAt = 0;
let firstAt = 0;

const server = createServer((socket) => {
  let buffer = '';
  let inData = false;
  let rcpts = [];
  const reply = (line) => socket.write(`${line}\r\n`);
  reply('220 bench-sink ESMTP');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('latin1');
    let end;
    while ((end = buffer.indexOf('\r\n')) !== -1) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (inData) {
        if (line === '.') {
          inData = false;
          count++;
          for (const r of rcpts) recipients.add(r);
          rcpts = [];
          lastAt = Date.now();
          firstAt ||= lastAt;
          reply('250 OK queued');
        }
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'RCPT')
        rcpts.push(
          line
            .slice(line.indexOf(':') + 1)
            .trim()
            .toLowerCase(),
        );
      if (verb === 'EHLO') reply('250-bench-sink\r\n250-8BITMIME\r\n250 SMTPUTF8');
      else if (verb === 'DATA') {
        inData = true;
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'QUIT') {
        reply('221 Bye');
        socket.end();
      } else reply('250 OK');
    }
  });
  socket.on('error', () => {});
});

server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('message', (message) => {
  if (message === 'stats') process.send({ count, recipients: recipients.size, firstAt, lastAt });
  if (message === 'reset') {
    count = firstAt = lastAt = 0;
    recipients = new Set();
  }
});
process.on('disconnect', () => process.exit(0));
